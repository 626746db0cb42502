// /jackpots (spec 2 §2.1, §2.7; ADR 041): the jackpot page, open to guests (amounts in EUR).
import { localizePath } from '@croupier/rules/locale'
import { Link, useLoaderData } from 'react-router'
import { JackpotsPage } from '../features/jackpots/components/jackpots-page'
import { loadJackpots } from '../features/jackpots/jackpots.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/jackpots'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const meta = { title: t('jackpots.metaTitle'), description: t('jackpots.lead') }
  return { meta, load: await loadJackpots(request, shell) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Jackpots() {
  const { load } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (load.kind === 'ok')
    return <JackpotsPage pools={load.pools} latest={load.latest} biggest={load.biggest} />
  return (
    <MessagePage
      icon="warning"
      title={t('jackpots.failedTitle')}
      actions={
        <Link to={localizePath(locale, '/')} className={buttonClass('primary')}>
          {t('jackpots.toLobby')}
        </Link>
      }
    >
      <p>{t('jackpots.failedText')}</p>
    </MessagePage>
  )
}
