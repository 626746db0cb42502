// Numbers of the VIP screens in the reader's language: percentages, the comp-point multiplier and the
// held-until date (UTC, so the server's and the browser's render agree).

export function formatPercent(percent: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100)
}

/** 120 % of the regular rate reads as "×1.2". */
export function formatMultiplier(multiplierPercent: number, lang: string): string {
  return `×${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(multiplierPercent / 100)}`
}

export function formatPoints(points: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(points)
}

/** The last day before an exclusive end (a quarter's end is the next quarter's first instant). */
export function formatLastDay(exclusiveEndIso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.parse(exclusiveEndIso) - 1),
  )
}
