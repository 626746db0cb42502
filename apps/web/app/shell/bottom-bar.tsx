// Phone bottom bar (spec 2 §2.2): deposit (players only), lobby, pokies, live and the menu button.
import { localizePath } from '@croupier/rules/locale'
import { isLobbyPath, routePath } from '@croupier/rules/routing'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { emit } from '../lib/events'
import { useShellContext } from '../lib/shell-context'
import { Icon, type IconName } from '../ui/icon'
import styles from './bottom-bar.module.css'

const LINKS: { key: string; to: string; icon: IconName; section: string }[] = [
  { key: 'menu.lobby', to: '/', icon: 'home', section: '' },
  { key: 'menu.pokies', to: '/pokies/all', icon: 'pokies', section: 'pokies' },
  { key: 'menu.live', to: '/live/all', icon: 'live', section: 'live' },
]

export function BottomBar() {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const { pathname } = useLocation()
  const section = routePath(pathname).split('/')[1] ?? ''
  return (
    <nav className={styles.bar} aria-label={t('shell.quickNavigation')}>
      {player !== null ? (
        <Link to={localizePath(locale, '/deposit')} className={`${styles.item} ${styles.deposit}`}>
          <Icon name="wallet" size={22} />
          <span>{t('header.deposit')}</span>
        </Link>
      ) : null}
      {LINKS.map((link) => {
        const isActive = link.section === '' ? isLobbyPath(pathname) : section === link.section
        return (
          <Link
            key={link.key}
            to={localizePath(locale, link.to)}
            className={styles.item}
            aria-current={isActive ? 'page' : undefined}
          >
            <Icon name={link.icon} size={22} />
            <span>{t(link.key)}</span>
          </Link>
        )
      })}
      <button
        type="button"
        className={styles.item}
        aria-haspopup="dialog"
        onClick={() => emit('side-menu', { open: true })}
      >
        <Icon name="menu" size={22} />
        <span>{t('shell.menu')}</span>
      </button>
    </nav>
  )
}
