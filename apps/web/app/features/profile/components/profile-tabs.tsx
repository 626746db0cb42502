// The profile's section list: real links (aria-current marks the open one), a vertical list beside
// the content on wide screens and a strip that scrolls sideways on phones, keeping the open tab in view.
import { localizePath } from '@croupier/rules/locale'
import { useEffect, useRef } from 'react'
import { NavLink, useLocation } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Icon } from '../../../ui/icon'
import { PROFILE_PATH, PROFILE_TABS } from '../model/tabs'
import styles from './profile-tabs.module.css'

export function ProfileTabs() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const location = useLocation()
  const listRef = useRef<HTMLUListElement>(null)

  // Scroll the strip (never the page) so the open tab is visible on a narrow screen.
  useEffect(() => {
    const list = listRef.current
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !active || list.scrollWidth <= list.clientWidth) return
    const target = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2
    list.scrollTo({ left: Math.max(0, target), behavior: 'smooth' })
  }, [location.pathname])

  return (
    <nav className={styles.nav} aria-label={t('profile.tabs.label')}>
      <ul ref={listRef} className={styles.list}>
        {PROFILE_TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={localizePath(locale, tab.path)}
              end={tab.path === PROFILE_PATH}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              preventScrollReset
            >
              <Icon name={tab.icon} size={18} />
              <span>{t(`profile.tabs.${tab.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
