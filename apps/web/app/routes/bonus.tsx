// /profile/gifts/:id, the single bonus page (spec 1 §2): one of the player's bonuses with its terms
// in full, its progress and its actions. An id that is not the player's bonus is the not-found page.
import * as api from '@croupier/contract/api.generated'
import { useEffect } from 'react'
import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router'
import { BonusTerms } from '../features/bonuses/components/bonus-terms'
import { seedGifts, useGiftsStore } from '../features/bonuses/model/gifts-store'
import { playerGet, profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { MessagePage } from '../ui/message-page'
import { NotFound } from '../ui/not-found'
import type { Route } from './+types/bonus'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'gifts', 'singleBonusPage')
  if (!profile) return { meta: undefined, bonus: null, bonuses: null }
  const bonuses = await playerGet(request, api.getPlayerBonuses)
  if (!bonuses)
    throw data({ meta: { title: profile.t('pages.oops.metaTitle'), noindex: true } }, { status: 503 })
  const bonus = bonuses.find((item) => item.id === params.id)
  if (!bonus)
    throw data({ meta: { title: profile.t('pages.notFound.metaTitle'), noindex: true } }, { status: 404 })
  return { meta: { ...profile.meta, title: `${bonus.title} · ${profile.meta.title}` }, bonus, bonuses }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function BonusPage() {
  const { bonus, bonuses } = useLoaderData<typeof loader>()
  const { player } = useShellContext()
  // The live bonus once the store holds it (the bar moves with `bonuses_changes`).
  const live = useGiftsStore((state) => state.bonuses?.find((item) => item.id === bonus?.id))
  useEffect(() => {
    if (bonuses) seedGifts({ bonuses })
  }, [bonuses])
  if (!player || !bonus) return null
  return <BonusTerms bonus={live ?? bonus} />
}

export function ErrorBoundary() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <MessagePage icon="warning" title={t('pages.unavailable.title')}>
      <p>{t('pages.unavailable.text')}</p>
    </MessagePage>
  )
}
