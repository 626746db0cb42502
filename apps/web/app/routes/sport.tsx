// /sport/* (spec 1 §1, §2; spec 2 §2.1): the sportsbook lives on its own host, so this route sends
// the browser there with the sub-path and query. Where no sportsbook is offered (EE geo, or a host
// without one in the betting config) it explains that instead.
import { localizePath } from '@croupier/rules/locale'
import { sportsUrl } from '@croupier/rules/routing'
import { Link, redirect } from 'react-router'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { buttonClass } from '../ui/button'
import { MessagePage } from '../ui/message-page'
import type { Route } from './+types/sport'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { shell, t } = await routeContext(request, context)
  if (shell?.bettingUrl) {
    const subPath = (params['*'] ?? '').replace(/^\/+|\/+$/g, '')
    throw redirect(sportsUrl(shell.bettingUrl, `/${subPath}${new URL(request.url).search}`))
  }
  return { meta: { title: t('pages.sport.metaTitle'), description: t('pages.sport.text'), noindex: true } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function Sport() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <MessagePage
      icon="sport"
      title={t('pages.sport.title')}
      actions={
        <Link to={localizePath(locale, '/')} className={buttonClass('primary', { size: 'lg' })}>
          {t('pages.backToLobby')}
        </Link>
      }
    >
      <p>{t('pages.sport.text')}</p>
    </MessagePage>
  )
}
