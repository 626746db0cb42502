// European roulette: a betting table (straight numbers, red/black, odd/even, low/high, dozens,
// columns), chips of the selected bet size, and the winning number with its colour. Bets stay on
// the table after a spin so the same bets can be played again.
import type { RoundResult } from '@croupier/contract/play/game-session'
import { colorOf, isWinningBet } from '@croupier/rules/games/roulette'
import type { FrameContext, KindView } from './context.ts'
import { button, h, wait } from './dom.ts'

type BetType = 'straight' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column'
interface Spot {
  key: string
  type: BetType
  value?: number
  /** Text printed on the table. */
  text: string
  /** Grid placement on a wide table and on a narrow (portrait) one. */
  wide: [column: string, row: string]
  narrow: [column: string, row: string]
}

/** The contract's limit of bets per spin (play-round.ts). */
export const MAX_ROULETTE_BETS = 20
const SPIN_MS = 900

export function rouletteSpots(): Spot[] {
  const spots: Spot[] = [
    {
      key: 'straight-0',
      type: 'straight',
      value: 0,
      text: '0',
      wide: ['1', '1 / span 3'],
      narrow: ['2 / span 3', '1'],
    },
  ]
  for (let n = 1; n <= 36; n++) {
    const third = Math.ceil(n / 3)
    const lane = (n - 1) % 3
    spots.push({
      key: `straight-${n}`,
      type: 'straight',
      value: n,
      text: String(n),
      wide: [String(1 + third), String(3 - lane)],
      narrow: [String(2 + lane), String(1 + third)],
    })
  }
  for (let c = 1; c <= 3; c++) {
    spots.push({
      key: `column-${c}`,
      type: 'column',
      value: c,
      text: '2:1',
      wide: ['14', String(4 - c)],
      narrow: [String(1 + c), '14'],
    })
  }
  for (let d = 1; d <= 3; d++) {
    spots.push({
      key: `dozen-${d}`,
      type: 'dozen',
      value: d,
      text: `${(d - 1) * 12 + 1}–${d * 12}`,
      wide: [`${2 + (d - 1) * 4} / span 4`, '4'],
      narrow: ['1', `${2 + (d - 1) * 4} / span 4`],
    })
  }
  const outside: [BetType, string][] = [
    ['low', '1–18'],
    ['even', ''],
    ['red', ''],
    ['black', ''],
    ['odd', ''],
    ['high', '19–36'],
  ]
  outside.forEach(([type, text], i) => {
    spots.push({
      key: type,
      type,
      text,
      wide: [`${2 + i * 2} / span 2`, '5'],
      narrow: ['5', `${2 + i * 2} / span 2`],
    })
  })
  return spots
}

