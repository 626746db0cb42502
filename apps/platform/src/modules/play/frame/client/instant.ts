// The instant scratch card: buy a card at the selected bet and its nine cells are revealed one by
// one (all at once under prefers-reduced-motion); three equal symbols pay that symbol's multiplier.
import type { RoundResult } from '@croupier/contract/play/game-session'
import type { FrameContext, KindView } from './context.ts'
import { button, h, wait } from './dom.ts'

type Outcome = Extract<RoundResult['outcome'], { kind: 'instant' }>

/** Glyphs of the engine's scratch symbols (packages/rules games/scratch.ts); others show as text. */
const SCRATCH_GLYPHS: Record<string, string> = {
  cherry: '❦',
  lemon: '☀',
  bell: '♪',
  clover: '☘',
  horseshoe: '∩',
  diamond: '◆',
  seven: '7',
  crown: '♛',
}
const REVEAL_GAP_MS = 90

export function mountInstant(ctx: FrameContext): KindView {
  const { t } = ctx
  const symbolName = (symbol: string) => {
    const name = t(`instant.symbols.${symbol}`)
    return name.startsWith('instant.symbols.') ? symbol : name
  }
  const cells = Array.from({ length: 9 }, (_, index) =>
    h('li', { class: 'scratch-cell', role: 'img', 'aria-label': t('instant.hidden', { n: index + 1 }) }, [
      h('span', { class: 'scratch-glyph', 'aria-hidden': 'true' }, ['?']),
      h('span', { class: 'scratch-name', 'aria-hidden': 'true' }),
    ]),
  )
  const card = h('ul', { class: 'scratch', 'aria-label': t('instant.card') }, cells)
  const stage = h('div', { class: 'instant' }, [card])

  const cover = () => {
    cells.forEach((cell, index) => {
      cell.classList.remove('is-revealed', 'is-win', 'is-dim')
      cell.setAttribute('aria-label', t('instant.hidden', { n: index + 1 }))
      ;(cell.firstElementChild as HTMLElement).textContent = '?'
      ;(cell.lastElementChild as HTMLElement).textContent = ''
    })
  }
  const reveal = (cell: HTMLElement, symbol: string, index: number) => {
    cell.classList.add('is-revealed')
    cell.setAttribute('aria-label', t('instant.cell', { n: index + 1, symbol: symbolName(symbol) }))
    ;(cell.firstElementChild as HTMLElement).textContent = SCRATCH_GLYPHS[symbol] ?? symbol.slice(0, 2)
    ;(cell.lastElementChild as HTMLElement).textContent = symbolName(symbol)
  }

  const buyButton = button(t('instant.buy'), { class: 'action primary', 'data-action': 'scratch' })
  buyButton.addEventListener('click', async () => {
    ctx.setBusy(true)
    cover()
    try {
      let result: RoundResult
      try {
        result = await ctx.api.playRound(ctx.session.id, { action: 'scratch', bet_cents: ctx.bet() })
      } catch (error) {
        ctx.fail(error)
        return
      }
      if (result.outcome.kind !== 'instant') return
      const outcome = result.outcome as Outcome
      for (const [index, symbol] of outcome.cells.entries()) {
        const cell = cells[index]
        if (!cell) continue
        reveal(cell, symbol, index)
        if (!ctx.reducedMotion) await wait(REVEAL_GAP_MS)
      }
      if (outcome.matched) {
        outcome.cells.forEach((symbol, index) => {
          cells[index]?.classList.add(symbol === outcome.matched ? 'is-win' : 'is-dim')
        })
      }
      const text = outcome.matched
        ? t('instant.match', {
            symbol: symbolName(outcome.matched),
            multiplier: outcome.multiplier,
            amount: ctx.money(result.win_cents),
          })
        : t('instant.noMatch')
      ctx.announce(text)
      ctx.settle(result)
    } finally {
      ctx.setBusy(false)
    }
  })

  return { stage, actions: h('div', { class: 'actions' }, [buyButton]), primary: () => buyButton }
}
