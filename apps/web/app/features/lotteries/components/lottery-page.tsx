// The lottery page /lottery/{slug} (spec 2 §2.1, §3 Lottery; ADR 041): status and countdown to the
// draw, the player's tickets and how to earn more, the prize table, and after the draw the winners
// with the fairness proof. Full width (spec 2 §2.1).
import type { Lottery } from '@croupier/contract/lotteries/lottery'
import { htmlLang } from '@croupier/rules/locale'
import { useCallback } from 'react'
import { useRevalidator } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { PromoCountdown } from '../../../ui/promo-countdown'
import promo from '../../../ui/promo-page.module.css'
import styles from './lotteries.module.css'
import { LotteryFairness } from './lottery-fairness'
import { LotteryPrizes, LotteryWinners } from './lottery-tables'
import { LotteryTickets } from './lottery-tickets'

export function LotteryPage({
  lottery,
  currency,
  signedIn,
  shopOn,
}: {
  lottery: Lottery
  /** The viewer's currency (EUR for a guest). */
  currency: string
  signedIn: boolean
  shopOn: boolean
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const { revalidate } = useRevalidator()
  const onEnd = useCallback(() => void revalidate(), [revalidate])
  const days = ({ days: count, clock }: { days: number; clock: string }) =>
    count > 0 ? t('lotteries.days', { count, clock }) : clock
  const drawn = lottery.drawn_at !== null
  return (
    <div className={promo.page}>
      <header className={promo.banner}>
        <p className={`${promo.status} ${promo[lottery.status]}`}>
          {t(`lotteries.status.${lottery.status}`)}
        </p>
        <h1 className={promo.title}>{lottery.title}</h1>
        <p className={promo.muted}>
          {drawn && lottery.drawn_at ? (
            t('lotteries.drawnAt', {
              date: new Intl.DateTimeFormat(lang, {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'UTC',
              }).format(new Date(lottery.drawn_at)),
            })
          ) : lottery.status === 'archive' ? (
            t('lotteries.awaitingDraw')
          ) : (
            <PromoCountdown
              target={lottery.status === 'future' ? lottery.start_at : lottery.end_at}
              format={(time) =>
                t(lottery.status === 'future' ? 'lotteries.startsIn' : 'lotteries.endsIn', {
                  time: days(time),
                })
              }
              onEnd={onEnd}
            />
          )}
        </p>
      </header>
      <div className={styles.columns}>
        <LotteryTickets lottery={lottery} currency={currency} signedIn={signedIn} shopOn={shopOn && !drawn} />
        <LotteryPrizes lottery={lottery} currency={currency} />
      </div>
      {drawn ? <LotteryWinners lottery={lottery} /> : null}
      <LotteryFairness lottery={lottery} />
      {lottery.terms ? (
        <section className={promo.panel} aria-labelledby="lottery-terms-title">
          <h2 id="lottery-terms-title" className={promo.sectionTitle}>
            {t('lotteries.terms')}
          </h2>
          <p className={promo.terms}>{lottery.terms}</p>
        </section>
      ) : null}
    </div>
  )
}
