// A promo's countdown (spec 2 §4): active — time to its end, future — time to its start, archive —
// the finished text. Days show only when nonzero.

import type { Tournament } from '@croupier/contract/tournaments/tournament'
import { countdownParts } from '@croupier/rules/promotions'
import { useTranslation } from '../../../lib/translate'
import { useNow } from '../hooks/use-now'
import { countdownTarget } from '../model/tournament-format'

const pad = (value: number) => String(value).padStart(2, '0')

export function Countdown({
  tournament,
}: {
  tournament: Pick<Tournament, 'status' | 'start_at' | 'end_at'>
}) {
  const { t } = useTranslation()
  const now = useNow()
  const target = countdownTarget(tournament)
  if (tournament.status === 'archive') return <span>{t('tournaments.finished')}</span>
  if (target === null) return <span>{t('tournaments.noEnd')}</span>
  const label = tournament.status === 'future' ? t('tournaments.startsIn') : t('tournaments.endsIn')
  if (now === null) return <span>{label}</span>
  const parts = countdownParts(target, now)
  if (parts.done)
    return <span>{tournament.status === 'future' ? t('tournaments.starting') : t('tournaments.ending')}</span>
  const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`
  return (
    <span>
      {label}{' '}
      <time dateTime={target}>
        {parts.days > 0 ? `${t('tournaments.days', { count: parts.days })} ` : ''}
        {clock}
      </time>
    </span>
  )
}
