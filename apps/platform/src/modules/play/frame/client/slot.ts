// The 5×3 slot: reels spin while the round is asked for and stop one by one on the outcome (at once
// under prefers-reduced-motion); winning paylines light their cells; free spins play out after.
// A free-spin batch of the player's (issue #12) shows "Free spins: N left" and fixes the stake to
// the batch's while it lasts: the platform plays those spins at that stake.
import type { RoundResult, SessionFreeSpins } from '@croupier/contract/play/game-session'
import { PAYLINES, SLOT_SYMBOLS, type SlotSymbol } from '@croupier/rules/games/slot'
import type { FrameContext, KindView } from './context.ts'
import { button, h, wait } from './dom.ts'

type Spin = {
  grid: SlotSymbol[][]
  line_wins: { line: number; symbol: string; count: number; win_cents: number }[]
  win_cents: number
  scatter_count: number
}

const TICK_MS = 70
const STOP_GAP_MS = 110
const FREE_SPIN_PAUSE_MS = 450

const SYMBOL_TIER: Record<SlotSymbol, 'low' | 'high' | 'special'> = {
  nine: 'low',
  ten: 'low',
  jack: 'low',
  queen: 'high',
  king: 'high',
  ace: 'high',
  wild: 'special',
  scatter: 'special',
}

/** The cells of a line win: the first `count` reels along the payline. */
export function winningCells(win: { line: number; count: number }): [reel: number, row: number][] {
  const rows = PAYLINES[win.line] ?? []
  return rows.slice(0, win.count).map((row, reel) => [reel, row])
}

