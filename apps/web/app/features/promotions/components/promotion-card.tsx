// One promotion on /promotions (spec 2 §4): status in its colour, what it is, the title leading to
// its page, and the countdown — to the end while active, to the start while future, none once over.
import { localizePath } from '@croupier/rules/locale'
import { PROMO_STATUS_COLOUR, type PromoStatus } from '@croupier/rules/promotions'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { PromoCountdown } from '../../../ui/promo-countdown'
import type { PromotionItem } from '../model/promotion-items'
import styles from './promotions.module.css'

export function PromotionCard({ item, status }: { item: PromotionItem; status: PromoStatus }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const target = status === 'future' ? item.start_at : item.end_at
  const clock = ({ days, clock }: { days: number; clock: string }) =>
    days > 0 ? t('promotions.days', { count: days, clock }) : clock
  return (
    <li className={styles.card} data-status={status}>
      <p className={styles.top}>
        <span className={`${styles.status} ${styles[PROMO_STATUS_COLOUR[status]]}`}>
          {t(`promotions.status.${status}`)}
        </span>
        <span className={styles.kind}>{t(`promotions.kind.${item.kind}`)}</span>
      </p>
      <h3 className={styles.cardTitle}>
        <Link to={localizePath(locale, item.href)} className={styles.link}>
          {item.title}
        </Link>
      </h3>
      <p className={styles.when}>
        {status === 'archive' ? (
          t('promotions.finished')
        ) : target === null ? (
          t('promotions.noEnd')
        ) : (
          <PromoCountdown
            target={target}
            format={(time) =>
              t(status === 'future' ? 'promotions.startsIn' : 'promotions.endsIn', { time: clock(time) })
            }
          />
        )}
      </p>
    </li>
  )
}
