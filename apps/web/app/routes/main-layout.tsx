// The main layout (spec 1 §2): every page renders inside the header, footer, bottom bar and side
// menu, with the toasts, dialogs, cookie bar and AU approval card on top.
import { Outlet, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router'
import { ChromeProvider } from '../lib/chrome-data'
import { isRootReloadRequested } from '../lib/player-session'
import { useTranslation } from '../lib/translate'
import { AuApproval } from '../shell/au-approval'
import { BottomBar } from '../shell/bottom-bar'
import { CookieBar } from '../shell/cookie-bar'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { ModalHost } from '../shell/modal-host'
import { RestrictedGeoNotice } from '../shell/restricted-geo-notice'
import { SideMenu } from '../shell/side-menu'
import { Toasts } from '../shell/toasts'
import layout from '../ui/layout.module.css'
import type { Route } from './+types/main-layout'
import { loadChrome } from './main-layout.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  return { chrome: await loadChrome(request, context) }
}

/** Also reloads with the root after a sign-in or logout: the menu depends on the visitor's static pages. */
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isRootReloadRequested() || defaultShouldRevalidate
}

export default function MainLayout() {
  const { t } = useTranslation()
  const { chrome } = useLoaderData<typeof loader>()
  return (
    <ChromeProvider value={chrome}>
      <a href="#main" className={layout.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <div className={layout.page}>
        <Header />
        <main id="main" tabIndex={-1} className={layout.main}>
          <Outlet />
        </main>
        {/* Eager on purpose: a lazy footer streams hidden and needs JavaScript to appear. */}
        <Footer />
      </div>
      <BottomBar />
      <SideMenu />
      <Toasts />
      <ModalHost />
      <CookieBar />
      <AuApproval />
      <RestrictedGeoNotice />
    </ChromeProvider>
  )
}
