// The player's tickets and how to earn more (ADR 041: a deposit of at least X, every Y of real
// stakes, the Rocket Mart's lottery cards while comp points are on).
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import type { LotteryView } from '../model/lottery-view'
import styles from './lotteries.module.css'

export function LotteryTickets({ lottery, shopOn }: { lottery: LotteryView; shopOn: boolean }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const money = (cents: number) =>
    formatMinorUnits(cents, lottery.currency, lang, { dropWholeFraction: true })
  const open = lottery.status === 'active' && lottery.drawn_at === null
  return (
    <section className={styles.panel} aria-labelledby="lottery-tickets-title">
      <h2 id="lottery-tickets-title" className={styles.sectionTitle}>
        {t('lotteries.yourTickets')}
      </h2>
      <p className={styles.figure}>{t('lotteries.tickets', { count: lottery.tickets ?? 0 })}</p>
      {open ? (
        <>
          <h3 className={styles.subTitle}>{t('lotteries.earnTitle')}</h3>
          <ul className={styles.earn}>
            {lottery.deposit_min_cents !== null ? (
              <li>{t('lotteries.earnDeposit', { amount: money(lottery.deposit_min_cents) })}</li>
            ) : null}
            {lottery.stake_per_ticket_cents !== null ? (
              <li>{t('lotteries.earnPlay', { amount: money(lottery.stake_per_ticket_cents) })}</li>
            ) : null}
            {shopOn ? <li>{t('lotteries.earnShop')}</li> : null}
          </ul>
          <div className={styles.actions}>
            {lottery.deposit_min_cents !== null ? (
              <Link to={localizePath(locale, '/deposit')} className={buttonClass('primary')}>
                {t('lotteries.toDeposit')}
              </Link>
            ) : null}
            {shopOn ? (
              <Link to={localizePath(locale, '/rocket-mart/special')} className={buttonClass('secondary')}>
                {t('lotteries.toShop')}
              </Link>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  )
}
