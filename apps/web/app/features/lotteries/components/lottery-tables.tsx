// The lottery's prize table (places → prize in the viewer's currency) and, after the draw, its
// winners with masked nicknames and winning tickets (spec 2 §9 K8).
import type { TournamentPrize } from '@croupier/contract/tournaments/tournament'
import { formatMinorUnits } from '@croupier/rules/currency'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { type TFunction, useTranslation } from '../../../lib/translate'
import type { LotteryView } from '../model/lottery-view'
import styles from './lotteries.module.css'

export function lotteryPrizeText(
  t: TFunction,
  prize: TournamentPrize | null,
  currency: string,
  lang: string,
): string {
  if (!prize) return '—'
  if (prize.title) return prize.title
  if (prize.type === 'freespins')
    return t('lotteries.prizeText.freespins', { count: prize.freespins_count ?? 0 })
  const cents = prize.amount?.[currency] ?? prize.amount?.EUR
  if (cents === undefined) return '—'
  const amount = formatMinorUnits(cents, prize.amount?.[currency] === undefined ? 'EUR' : currency, lang, {
    dropWholeFraction: true,
  })
  return t(prize.type === 'cash' ? 'lotteries.prizeText.cash' : 'lotteries.prizeText.bonus', { amount })
}

export function LotteryPrizes({ lottery }: { lottery: LotteryView }) {
  const { t } = useTranslation()
  const lang = htmlLang(useShellContext().locale)
  return (
    <section className={styles.panel} aria-labelledby="lottery-prizes-title">
      <h2 id="lottery-prizes-title" className={styles.sectionTitle}>
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
            <tr key={prize.place_from}>
              <td>
                {prize.place_from === prize.place_to
                  ? prize.place_from
                  : t('lotteries.placeRange', { from: prize.place_from, to: prize.place_to })}
              </td>
              <td>{lotteryPrizeText(t, prize, lottery.currency, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export function LotteryWinners({ lottery }: { lottery: LotteryView }) {
  const { t } = useTranslation()
  const lang = htmlLang(useShellContext().locale)
  return (
    <section className={styles.panel} aria-labelledby="lottery-winners-title">
      <h2 id="lottery-winners-title" className={styles.sectionTitle}>
        {t('lotteries.winnersTitle')}
      </h2>
      {lottery.winners.length === 0 ? (
        <p className={styles.muted}>{t('lotteries.winnersEmpty')}</p>
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
                <td>{lotteryPrizeText(t, winner.prize, lottery.currency, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
