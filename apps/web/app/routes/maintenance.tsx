// /maintenance (ADR 040): where the Rocket Mart sends while the operator's maintenance switch is on
// (page config `rocket-mart-maintenance`). A friendly word and the way back; never indexed.
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { pageMeta } from '../lib/meta'
import { openModal } from '../lib/modals/open-modal'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Button, buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/maintenance'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = await routeContext(request, context)
  return {
    meta: { title: t('shop.maintenance.metaTitle'), description: t('shop.maintenance.text'), noindex: true },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Maintenance() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <MessagePage
      icon="clock"
      eyebrow={t('shop.maintenance.eyebrow')}
      title={t('shop.maintenance.title')}
      actions={
        <>
          <Link to={localizePath(locale, '/')} className={buttonClass('primary', { size: 'lg' })}>
            {t('pages.backToLobby')}
          </Link>
          <Button variant="secondary" size="lg" onClick={() => openModal('support')}>
            {t('pages.contactSupport')}
          </Button>
        </>
      }
    >
      <p>{t('shop.maintenance.text')}</p>
    </MessagePage>
  )
}
