// The two cards a game list mixes with its tiles (spec 2 §2.5): the random game at position 10 and,
// in the live category, the cashbox card first. Same box as a tile, so the grid stays even.
import { localizePath } from '@croupier/rules/locale'
import { redirectForGuard } from '@croupier/rules/routing'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { CASHBOX_PATH, RANDOM_GAME_PATH } from '../model/game-list'
import styles from './special-cards.module.css'

export function RandomGameCard() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <Link to={localizePath(locale, RANDOM_GAME_PATH)} className={`${styles.card} ${styles.random}`}>
      <span className={styles.face}>
        <svg width={44} height={44} viewBox="0 0 24 24" aria-hidden="true">
          <rect
            x="3.5"
            y="3.5"
            width="17"
            height="17"
            rx="4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <circle cx="8.5" cy="8.5" r="1.4" fill="currentColor" />
          <circle cx="15.5" cy="8.5" r="1.4" fill="currentColor" />
          <circle cx="12" cy="12" r="1.4" fill="currentColor" />
          <circle cx="8.5" cy="15.5" r="1.4" fill="currentColor" />
          <circle cx="15.5" cy="15.5" r="1.4" fill="currentColor" />
        </svg>
      </span>
      <span className={styles.caption}>
        <span className={styles.title}>{t('catalogue.randomGame')}</span>
        <span className={styles.text}>{t('catalogue.randomGameText')}</span>
      </span>
    </Link>
  )
}

/** Signed-in players go to the cashbox; a guest registers first and lands there after. */
export function CashboxCard() {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const cashbox = localizePath(locale, CASHBOX_PATH)
  const target =
    player !== null
      ? cashbox
      : (redirectForGuard({ guard: 'auth', isLoggedIn: false, fullPath: cashbox, locale }) ?? cashbox)
  return (
    <Link to={target} className={`${styles.card} ${styles.cashbox}`}>
      <span className={styles.face}>
        <svg width={44} height={44} viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h14V8H6.5A2.5 2.5 0 0 1 4 7.5Zm12.5 6h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className={styles.caption}>
        <span className={styles.title}>{t('catalogue.cashbox')}</span>
        <span className={styles.text}>{t('catalogue.cashboxText')}</span>
      </span>
    </Link>
  )
}
