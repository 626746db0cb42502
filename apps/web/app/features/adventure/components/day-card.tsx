// A day's card in the carousel (spec 2 §4): active shows Details and Deposit, or Go to gifts when its
// gift waits for activation; completed shows Details (and Go to gifts while its gift waits), or
// Support when no gift came with it; lost, future and superb show Details. Active cards run a timer.
import type { PlayerAdventureDay } from '@croupier/contract/adventures/get-player-adventures'
import { currencyInfo } from '@croupier/rules/currency'
import { htmlLang, localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { openModal } from '../../../lib/modals/open-modal'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button, buttonClass } from '../../../ui/button'
import { Icon } from '../../../ui/icon'
import { useCountdown } from '../hooks/use-countdown'
import { conditionText, dayDate, dayName, formatCountdown, prizeText } from '../model/adventure-format'
import styles from './adventure.module.css'

export const GIFTS_PATH = '/profile/gifts'
const SUPPORT_PATH = '/support'

function DayTimer({ endsAt, onEnd }: { endsAt: string; onEnd: () => void }) {
  const { t } = useTranslation()
  const left = useCountdown(endsAt, onEnd)
  return (
    <p className={styles.timer}>
      <Icon name="clock" size={16} />
      <span>{left === null ? '\u00a0' : t('adventure.endsIn', { time: formatCountdown(left, t) })}</span>
    </p>
  )
}

export function DayCard({
  day,
  currency,
  onDetails,
  onDayEnd,
}: {
  day: PlayerAdventureDay
  currency: string
  onDetails: () => void
  onDayEnd: () => void
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  const name = dayName(t, day)
  const titleId = `adventure-day-${day.day}`
  const giftWaits = day.gift?.activatable === true
  const giftsLink = (
    <Link to={localizePath(locale, GIFTS_PATH)} className={buttonClass('primary', { size: 'sm' })}>
      {t('adventure.goToGifts')}
    </Link>
  )
  const details = (
    <Button size="sm" variant="secondary" onClick={onDetails} aria-describedby={titleId}>
      {t('adventure.details')}
    </Button>
  )
  const deposit = () => {
    const subunits = currencyInfo(currency)?.subunits_to_unit ?? 100
    openModal('cashbox', {
      step: 'deposit',
      amountProp: Math.ceil(day.condition.min_deposit_cents / subunits),
    })
  }
  return (
    <article className={`${styles.card} ${styles[day.state]}`} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {name}
        </h3>
        <span className={styles.state}>{t(`adventure.state.${day.state}`)}</span>
      </header>
      <p className={styles.cardDate}>
        {t('adventure.stepOf', { step: day.step, total: day.step_total })} · {dayDate(day.date, lang)}
      </p>
      <p className={styles.prize}>{prizeText(t, day, currency, lang)}</p>
      <p className={styles.muted}>{conditionText(t, day, currency, lang)}</p>
      {day.state === 'active' ? (
        <DayTimer endsAt={day.ends_at} onEnd={onDayEnd} />
      ) : (
        <p className={styles.timer} aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
      <div className={styles.actions}>
        {day.state === 'active' && giftWaits ? giftsLink : null}
        {day.state === 'active' && !giftWaits ? (
          <>
            {details}
            <Button size="sm" variant="primary" onClick={deposit} aria-describedby={titleId}>
              {t('adventure.deposit')}
            </Button>
          </>
        ) : null}
        {day.state === 'completed' ? (
          <>
            {details}
            {giftWaits ? giftsLink : null}
            {day.gift === null ? (
              <Link to={localizePath(locale, SUPPORT_PATH)} className={buttonClass('ghost', { size: 'sm' })}>
                {t('adventure.support')}
              </Link>
            ) : null}
          </>
        ) : null}
        {day.state === 'lost' || day.state === 'future' || day.state === 'superb' ? details : null}
      </div>
    </article>
  )
}
