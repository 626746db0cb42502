// The player's comp points in the header and the side menu (spec 2 §2.3, §3 "comp points"): a link
// to the Rocket Mart with the spendable balance (in the side menu a figure beside the menu's own
// Rocket Mart item), live by `comps_award`. Shown only while the
// compPoints flag is on (brand default, /ffc may turn it off; ADR 040).
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useFeatureFlags } from '../../../lib/feature-flags'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Icon } from '../../../ui/icon'
import { useCompPointsLive } from '../hooks/use-comp-points-live'
import { useCompPointsStore } from '../model/comp-points-store'
import styles from './comp-points-link.module.css'

export function CompPointsLink({
  variant = 'header',
  onNavigate,
}: {
  variant?: 'header' | 'menu'
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const { flags } = useFeatureFlags()
  useCompPointsLive(flags.compPoints)
  const points = useCompPointsStore((state) => state.chargeable)
  if (!flags.compPoints) return null
  const shown = points === null ? '—' : new Intl.NumberFormat(locale).format(points)
  // The side menu lists the Rocket Mart as a menu item: the points there are a figure, not a
  // second link to the same page.
  if (variant === 'menu')
    return (
      <p className={styles.menu} data-comp-points={points ?? ''}>
        <Icon name="star" size={16} className={styles.icon} />
        <span className={styles.label}>{t('shop.header.label')}</span>
        <span className={styles.value}>{shown}</span>
      </p>
    )
  return (
    <Link
      to={localizePath(locale, '/rocket-mart')}
      className={styles.header}
      aria-label={t('shop.header.points', { points: shown })}
      onClick={onNavigate}
      data-comp-points={points ?? ''}
    >
      <Icon name="star" size={16} className={styles.icon} />
      <span className={styles.value}>{shown}</span>
    </Link>
  )
}
