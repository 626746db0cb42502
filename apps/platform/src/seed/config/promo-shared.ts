// Helpers shared by the promotion seed documents: round local amounts and UTC date formats.
import { VIP_GROUP_IDS } from '../player-groups.ts'

export const DAY_MS = 86_400_000
export const VIP_TOP = [VIP_GROUP_IDS.diamond, VIP_GROUP_IDS.platinum, VIP_GROUP_IDS.gold]

/** EUR amount in cents spread to the other cashbox currencies at round local values. */
export function perCurrency(eurCents: number): Record<string, number> {
  return {
    EUR: eurCents,
    USD: eurCents,
    AUD: Math.round(eurCents * 1.5),
    CAD: Math.round(eurCents * 1.5),
    NZD: Math.round(eurCents * 1.5),
    BRL: eurCents * 5,
    NOK: eurCents * 10,
    JPY: Math.round(eurCents * 1.5),
    KZT: eurCents * 500,
  }
}

/** English for en and each English variant, so en-CA never falls back to en-AU's "pokies". */
export function english(
  text: string,
  variants: Partial<Record<'en-AU' | 'en-CA' | 'en-NZ', string>> = {},
): Record<'en' | 'en-AU' | 'en-CA' | 'en-NZ', string> {
  return { en: text, 'en-AU': text, 'en-CA': text, 'en-NZ': text, ...variants }
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

export function ddmmyyyy(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${dd}/${mm}/${date.getUTCFullYear()}`
}

export function liveTime(date: Date): string {
  const hh = String(date.getUTCHours()).padStart(2, '0')
  const mi = String(date.getUTCMinutes()).padStart(2, '0')
  return `${ddmmyyyy(date)} ${hh}:${mi}`
}
