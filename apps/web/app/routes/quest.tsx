// /action/{slug} (spec 2 §2.1 quest page) and /action, /quests (the quest list): open to guests,
// who see the ladder and a sign-up; an unknown or another group's quest reads as not found.
import { localizePath } from '@croupier/rules/locale'
import { data, Link, useLoaderData } from 'react-router'
import { QuestList } from '../features/quests/components/quest-list'
import { QuestPage } from '../features/quests/components/quest-page'
import { loadQuest, loadQuestList } from '../features/quests/quests.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/quest'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const meta = { title: t('quests.metaTitle'), description: t('quests.listLead') }
  if (!shell) return { meta, page: { kind: 'failed' as const } }
  if (!params.slug)
    return { meta, page: { view: 'list' as const, ...(await loadQuestList(request, 'quest')) } }
  const load = await loadQuest(request, params.slug)
  if (load.kind === 'not-found') return data({ meta, page: load }, { status: 404 })
  const title = load.kind === 'ok' ? load.quest.title : meta.title
  return { meta: { ...meta, title }, page: { view: 'quest' as const, ...load } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Quest() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (page.kind === 'ok' && 'view' in page)
    return page.view === 'list' ? <QuestList quests={page.quests} /> : <QuestPage quest={page.quest} />
  const missing = page.kind === 'not-found'
  return (
    <MessagePage
      icon={missing ? 'star' : 'warning'}
      title={missing ? t('quests.notFoundTitle') : t('quests.failedTitle')}
      actions={
        <Link to={localizePath(locale, '/quests')} className={buttonClass('primary')}>
          {t('quests.toList')}
        </Link>
      }
    >
      <p>{missing ? t('quests.notFoundText') : t('quests.failedText')}</p>
    </MessagePage>
  )
}
