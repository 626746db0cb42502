// /oops (spec 1 §2): the friendly error page, also where a declined AU approval lands. Never indexed.
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { pageMeta } from '../lib/meta'
import { openModal } from '../lib/modals/open-modal'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Button, buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/oops'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = await routeContext(request, context)
  return {
    meta: { title: t('pages.oops.metaTitle'), description: t('pages.oops.metaDescription'), noindex: true },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Oops() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <MessagePage
      icon="warning"
      eyebrow={t('pages.oops.eyebrow')}
      title={t('pages.oops.title')}
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
      <p>{t('pages.oops.text')}</p>
    </MessagePage>
  )
}