export function mountSlot(ctx: FrameContext): KindView {
  const { t, theme } = ctx
  const cells: HTMLElement[][] = []
  const reels = h('div', { class: 'reels', role: 'group', 'aria-label': t('slot.reels') })
  for (let reel = 0; reel < 5; reel++) {
    const column = h('div', { class: 'reel' })
    const row: HTMLElement[] = []
    for (let r = 0; r < 3; r++) {
      const cell = h('div', { class: 'cell', role: 'img' }, [
        h('span', { class: 'glyph', 'aria-hidden': 'true' }),
      ])
      row.push(cell)
      column.append(cell)
    }
    cells.push(row)
    reels.append(column)
  }
  const banner = h('p', { class: 'slot-banner', hidden: true })
  const bonusSpins = h('p', { class: 'slot-bonus-spins', 'data-free-spins': '', hidden: true })
  const stage = h('div', { class: 'slot' }, [bonusSpins, h('div', { class: 'slot-window' }, [reels]), banner])
  // The batch the next spin plays (null: paid spins at the selected bet).
  let batch: SessionFreeSpins | null = ctx.session.free_spins
  const showBatch = (played?: SessionFreeSpins) => {
    const active = batch !== null && batch.remaining > 0
    ctx.lockBet(active)
    if (active && batch) {
      bonusSpins.hidden = false
      bonusSpins.textContent = t('slot.bonusSpinsLeft', {
        count: batch.remaining,
        stake: ctx.money(batch.stake_cents),
      })
    } else if (played) {
      bonusSpins.hidden = false
      bonusSpins.textContent = t('slot.bonusSpinsDone', { amount: ctx.money(played.won_cents) })
      ctx.announce(bonusSpins.textContent)
    } else bonusSpins.hidden = true
  }
  showBatch()

  const paint = (reel: number, row: number, symbol: SlotSymbol) => {
    const cell = cells[reel]?.[row]
    if (!cell) return
    cell.dataset.tier = SYMBOL_TIER[symbol]
    cell.setAttribute('aria-label', t(`symbols.${symbol}`))
    const glyph = cell.firstElementChild as HTMLElement
    glyph.textContent = theme.glyphs[symbol]
  }
  const paintGrid = (grid: SlotSymbol[][]) => {
    grid.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        paint(reel, row, symbol)
      })
    })
  }
  const clearWins = () => {
    for (const column of cells) for (const cell of column) cell.classList.remove('is-win', 'is-dim')
  }
  const showWins = (spin: Spin) => {
    if (spin.line_wins.length === 0 && spin.scatter_count < 3) return
    for (const column of cells) for (const cell of column) cell.classList.add('is-dim')
    for (const win of spin.line_wins) {
      for (const [reel, row] of winningCells(win)) cells[reel]?.[row]?.classList.replace('is-dim', 'is-win')
    }
    if (spin.scatter_count >= 3) {
      spin.grid.forEach((column, reel) => {
        column.forEach((symbol, row) => {
          if (symbol === 'scatter') cells[reel]?.[row]?.classList.replace('is-dim', 'is-win')
        })
      })
    }
  }

  // A calm first picture: every symbol once, the specials in the middle row.
  paintGrid([
    ['nine', 'ace', 'ten'],
    ['king', 'wild', 'jack'],
    ['queen', 'scatter', 'nine'],
    ['ten', 'wild', 'ace'],
    ['jack', 'king', 'queen'],
  ])

  let spinning: number | null = null
  const startReels = () => {
    if (ctx.reducedMotion) return
    reels.classList.add('is-spinning')
    spinning = window.setInterval(() => {
      for (let reel = 0; reel < 5; reel++) {
        if (!reels.children[reel]?.classList.contains('is-stopped'))
          for (let row = 0; row < 3; row++)
            paint(reel, row, SLOT_SYMBOLS[Math.floor(Math.random() * SLOT_SYMBOLS.length)] as SlotSymbol)
      }
    }, TICK_MS)
  }
  const stopReels = async (grid: SlotSymbol[][] | null) => {
    if (spinning === null) {
      if (grid) paintGrid(grid)
      return
    }
    for (let reel = 0; reel < 5; reel++) {
      if (grid) await wait(STOP_GAP_MS)
      reels.children[reel]?.classList.add('is-stopped')
      grid?.[reel]?.forEach((symbol, row) => {
        paint(reel, row, symbol)
      })
    }
    window.clearInterval(spinning)
    spinning = null
    reels.classList.remove('is-spinning')
    for (const column of Array.from(reels.children)) column.classList.remove('is-stopped')
  }

  const describe = (spin: Spin): string => {
    if (spin.win_cents === 0) return t('noWin')
    const lines = spin.line_wins.map((win) =>
      t('slot.lineWin', {
        line: win.line + 1,
        count: win.count,
        symbol: t(`symbols.${win.symbol}`),
        amount: ctx.money(win.win_cents),
      }),
    )
    return [t('win', { amount: ctx.money(spin.win_cents) }), ...lines].join(' ')
  }

  const playFreeSpins = async (result: RoundResult, free: Spin[]) => {
    banner.hidden = false
    banner.textContent = t('slot.freeSpinsWon', { count: free.length })
    ctx.announce(t('slot.freeSpinsWon', { count: free.length }))
    let paid = 0
    for (const [index, spin] of free.entries()) {
      if (!ctx.reducedMotion) {
        await wait(FREE_SPIN_PAUSE_MS)
        clearWins()
        banner.textContent = t('slot.freeSpin', { current: index + 1, total: free.length })
        startReels()
        await wait(200)
        await stopReels(spin.grid)
        showWins(spin)
      }
      paid += spin.win_cents
    }
    const last = free[free.length - 1]
    if (ctx.reducedMotion && last) {
      clearWins()
      paintGrid(last.grid)
      showWins(last)
    }
    banner.textContent = t('slot.freeSpinsPaid', { count: free.length, amount: ctx.money(paid) })
    ctx.announce(`${banner.textContent} ${t('win', { amount: ctx.money(result.win_cents) })}`)
  }

  const spinButton = button(t('slot.spin'), { class: 'action primary', 'data-action': 'spin' })
  spinButton.addEventListener('click', async () => {
    ctx.setBusy(true)
    clearWins()
    banner.hidden = true
    startReels()
    try {
      let result: RoundResult
      try {
        // During a batch the platform plays the batch's stake whatever bet is sent.
        result = await ctx.api.playRound(ctx.session.id, { action: 'spin', bet_cents: ctx.bet() })
      } catch (error) {
        await stopReels(null)
        ctx.fail(error)
        return
      }
      if (result.outcome.kind !== 'slot') return
      const outcome = result.outcome as RoundResult['outcome'] & Spin & { free_spins: Spin[] }
      await stopReels(outcome.grid)
      showWins(outcome)
      ctx.announce(describe(outcome))
      if (outcome.free_spins.length > 0) await playFreeSpins(result, outcome.free_spins)
      ctx.settle(result)
      if (result.free_spins) {
        batch = result.free_spins.remaining > 0 ? result.free_spins : null
        showBatch(batch ? undefined : result.free_spins)
      }
    } finally {
      ctx.setBusy(false)
    }
  })

  return {
    stage,
    actions: h('div', { class: 'actions' }, [spinButton]),
    primary: () => spinButton,
  }
}
