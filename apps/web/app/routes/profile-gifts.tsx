// /profile/gifts (spec 1 §2): the player's gifts. Bonuses, free spins and lootboxes arrive with the
// bonuses issue, which fills this tab; until then it says plainly that there are none.
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { profileRouteContext } from '../features/profile/profile-route.server'
import { pageMeta } from '../lib/meta'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { GLYPHS } from '../ui/account-glyphs'
import { buttonClass } from '../ui/button'
import { Card, EmptyState, TabHeading } from '../ui/card'
import type { Route } from './+types/profile-gifts'

export async function loader({ request, context }: Route.LoaderArgs) {
  return { meta: (await profileRouteContext(request, context, 'gifts'))?.meta }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileGifts() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <>
      <TabHeading title={t('profile.tabs.gifts')} lead={t('profile.gifts.lead')} />
      <Card id="gifts" icon={GLYPHS.gift} title={t('profile.gifts.title')}>
        <EmptyState
          icon={GLYPHS.gift}
          title={t('profile.gifts.emptyTitle')}
          action={
            <Link to={localizePath(locale, '/')} className={buttonClass('secondary')}>
              {t('profile.gifts.browse')}
            </Link>
          }
        >
          {t('profile.gifts.emptyText')}
        </EmptyState>
      </Card>
    </>
  )
}
