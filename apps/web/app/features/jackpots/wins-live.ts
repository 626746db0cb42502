// Loaded only when a win arrives on the public `wins` feed while the lobby is open: puts a jackpot
// win at the top of the server-rendered ticker (features/jackpots/wins-ticker.server.ts).
import type { RealtimeEventMap } from '@croupier/contract/realtime/events'
import { formatMinorUnits } from '@croupier/rules/currency'
import { TICKER_ID, TICKER_SIZE, tickerLines } from './model/ticker'

export function addWin(win: RealtimeEventMap['wins']): void {
  const list = document.querySelector<HTMLOListElement>(`#${TICKER_ID} ol`)
  if (!win.jackpot || !list) return
  const { won = '', on = '', locale = 'en' } = list.dataset
  const lines = tickerLines(
    {
      name: win.nickname,
      amount: formatMinorUnits(win.amount_cents, win.currency, locale),
      jackpot: win.jackpot.title,
      level: win.jackpot.level_name,
    },
    { won, on },
  )
  const item = document.createElement('li')
  const strong = document.createElement('strong')
  const span = document.createElement('span')
  strong.textContent = lines[0]
  span.textContent = lines[1]
  item.append(strong, ' ', span)
  list.prepend(item)
  while (list.children.length > TICKER_SIZE) list.lastElementChild?.remove()
}
