// The lobby ticker's first items, rendered here as HTML so the guest lobby ships no code for them
// (its JS budget, scripts/budget.mjs); wins-live.ts adds the ones `wins` brings later.
import * as api from '@croupier/contract/api.generated'
import type { JackpotWin } from '@croupier/contract/jackpots/jackpot-win'
import { formatMinorUnits } from '@croupier/rules/currency'
import { type Locale, localizePath } from '@croupier/rules/locale'
import { cachedPlatformGet } from '../../lib/platform-client.server'
import { TICKER_ID, TICKER_SIZE, tickerLines } from './model/ticker'

const TICKER_TTL_MS = 5_000 // the wins are public: one fetch serves every lobby for a few seconds

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

type Translate = (key: string) => string

/** The ticker's HTML: heading, link to /jackpots, the wins (a scrolling list: focusable) and line templates. */
export function tickerHtml(wins: readonly JackpotWin[], t: Translate, locale: Locale): string {
  const templates = { won: t('jackpots.ticker.won'), on: t('jackpots.ticker.on') }
  const items = wins.map((win) => {
    const [won, on] = tickerLines(
      {
        name: win.user_name,
        amount: formatMinorUnits(win.amount_cents, win.currency, locale),
        jackpot: win.jackpot.title,
        level: win.jackpot_level_name,
      },
      templates,
    )
    return `<li><strong>${escapeHtml(won)}</strong> <span>${escapeHtml(on)}</span></li>`
  })
  const title = `${TICKER_ID}-title`
  return (
    `<h2 id="${title}">${escapeHtml(t('jackpots.ticker.title'))}</h2>` +
    `<a href="${escapeHtml(localizePath(locale, '/jackpots'))}">${escapeHtml(t('jackpots.ticker.all'))}</a>` +
    `<ol aria-labelledby="${title}" tabindex="0" data-won="${escapeHtml(templates.won)}" data-on="${escapeHtml(templates.on)}" data-locale="${escapeHtml(locale)}">${items.join('')}</ol>`
  )
}

/** The ticker's HTML, or null while there is no jackpot win to show. */
export async function loadTickerHtml(t: Translate, locale: Locale): Promise<string | null> {
  const answer = await cachedPlatformGet(
    api.getJackpotWins,
    { query: { order: 'latest', limit: TICKER_SIZE } },
    TICKER_TTL_MS,
  )
  return answer?.wins.length ? tickerHtml(answer.wins, t, locale) : null
}
