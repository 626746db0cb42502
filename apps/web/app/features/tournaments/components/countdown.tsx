// A promo's countdown (spec 2 §4): active — time to its end, future — time to its start, archive —
// the finished text. The ticking clock is the shared ui/promo-countdown.tsx; once it reaches zero
// the label says the promo is starting or ending.
import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { useCallback, useState } from 'react'
import { useTranslation } from '../../../lib/translate'
import { PromoCountdown } from '../../../ui/promo-countdown'
import { countdownTarget } from '../model/tournament-format'

export function Countdown({
  tournament,
}: {
  tournament: Pick<Tournament, 'status' | 'start_at' | 'end_at'>
}) {
  const { t } = useTranslation()
  const [ended, setEnded] = useState(false)
  const onEnd = useCallback(() => setEnded(true), [])
  const target = countdownTarget(tournament)
  if (tournament.status === 'archive') return <span>{t('tournaments.finished')}</span>
  if (target === null) return <span>{t('tournaments.noEnd')}</span>
  const future = tournament.status === 'future'
  if (ended) return <span>{future ? t('tournaments.starting') : t('tournaments.ending')}</span>
  return (
    <span>
      {future ? t('tournaments.startsIn') : t('tournaments.endsIn')}{' '}
      <PromoCountdown
        target={target}
        onEnd={onEnd}
        format={({ days, clock }) =>
          days > 0 ? `${t('tournaments.days', { count: days })} ${clock}` : clock
        }
      />
    </span>
  )
}
