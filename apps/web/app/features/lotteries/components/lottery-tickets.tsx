// The player's tickets (a guest: a sign-up) and how to earn more (ADR 041: a deposit of at least X, every Y of real
// stakes, the Rocket Mart's lottery cards while comp points are on).
import type { Lottery } from '@croupier/contract/lotteries/lottery'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { buttonClass } from '../../../ui/button'
import promo from '../../../ui/promo-page.module.css'
import { inCurrency, type Money, stakePerTicket } from '../model/lottery-money'
import styles from './lotteries.module.css'

export function LotteryTickets({
  lottery,
  currency,
  signedIn,
  shopOn,
}: {
  lottery: Lottery
  currency: string
  signedIn: boolean
  shopOn: boolean
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const money = ({ cents, currency: code }: Money) =>
    formatMinorUnits(cents, code, lang, { dropWholeFraction: true })
  const deposit = inCurrency(lottery.ticket_rules.deposit_min, currency)
  const stake = stakePerTicket(lottery, currency)
  return (
    <section className={promo.panel} aria-labelledby="lottery-tickets-title">
      <h2 id="lottery-tickets-title" className={promo.sectionTitle}>
        {signedIn ? t('lotteries.yourTickets') : t('lotteries.guestTitle')}
      </h2>
      {signedIn ? (
        <p className={styles.figure}>{t('lotteries.tickets', { count: lottery.tickets })}</p>
      ) : (
        <Link to={localizePath(locale, '/sign-up')} className={buttonClass('primary')}>
          {t('lotteries.signUp')}
        </Link>
      )}
      {lottery.in_progress ? (
        <>
          <h3 className={styles.subTitle}>{t('lotteries.earnTitle')}</h3>
          <ul className={styles.earn}>
            {deposit ? <li>{t('lotteries.earnDeposit', { amount: money(deposit) })}</li> : null}
            {stake ? <li>{t('lotteries.earnPlay', { amount: money(stake) })}</li> : null}
            {shopOn ? <li>{t('lotteries.earnShop')}</li> : null}
          </ul>
          <div className={styles.actions}>
            {signedIn && deposit ? (
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
