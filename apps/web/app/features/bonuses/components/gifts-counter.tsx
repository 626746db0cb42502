// The header's gifts counter (spec 2 §2 H4): issued bonuses plus issued free-spin batches, a badge
// on the avatar's corner linking to /profile/gifts, hidden at 0. Positioned over the avatar so its
// arrival after the first paint moves nothing (layout shift 0). It also keeps the gifts live.
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { giftsCount } from '../model/bonuses'
import { GIFTS_PAGE } from '../model/gifts-links'
import { useGiftsStore } from '../model/gifts-store'
import styles from './gifts-counter.module.css'
import { useGiftsLive } from './use-gifts-live'

export function GiftsCounter() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  useGiftsLive()
  const count = useGiftsStore((state) => giftsCount(state.bonuses, state.freeSpins))
  if (count === 0) return null
  return (
    <Link
      to={localizePath(locale, GIFTS_PAGE)}
      className={styles.counter}
      aria-label={t('gifts.header.counter', { count })}
    >
      {count > 99 ? '99+' : count}
    </Link>
  )
}
