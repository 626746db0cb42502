// /achievements (spec 2 §2.1, ADR 041): achievements are quests that never reset, each with the
// player's level and progress; each opens its ladder on /action/{identifier}. Open to guests.
import { localizePath } from '@croupier/rules/locale'
import { Link, useLoaderData } from 'react-router'
import { AchievementList } from '../features/quests/components/achievement-list'
import { loadAchievements } from '../features/quests/quests.server'
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
  return { meta, load: await loadAchievements(request) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Achievements() {
  const { load } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (load.kind === 'ok') return <AchievementList achievements={load.achievements} />
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
