// /support (spec 1 §2 "support page"): the support page opens the support dialog (contact details
// and the contact form) and stays as a page behind it, so the link can be shared and bookmarked.
import { useEffect } from 'react'
import { pageMeta } from '../lib/meta'
import { openModal } from '../lib/modals/open-modal'
import { routeContext } from '../lib/route-context.server'
import { useTranslation } from '../lib/translate'
import { Button } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/support'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = await routeContext(request, context)
  return { meta: { title: t('shell.support.title'), description: t('shell.support.intro') } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Support() {
  const { t } = useTranslation()
  useEffect(() => openModal('support'), [])
  return (
    <MessagePage
      icon="support"
      title={t('shell.support.title')}
      actions={
        <Button variant="primary" size="lg" onClick={() => openModal('support')}>
          {t('shell.support.formTitle')}
        </Button>
      }
    >
      <p>{t('shell.support.intro')}</p>
    </MessagePage>
  )
}
