// /promotions (spec 2 §4, ADR 041): active, future and archived tournaments, quests, achievements
// and lotteries, open to guests; the shop switched off sends here (routes/rocket-mart.server.ts).
import { localizePath } from '@croupier/rules/locale'
import { Link, useLoaderData } from 'react-router'
import { PromotionsPage } from '../features/promotions/components/promotions-page'
import { loadPromotions } from '../features/promotions/promotions.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/promotions'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const meta = { title: t('promotions.metaTitle'), description: t('promotions.lead') }
  return { meta, load: await loadPromotions(request, shell) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Promotions() {
  const { load } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (load.kind === 'ok') return <PromotionsPage sections={load.sections} />
  return (
    <MessagePage
      icon="warning"
      title={t('promotions.failedTitle')}
      actions={
        <Link to={localizePath(locale, '/')} className={buttonClass('primary')}>
          {t('promotions.toLobby')}
        </Link>
      }
    >
      <p>{t('promotions.failedText')}</p>
    </MessagePage>
  )
}
