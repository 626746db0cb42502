// The lobby's recent-wins ticker (spec 2 §2.7, ADR 041): one line per jackpot win, the same on the
// server's first items and on the ones the `wins` feed adds, from the templates the server wrote.
export const TICKER_SIZE = 8
export const TICKER_ID = 'wins-ticker'

export interface TickerWin {
  name: string
  amount: string
  jackpot: string
  level: string
}

/** `{{key}}` replaced by its value, as lib/translate.tsx interpolates. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole)
}

export function tickerLines(win: TickerWin, templates: { won: string; on: string }): [string, string] {
  return [
    fillTemplate(templates.won, { name: win.name, amount: win.amount }),
    fillTemplate(templates.on, { jackpot: win.jackpot, level: win.level }),
  ]
}
