// Phone bottom bar (spec 2 §2.2): deposit (players without a cooling-off or self-exclusion), lobby,
// pokies, live and the menu button.
import { localizePath } from '@croupier/rules/locale'
import { isLobbyPath, routePath } from '@croupier/rules/routing'
import { Link, useLocation, useNavigate } from 'react-router'
import { emit } from '../lib/events'
import { runNavigation } from '../lib/router-errors'
import { type ShellPlayer, useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Icon, type IconName } from '../ui/icon'
import styles from './bottom-bar.module.css'

const LINKS: { key: string; to: string; icon: IconName; section: string }[] = [
  { key: 'menu.lobby', to: '/', icon: 'home', section: '' },
  { key: 'menu.pokies', to: '/pokies/all', icon: 'pokies', section: 'pokies' },
  { key: 'menu.live', to: '/live/all', icon: 'live', section: 'live' },
]

/**
 * The deposit button: personal info first for an incomplete fiat profile, else the cashbox
 * (spec 1 §2). Its rules load on the first press, so the bar stays light for everyone.
 */
function DepositItem({ player }: { player: ShellPlayer }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className={`${styles.item} ${styles.deposit}`}
      onClick={async () => {
        const { startDeposit } = await import('../features/account/model/deposit')
        const target = startDeposit(player, locale)
        if (target) runNavigation(() => navigate(target))
      }}
    >
      <Icon name="wallet" size={22} />
      <span>{t('header.deposit')}</span>
    </button>
  )
}

export function BottomBar() {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const { pathname } = useLocation()
  const section = routePath(pathname).split('/')[1] ?? ''
  return (
    <nav className={styles.bar} aria-label={t('shell.quickNavigation')}>
      {player !== null && !player.responsible_gaming?.restriction ? <DepositItem player={player} /> : null}
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