export function mountRoulette(ctx: FrameContext): KindView {
  const { t } = ctx
  const spots = rouletteSpots()
  const placed = new Map<string, number>()
  const spotButtons = new Map<string, HTMLButtonElement>()

  const spotName = (spot: Spot) =>
    spot.type === 'straight'
      ? t('roulette.number', { number: spot.value ?? 0 })
      : t(`roulette.spots.${spot.type}`, { value: spot.value ?? '' })

  const board = h('div', { class: 'board', role: 'group', 'aria-label': t('roulette.table') })
  const totalOutput = h('span', { class: 'roulette-total' })
  const refresh = () => {
    let total = 0
    for (const spot of spots) {
      const amount = placed.get(spot.key) ?? 0
      total += amount
      const spotButton = spotButtons.get(spot.key)
      if (!spotButton) continue
      const chip = spotButton.querySelector('.chip') as HTMLElement
      chip.hidden = amount === 0
      chip.textContent = amount === 0 ? '' : ctx.money(amount)
      spotButton.setAttribute(
        'aria-label',
        amount === 0
          ? spotName(spot)
          : t('roulette.spotWithBet', { spot: spotName(spot), amount: ctx.money(amount) }),
      )
    }
    totalOutput.textContent = t('roulette.totalBet', { amount: ctx.money(total) })
    clearButton.disabled = total === 0
  }

  for (const spot of spots) {
    const color =
      spot.type === 'straight'
        ? colorOf(spot.value ?? 0)
        : spot.type === 'red' || spot.type === 'black'
          ? spot.type
          : 'outside'
    const label = spot.text || t(`roulette.spots.${spot.type}`, { value: spot.value ?? '' })
    const spotButton = button(label, { class: `spot spot-${color}`, 'data-spot': spot.key }, [
      h('span', { class: 'spot-text', 'aria-hidden': 'true' }, [label]),
      h('span', { class: 'chip', 'aria-hidden': 'true', hidden: true }),
    ])
    spotButton.style.setProperty('--col', spot.wide[0])
    spotButton.style.setProperty('--row', spot.wide[1])
    spotButton.style.setProperty('--ncol', spot.narrow[0])
    spotButton.style.setProperty('--nrow', spot.narrow[1])
    spotButton.addEventListener('click', () => {
      if (!placed.has(spot.key) && placed.size >= MAX_ROULETTE_BETS) {
        ctx.announce(t('roulette.tooMany', { count: MAX_ROULETTE_BETS }))
        return
      }
      const amount = (placed.get(spot.key) ?? 0) + ctx.bet()
      if (amount > ctx.session.max_bet_cents) {
        ctx.announce(t('roulette.maxBet', { amount: ctx.money(ctx.session.max_bet_cents) }))
        return
      }
      placed.set(spot.key, amount)
      refresh()
    })
    spotButtons.set(spot.key, spotButton)
    board.append(spotButton)
  }

  const ball = h('div', { class: 'ball', 'aria-hidden': 'true' }, ['–'])
  const history = h('ol', { class: 'history', 'aria-label': t('roulette.history') })
  const resultPanel = h('div', { class: 'roulette-result' }, [ball, history])
  const stage = h('div', { class: 'roulette' }, [resultPanel, h('div', { class: 'board-wrap' }, [board])])

  const showNumber = (number: number) => {
    const color = colorOf(number)
    ball.textContent = String(number)
    ball.className = `ball ball-${color}`
  }
  const markWinners = (number: number | null) => {
    for (const spot of spots)
      spotButtons
        .get(spot.key)
        ?.classList.toggle(
          'is-win',
          number !== null && isWinningBet({ type: spot.type, value: spot.value, amount_cents: 1 }, number),
        )
  }

  const clearButton = button(t('roulette.clear'), { class: 'action secondary' })
  clearButton.addEventListener('click', () => {
    placed.clear()
    markWinners(null)
    refresh()
  })
  const spinButton = button(t('roulette.spin'), { class: 'action primary', 'data-action': 'spin' })
  spinButton.addEventListener('click', async () => {
    const bets = spots
      .filter((spot) => placed.has(spot.key))
      .map((spot) => ({
        type: spot.type,
        ...(spot.value === undefined || spot.type === 'red' || spot.type === 'black'
          ? {}
          : { value: spot.value }),
        amount_cents: placed.get(spot.key) ?? 0,
      }))
    if (bets.length === 0) {
      ctx.announce(t('roulette.noBets'))
      return
    }
    ctx.setBusy(true)
    markWinners(null)
    let ticker: number | null = null
    if (!ctx.reducedMotion) {
      ball.className = 'ball is-rolling'
      ticker = window.setInterval(() => {
        ball.textContent = String(Math.floor(Math.random() * 37))
      }, 60)
    }
    try {
      let result: RoundResult
      try {
        ;[result] = await Promise.all([
          ctx.api.playRound(ctx.session.id, { action: 'roulette', bets }),
          ctx.reducedMotion ? Promise.resolve() : wait(SPIN_MS),
        ])
      } catch (error) {
        ball.className = 'ball'
        ball.textContent = '–'
        ctx.fail(error)
        return
      } finally {
        if (ticker !== null) window.clearInterval(ticker)
      }
      if (result.outcome.kind !== 'roulette') return
      const { number, color } = result.outcome
      showNumber(number)
      markWinners(number)
      const item = h('li', { class: `past past-${color}` }, [String(number)])
      history.prepend(item)
      while (history.children.length > 8) history.lastElementChild?.remove()
      const head = t('roulette.result', { number, color: t(`roulette.colors.${color}`) })
      ctx.announce(
        `${head} ${result.win_cents > 0 ? t('win', { amount: ctx.money(result.win_cents) }) : t('noWin')}`,
      )
      ctx.settle(result)
    } finally {
      ctx.setBusy(false)
    }
  })

  const actions = h('div', { class: 'actions' }, [totalOutput, clearButton, spinButton])
  refresh()
  return {
    stage,
    actions,
    primary: () => spinButton,
    setBusy: (busy) => {
      for (const spotButton of spotButtons.values()) spotButton.disabled = busy
      if (!busy) refresh()
      else clearButton.disabled = true
    },
  }
}
