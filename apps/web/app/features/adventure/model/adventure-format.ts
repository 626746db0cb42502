// How the adventure page words a day: its name, date, prize and countdown (spec 2 §3, §4).
import type { PlayerAdventureDay } from '@croupier/contract/adventures/get-player-adventures'
import { formatMinorUnits } from '@croupier/rules/currency'
import type { TFunction } from '../../../lib/translate'

const SMALL_WORDS = new Set(['a', 'and', 'of', 'the', 'in', 'on'])

export const COUNTDOWN_TICK_MS = 1000 // spec 2 §4: the countdown ticks each second

export function dayName(t: TFunction, day: PlayerAdventureDay): string {
  return day.is_extra ? t('adventure.extraDayName') : t('adventure.dayName', { step: day.step })
}

export function dayDate(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

/** A config game `producer:game-slug` (spec 2 §3) in words, for the prize line. */
export function gameName(game: string): string {
  const slug = game.split(/[:/]/).pop() ?? game
  return slug
    .split('-')
    .map((word, index) => {
      if (/^[ivx]+$/.test(word)) return word.toUpperCase()
      if (index > 0 && SMALL_WORDS.has(word)) return word
      return `${word.charAt(0).toUpperCase()}${word.slice(1)}`
    })
    .join(' ')
}

export function prizeText(t: TFunction, day: PlayerAdventureDay, currency: string, lang: string): string {
  const parts: string[] = []
  const { bonus, freespins } = day.prize
  if (freespins)
    parts.push(
      t('adventure.prize.freespins', {
        count: freespins.count,
        game: gameName(freespins.game),
        wager: freespins.wager,
      }),
    )
  if (bonus)
    parts.push(
      t('adventure.prize.bonus', {
        amount: formatMinorUnits(bonus.amount_cents, currency, lang, { dropWholeFraction: true }),
        wager: bonus.wager,
      }),
    )
  return parts.join(' + ')
}

export function conditionText(t: TFunction, day: PlayerAdventureDay, currency: string, lang: string): string {
  return t('adventure.condition', {
    amount: formatMinorUnits(day.condition.min_deposit_cents, currency, lang, { dropWholeFraction: true }),
  })
}

/** spec 2 §4: hh:mm:ss, with days in front only when nonzero. */
export function formatCountdown(ms: number, t: TFunction): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(total / 86_400)
  const pad = (n: number) => String(n).padStart(2, '0')
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
  return days > 0 ? t('adventure.countdownDays', { count: days, clock }) : clock
}
