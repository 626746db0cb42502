// The main layout (spec 1 §2): every page renders inside the header, footer, bottom bar and side
// menu, with the toasts, dialogs, cookie bar and AU approval card on top.
import { Outlet, useLoaderData } from 'react-router'
import { useTranslation } from '../lib/translate'
import { AuApproval } from '../shell/au-approval'
import { BottomBar } from '../shell/bottom-bar'
import { ChromeProvider } from '../shell/chrome-data'
import { CookieBar } from '../shell/cookie-bar'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import layout from '../shell/layout.module.css'
import { ModalHost } from '../shell/modal-host'
import { RestrictedGeoNotice } from '../shell/restricted-geo-notice'
import { SideMenu } from '../shell/side-menu'
import { Toasts } from '../shell/toasts'
import type { Route } from './+types/main-layout'
import { loadChrome } from './main-layout.server'

export async function loader(_: Route.LoaderArgs) {
  return { chrome: await loadChrome() }
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
