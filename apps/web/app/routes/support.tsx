// /support (spec 1 §2 "support page"): the support page opens the support dialog (contact details
// and the contact form) and stays as a page behind it, so the link can be shared and bookmarked.
import { useEffect } from 'react'
import { emit } from '../lib/events'
import { useTranslation } from '../lib/translate'
import { MessagePage } from '../shell/message-page'
import { pageMeta } from '../shell/meta'
import { Button } from '../ui/button'
import type { Route } from './+types/support'
import { routeContext } from './route-context.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = await routeContext(request, context)
  return { meta: { title: t('shell.support.title'), description: t('shell.support.intro') } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Support() {
  const { t } = useTranslation()
  useEffect(() => emit('open-support', {}), [])
  return (
    <MessagePage
      icon="support"
      title={t('shell.support.title')}
      actions={
        <Button variant="primary" size="lg" onClick={() => emit('open-support', {})}>
          {t('shell.support.formTitle')}
        </Button>
      }
    >
      <p>{t('shell.support.intro')}</p>
    </MessagePage>
  )
}
