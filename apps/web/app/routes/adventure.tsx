// /{product}-adventure (spec 2 §2.1, §2.7): the adventure calendar for testers and the adventure's
// groups; a guest goes to registration (route guard), another player reads that it is not open to
// them (the platform's 404), never a broken page.
import { localizePath } from '@croupier/rules/locale'
import { Link, useLoaderData } from 'react-router'
import { loadAdventure } from '../features/adventure/adventure.server'
import { AdventurePage } from '../features/adventure/components/adventure-page'
import { enforceGuard } from '../lib/guards.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/adventure'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const meta = { title: t('adventure.metaTitle'), description: t('adventure.lead') }
  if (!shell) return { meta, load: { kind: 'failed' as const } }
  enforceGuard(request, 'adventureCalendar', shell)
  return { meta, load: await loadAdventure(request) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Adventure() {
  const { load } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (load.kind === 'open') return <AdventurePage adventure={load.adventure} />
  const closed = load.kind === 'closed'
  return (
    <MessagePage
      icon={closed ? 'star' : 'warning'}
      title={closed ? t('adventure.closedTitle') : t('adventure.failedTitle')}
      actions={
        <Link to={localizePath(locale, '/')} className={buttonClass('primary')}>
          {t('adventure.toLobby')}
        </Link>
      }
    >
      <p>{closed ? t('adventure.closedText') : t('adventure.failedText')}</p>
    </MessagePage>
  )
}
