// /lottery/{slug} (spec 2 §2.1, §3 Lottery; ADR 041): open to guests, who see the prizes, terms and
// proof with a sign-up; an unknown or another group's lottery reads as not found (404).
import { localizePath } from '@croupier/rules/locale'
import { data, Link, useLoaderData } from 'react-router'
import { LotteryPage } from '../features/lotteries/components/lottery-page'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/lottery'
import { loadLottery } from './lottery.server'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const meta = { title: t('lotteries.metaTitle'), description: t('lotteries.fairnessBefore') }
  if (!shell) return { meta, load: { kind: 'failed' as const } }
  const load = await loadLottery(request, params.slug, shell)
  if (load.kind === 'not-found') return data({ meta, load }, { status: 404 })
  return { meta: load.kind === 'ok' ? { ...meta, title: load.lottery.title } : meta, load }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Lottery() {
  const { load } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (load.kind === 'ok')
    return (
      <LotteryPage
        lottery={load.lottery}
        currency={load.currency}
        signedIn={load.signedIn}
        shopOn={load.shopOn}
      />
    )
  const missing = load.kind === 'not-found'
  return (
    <MessagePage
      icon={missing ? 'star' : 'warning'}
      title={missing ? t('lotteries.notFoundTitle') : t('lotteries.failedTitle')}
      actions={
        <Link to={localizePath(locale, '/')} className={buttonClass('primary')}>
          {t('lotteries.toLobby')}
        </Link>
      }
    >
      <p>{missing ? t('lotteries.notFoundText') : t('lotteries.failedText')}</p>
    </MessagePage>
  )
}
