// Blackjack: deal at the selected bet, then hit, stand or double as the hand's `actions` allow.
// The dealer's hole card stays face down until the platform reveals it; an unfinished hand of the
// session resumes where it was left.
import type { Card, RoundResult } from '@croupier/contract/play/game-session'
import type { FrameContext, KindView } from './context.ts'
import { button, clear, h, wait } from './dom.ts'

type Outcome = Extract<RoundResult['outcome'], { kind: 'blackjack' }>
type HandAction = 'hit' | 'stand' | 'double'

const SUIT_GLYPHS: Record<Card['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' }
const DEAL_GAP_MS = 120

export function mountBlackjack(ctx: FrameContext): KindView {
  const { t } = ctx
  const cardName = (card: Card) =>
    t('blackjack.card', {
      rank: /^\d+$/.test(card.rank) ? card.rank : t(`blackjack.ranks.${card.rank}`),
      suit: t(`blackjack.suits.${card.suit}`),
    })
  const cardElement = (card: Card) =>
    h(
      'li',
      {
        class: `card ${card.suit === 'H' || card.suit === 'D' ? 'card-red' : 'card-black'}`,
        role: 'img',
        'aria-label': cardName(card),
      },
      [
        h('span', { class: 'card-rank', 'aria-hidden': 'true' }, [card.rank]),
        h('span', { class: 'card-suit', 'aria-hidden': 'true' }, [SUIT_GLYPHS[card.suit]]),
      ],
    )
  const hiddenCard = () =>
    h('li', { class: 'card card-back', role: 'img', 'aria-label': t('blackjack.hiddenCard') })

  const dealerCards = h('ul', { class: 'hand-cards' })
  const playerCards = h('ul', { class: 'hand-cards' })
  const dealerTotal = h('span', { class: 'hand-total' })
  const playerTotal = h('span', { class: 'hand-total' })
  const verdict = h('p', { class: 'verdict', hidden: true })
  const hand = (title: string, total: HTMLElement, cards: HTMLElement) =>
    h('section', { class: 'hand', 'aria-label': title }, [
      h('h2', { class: 'hand-title' }, [title, ' ', total]),
      cards,
    ])
  const stage = h('div', { class: 'blackjack' }, [
    hand(t('blackjack.dealer'), dealerTotal, dealerCards),
    verdict,
    hand(t('blackjack.player'), playerTotal, playerCards),
  ])

  const dealButton = button(t('blackjack.deal'), { class: 'action primary', 'data-action': 'deal' })
  const actionButtons: Record<HandAction, HTMLButtonElement> = {
    hit: button(t('blackjack.hit'), { class: 'action primary', 'data-action': 'hit' }),
    stand: button(t('blackjack.stand'), { class: 'action secondary', 'data-action': 'stand' }),
    double: button(t('blackjack.double'), { class: 'action secondary', 'data-action': 'double' }),
  }
  let open: RoundResult | null = null
  let busy = false

  const syncButtons = () => {
    const outcome = open?.outcome as Outcome | undefined
    const allowed = new Set(outcome?.actions ?? [])
    dealButton.hidden = open !== null
    dealButton.disabled = busy
    for (const [action, actionButton] of Object.entries(actionButtons) as [HandAction, HTMLButtonElement][]) {
      actionButton.hidden = open === null || !allowed.has(action)
      actionButton.disabled = busy
    }
    ctx.lockBet(open !== null)
  }

  const render = async (outcome: Outcome, animateFrom: { player: number; dealer: number }) => {
    const step = async (list: HTMLElement, cards: Card[], from: number) => {
      for (const [index, card] of cards.entries()) {
        if (index < from) continue
        list.append(cardElement(card))
        if (!ctx.reducedMotion) await wait(DEAL_GAP_MS)
      }
    }
    if (animateFrom.player === 0) clear(playerCards)
    if (animateFrom.dealer === 0 || dealerCards.querySelector('.card-back')) {
      clear(dealerCards)
      animateFrom.dealer = 0
    }
    await step(playerCards, outcome.player_cards, animateFrom.player)
    await step(dealerCards, outcome.dealer_cards, animateFrom.dealer)
    if (outcome.result === null && outcome.dealer_cards.length === 1) dealerCards.append(hiddenCard())
    playerTotal.textContent = t('blackjack.total', { total: outcome.player_total })
    dealerTotal.textContent = t('blackjack.total', { total: outcome.dealer_total })
  }

  const describe = (result: RoundResult, outcome: Outcome): string => {
    switch (outcome.result) {
      case 'blackjack':
        return t('blackjack.results.blackjack', { amount: ctx.money(result.win_cents) })
      case 'win':
        return t('blackjack.results.win', { amount: ctx.money(result.win_cents) })
      case 'push':
        return t('blackjack.results.push')
      case 'lose':
        return t('blackjack.results.lose')
      case 'bust':
        return t('blackjack.results.bust')
      default:
        return t('blackjack.yourTurn', { total: outcome.player_total })
    }
  }

  const show = async (result: RoundResult, fresh: boolean) => {
    const outcome = result.outcome as Outcome
    const shown = fresh
      ? { player: 0, dealer: 0 }
      : {
          player: playerCards.querySelectorAll('.card').length,
          dealer: dealerCards.querySelectorAll('.card:not(.card-back)').length,
        }
    await render(outcome, shown)
    const text = describe(result, outcome)
    verdict.hidden = outcome.result === null
    verdict.textContent = outcome.result === null ? '' : text
    verdict.dataset.result = outcome.result ?? ''
    ctx.announce(text)
    open = outcome.result === null ? result : null
    ctx.settle(result)
  }

  const play = async (
    action: { action: 'deal'; bet_cents: number } | { action: HandAction; round_id: string },
  ) => {
    busy = true
    ctx.setBusy(true)
    syncButtons()
    try {
      const result = await ctx.api.playRound(ctx.session.id, action)
      if (result.outcome.kind !== 'blackjack') return
      await show(result, action.action === 'deal')
    } catch (error) {
      ctx.fail(error)
    } finally {
      busy = false
      ctx.setBusy(false)
      syncButtons()
      const next = open ? (actionButtons.hit.hidden ? actionButtons.stand : actionButtons.hit) : dealButton
      if (stage.isConnected && document.activeElement === document.body) next.focus()
    }
  }

  dealButton.addEventListener('click', () => {
    verdict.hidden = true
    void play({ action: 'deal', bet_cents: ctx.bet() })
  })
  for (const [action, actionButton] of Object.entries(actionButtons) as [HandAction, HTMLButtonElement][]) {
    actionButton.addEventListener('click', () => {
      if (open) void play({ action, round_id: open.round_id })
    })
  }

  // An unfinished hand of this session resumes as it was.
  if (ctx.session.open_round && ctx.session.open_round.outcome.kind === 'blackjack') {
    open = ctx.session.open_round
    void render(open.outcome as Outcome, { player: 0, dealer: 0 })
    ctx.announce(describe(open, open.outcome as Outcome))
  } else {
    playerTotal.textContent = ''
    dealerTotal.textContent = ''
  }
  syncButtons()

  return {
    stage,
    actions: h('div', { class: 'actions' }, [
      dealButton,
      actionButtons.hit,
      actionButtons.stand,
      actionButtons.double,
    ]),
    primary: () => (open ? actionButtons.hit : dealButton),
    setBusy: (value) => {
      busy = value
      syncButtons()
    },
  }
}
