// The side menu's drawer (spec 2 §2.3): Radix Dialog from the left, closed by an outside click,
// Escape or a left swipe. Loaded after hydration by side-menu.tsx.

import { groupIdsOf, vipStatus } from '@croupier/rules/groups'
import { localizePath } from '@croupier/rules/locale'
import { LOCATION_TIMESTAMP_REFRESH_MS } from '@croupier/rules/ui-timing'
import * as RadixDialog from '@radix-ui/react-dialog'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { SideMenuPlayer } from '../features/account/components/side-menu-player'
import { openModal } from '../lib/modals/open-modal'
import { isNavItemActive, sideMenuInfoPages } from '../lib/nav-items'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Button } from '../ui/button'
import { Icon } from '../ui/icon'
import { NavLink } from '../ui/nav-link'
import { AuthButtons } from './auth-buttons'
import { LanguageList } from './language-select'
import styles from './side-menu.module.css'
import { useNavItems } from './use-nav-items'

// Only players load the comp points and wheel lines, only VIP players the manager block (spec 2 §2.3): a guest's drawer stays as small as it was.
const SideMenuLoyalty = lazy(async () => ({
  default: (await import('./side-menu-loyalty')).SideMenuLoyalty,
}))
const ManagerBlock = lazy(async () => ({
  default: (await import('../features/vip/components/manager-block')).ManagerBlock,
}))

/** A horizontal drag this far to the left closes the drawer. */
const SWIPE_CLOSE_THRESHOLD_PX = 60

export function SideMenuDrawer({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const items = useNavItems()
  const { pathname } = useLocation()
  const touchStart = useRef<{ x: number; y: number } | null>(null)

  const infoPages = sideMenuInfoPages(shell.staticPages, items)
  const close = () => setOpen(false)

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          onTouchStart={(event) => {
            const touch = event.touches[0]
            touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null
          }}
          onTouchEnd={(event) => {
            const start = touchStart.current
            const touch = event.changedTouches[0]
            touchStart.current = null
            if (!start || !touch) return
            const dx = touch.clientX - start.x
            const dy = touch.clientY - start.y
            if (dx < -SWIPE_CLOSE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) close()
          }}
        >
          <div className={styles.top}>
            <RadixDialog.Title className={styles.title}>{t('shell.menu')}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="icon" aria-label={t('shell.closeMenu')}>
                <Icon name="close" />
              </Button>
            </RadixDialog.Close>
          </div>

          <div className={styles.section}>
            {shell.player === null ? (
              <AuthButtons block />
            ) : (
              <>
                <SideMenuPlayer player={shell.player} onNavigate={close} />
                <Suspense fallback={null}>
                  <SideMenuLoyalty player={shell.player} onNavigate={close} />
                </Suspense>
              </>
            )}
          </div>

          {/* spec 2 §2.3: the VIP manager block, for VIP players only. */}
          {shell.player && vipStatus(groupIdsOf(shell.player.statuses)) !== 'regular' ? (
            <Suspense fallback={null}>
              <ManagerBlock player={shell.player} onOpen={close} className={styles.section} />
            </Suspense>
          ) : null}

          <nav aria-label={t('header.mainNavigation')} className={styles.section}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink
                    item={item}
                    isActive={isNavItemActive(item, pathname)}
                    className={styles.link}
                    showIcon
                    onNavigate={close}
                  />
                </li>
              ))}
            </ul>
          </nav>

          {infoPages.length > 0 ? (
            <nav aria-label={t('footer.info')} className={styles.section}>
              <h2 className={styles.heading}>{t('footer.info')}</h2>
              <ul className={styles.list}>
                {infoPages.map((page) => (
                  <li key={page.path}>
                    <Link
                      to={localizePath(shell.locale, `/${page.path}`)}
                      className={styles.link}
                      onClick={close}
                    >
                      <Icon name="file" />
                      <span>{page.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          <div className={styles.section}>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                close()
                openModal('support')
              }}
            >
              <Icon name="support" />
              <span>{t('header.support')}</span>
            </button>
          </div>

          <div className={styles.section}>
            <h2 className={styles.heading} id="side-menu-language">
              {t('header.language')}
            </h2>
            <LanguageList />
          </div>

          <LocalTime />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** The visitor's local time, refreshed every 15 s (spec 2 §9); rendered only in the browser. */
function LocalTime() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    setNow(new Date())
    const timer = window.setInterval(() => setNow(new Date()), LOCATION_TIMESTAMP_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [])
  if (!now) return null
  return (
    <p className={styles.time}>
      <Icon name="clock" size={16} />
      <span>{t('shell.localTime')}</span>
      <time dateTime={now.toISOString()}>
        {new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(now)}
      </time>
    </p>
  )
}
