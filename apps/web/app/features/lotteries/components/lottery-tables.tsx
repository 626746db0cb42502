// The lottery's prize table (place → prize in the viewer's currency) and, after the draw, its
// winners with masked nicknames, winning tickets and what was paid (spec 2 §9 K8).
import type { Lottery, LotteryPrize } from '@croupier/contract/lotteries/lottery'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { type TFunction, useTranslation } from '../../../lib/translate'
import promo from '../../../ui/promo-page.module.css'
import { type Money, prizeMoney } from '../model/lottery-money'
import styles from './lotteries.module.css'

function prizeText(
  t: TFunction,
  type: LotteryPrize['type'] | undefined,
  money: Money | null,
  lang: string,
): string {
  if (!money) return '—'
  const amount = formatMinorUnits(money.cents, money.currency, lang, { dropWholeFraction: true })
  return t(type === 'bonus' ? 'lotteries.prizeText.bonus' : 'lotteries.prizeText.cash', { amount })
}

export function LotteryPrizes({ lottery, currency }: { lottery: Lottery; currency: string }) {
  const { t } = useTranslation()
  const lang = htmlLang(useShellContext().locale)
  return (
    <section className={promo.panel} aria-labelledby="lottery-prizes-title">
      <h2 id="lottery-prizes-title" className={promo.sectionTitle}>
        {t('lotteries.prizesTitle')}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('lotteries.place')}</th>
            <th scope="col">{t('lotteries.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {lottery.prizes.map((prize) => (
            <tr key={prize.place}>
              <td>{prize.place}</td>
              <td>{prizeText(t, prize.type, prizeMoney(prize, currency), lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export function LotteryWinners({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation()
  const lang = htmlLang(useShellContext().locale)
  return (
    <section className={promo.panel} aria-labelledby="lottery-winners-title">
      <h2 id="lottery-winners-title" className={promo.sectionTitle}>
        {t('lotteries.winnersTitle')}
      </h2>
      {lottery.winners.length === 0 ? (
        <p className={promo.muted}>{t('lotteries.winnersEmpty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('lotteries.place')}</th>
              <th scope="col">{t('lotteries.player')}</th>
              <th scope="col">{t('lotteries.ticket')}</th>
              <th scope="col">{t('lotteries.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {lottery.winners.map((winner) => (
              <tr key={winner.place}>
                <td>{winner.place}</td>
                <td>{winner.nickname}</td>
                <td>{winner.ticket_id}</td>
                <td>
                  {prizeText(
                    t,
                    winner.prize?.type,
                    winner.amount_cents !== null && winner.currency
                      ? { cents: winner.amount_cents, currency: winner.currency }
                      : null,
                    lang,
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
