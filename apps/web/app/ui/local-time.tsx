// A timestamp in the player's locale. The server does not know the browser's time zone, so the
// server render (and hydration) shows UTC with its label and the browser switches to local time once
// mounted; both texts have the same shape, so nothing moves.
import { htmlLang, type Locale } from '@croupier/rules/locale'
import { useEffect, useState } from 'react'

export function formatDateTime(
  iso: string,
  locale: Locale,
  timeZone?: string,
  style: 'datetime' | 'date' = 'datetime',
): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  // Explicit parts, not dateStyle/timeStyle: those cannot carry the time zone's name.
  const options: Intl.DateTimeFormatOptions =
    style === 'date'
      ? { year: 'numeric', month: 'short', day: 'numeric' }
      : { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
  return new Intl.DateTimeFormat(htmlLang(locale), {
    ...options,
    ...(timeZone ? { timeZone, timeZoneName: style === 'date' ? undefined : 'short' } : {}),
  }).format(date)
}

export function LocalTime({
  iso,
  locale,
  style = 'datetime',
}: {
  iso: string
  locale: Locale
  style?: 'datetime' | 'date'
}) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return <time dateTime={iso}>{formatDateTime(iso, locale, mounted ? undefined : 'UTC', style)}</time>
}
