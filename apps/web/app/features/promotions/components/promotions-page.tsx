// /promotions (spec 2 §4, ADR 041): active, future and archived promotions, each section in its own
// list; an empty section says so rather than disappearing.
import { PROMO_STATUSES } from '@croupier/rules/promotions'
import { useTranslation } from '../../../lib/translate'
import type { PromotionItem } from '../model/promotion-items'
import { PromotionCard } from './promotion-card'
import styles from './promotions.module.css'

export function PromotionsPage({
  sections,
}: {
  sections: Record<(typeof PROMO_STATUSES)[number], PromotionItem[]>
}) {
  const { t } = useTranslation()
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('promotions.title')}</h1>
        <p className={styles.lead}>{t('promotions.lead')}</p>
      </header>
      {PROMO_STATUSES.map((status) => (
        <section key={status} className={styles.section} aria-labelledby={`promotions-${status}`}>
          <h2 id={`promotions-${status}`} className={styles.sectionTitle}>
            {t(`promotions.section.${status}`)}
          </h2>
          {sections[status].length > 0 ? (
            <ul className={styles.grid}>
              {sections[status].map((item) => (
                <PromotionCard key={item.key} item={item} status={status} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t(`promotions.empty.${status}`)}</p>
          )}
        </section>
      ))}
    </div>
  )
}
