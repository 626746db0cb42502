import type { JackpotWin } from '@croupier/contract/jackpots/jackpot-win'
import { describe, expect, it } from 'vitest'
import { tickerHtml } from './wins-ticker.server'

const MESSAGES: Record<string, string> = {
  'jackpots.ticker.title': 'Recent jackpot wins',
  'jackpots.ticker.all': 'All jackpots',
  'jackpots.ticker.won': '{{name}} won {{amount}}',
  'jackpots.ticker.on': '{{jackpot}} · {{level}}',
}
const t = (key: string) => MESSAGES[key] ?? key

const win = {
  id: 1,
  user_name: '<img***',
  amount_cents: 123_45,
  currency: 'EUR',
  jackpot_level_name: 'Gold',
  jackpot: { identifier: 'mega', title: 'Mega & co' },
} as JackpotWin

describe('tickerHtml', () => {
  it('writes each win as a line with masked names escaped, the templates and the link to /jackpots', () => {
    const html = tickerHtml([win], t, 'de')
    expect(html).toContain('<strong>&#60;img*** won 123,45')
    expect(html).toContain('<span>Mega &#38; co · Gold</span>')
    expect(html).toContain('href="/de/jackpots"')
    expect(html).toContain('data-won="{{name}} won {{amount}}"')
    expect(html).not.toContain('<img')
  })
})
