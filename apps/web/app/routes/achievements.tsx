// /achievements (spec 2 §2.1, ADR 041): achievements are quests that never reset; each opens its
// ladder on /action/{identifier}. Open to guests.
import { localizePath } from '@croupier/rules/locale'
import { Link, useLoaderData } from 'react-router'
import { QuestList } from '../features/quests/components/quest-list'
import { loadQuestList } from '../features/quests/quests.server'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/achievements'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  const meta = { title: t('quests.achievementsTitle'), description: t('quests.achievementsLead') }
  if (!shell) return { meta, load: { kind: 'failed' as const } }
  return { meta, load: await loadQuestList(request, 'achievement') }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Achievements() {
  const { load } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (load.kind === 'ok') return <QuestList quests={load.quests} kind="achievement" />
  return (
    <MessagePage
      icon="warning"
      title={t('quests.failedTitle')}
      actions={
        <Link to={localizePath(locale, '/')} className={buttonClass('primary')}>
          {t('lotteries.toLobby')}
        </Link>
      }
    >
      <p>{t('quests.failedText')}</p>
    </MessagePage>
  )
}
