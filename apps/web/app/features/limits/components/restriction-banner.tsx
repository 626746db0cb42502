// What a player on a break or self-excluded reads first on the limits page: since when deposits and
// play are closed, and what stays open (MGA: excluded players can still withdraw).
import type { ResponsibleGaming } from '@croupier/contract/limits/user-limit'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Icon } from '../../../ui/icon'
import { LocalTime } from '../../../ui/local-time'
import styles from './limits.module.css'

export function RestrictionBanner({ restriction }: { restriction: Required<ResponsibleGaming> }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  if (!restriction.restriction) return null
  return (
    <section className={styles.banner} aria-labelledby="limits-restriction-title">
      <Icon name="warning" size={24} className={styles.bannerIcon} />
      <div className={styles.bannerBody}>
        <h3 id="limits-restriction-title" className={styles.bannerTitle}>
          {t(`limits.restriction.${restriction.restriction}`)}
        </h3>
        <p>
          {restriction.until ? (
            <>
              {t('limits.restriction.until')} <LocalTime iso={restriction.until} locale={locale} />
            </>
          ) : (
            t('limits.restriction.forever')
          )}
        </p>
        <p>{t('limits.restriction.text')}</p>
      </div>
    </section>
  )
}
