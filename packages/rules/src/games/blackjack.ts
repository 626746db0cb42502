// Blackjack (issue #4 item 5): a fresh 6-deck shoe per hand, the dealer peeks for blackjack and
// stands on soft 17, blackjack pays 3:2, double on the first two cards only (one card, then stand),
// hit and stand; no split or insurance. A hand is a plain value the platform stores server-side: the
// client sees `publicView`, never the hole card. Cards are drawn one at a time from what is left
// of the shoe, which is the same as dealing from a shuffled shoe without storing its order.
import type { Rng } from './rng.ts'

export const SHOE_DECKS = 6
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const
export const SUITS = ['S', 'H', 'D', 'C'] as const
export type Rank = (typeof RANKS)[number]
export type Suit = (typeof SUITS)[number]
export interface Card {
  rank: Rank
  suit: Suit
}

/** Dealer draws below this total and stands on every 17, soft or hard. */
export const DEALER_STANDS_ON = 17
/** Blackjack pays 3:2: the stake comes back with 1.5 times it. */
export const BLACKJACK_RETURN = { numerator: 5, denominator: 2 } as const

export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust'
export type BlackjackAction = 'hit' | 'stand' | 'double'

export interface BlackjackHand {
  /** The first stake; a double stakes it again. */
  bet_cents: number
  player: Card[]
  dealer: Card[]
  doubled: boolean
  result: BlackjackResult | null
}

function cardValue(card: Card): number {
  if (card.rank === 'A') return 1
  if (card.rank === 'J' || card.rank === 'Q' || card.rank === 'K') return 10
  return Number(card.rank)
}

/** Best total of a hand; `soft` when an ace still counts 11. */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, card) => sum + cardValue(card), 0)
  const hasAce = cards.some((card) => card.rank === 'A')
  if (hasAce && hard + 10 <= 21) return { total: hard + 10, soft: true }
  return { total: hard, soft: false }
}

export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21
}

/** Draws one card from the shoe minus the cards already dealt. */
export function drawCard(rng: Rng, dealt: readonly Card[]): Card {
  const out = new Map<string, number>()
  for (const card of dealt)
    out.set(`${card.rank}${card.suit}`, (out.get(`${card.rank}${card.suit}`) ?? 0) + 1)
  const remaining: { card: Card; left: number }[] = []
  let total = 0
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const left = SHOE_DECKS - (out.get(`${rank}${suit}`) ?? 0)
      if (left > 0) {
        remaining.push({ card: { rank, suit }, left })
        total += left
      }
    }
  }
  let roll = rng.int(total)
  for (const entry of remaining) {
    if (roll < entry.left) return entry.card
    roll -= entry.left
  }
  throw new Error('empty shoe')
}

function draw(rng: Rng, hand: BlackjackHand): Card {
  return drawCard(rng, [...hand.player, ...hand.dealer])
}

/** Total staked: the bet, twice when doubled. */
export function stakeOf(hand: BlackjackHand): number {
  return hand.doubled ? hand.bet_cents * 2 : hand.bet_cents
}

/** What a settled hand returns (stake included); 0 while open. */
export function payoutOf(hand: BlackjackHand): number {
  switch (hand.result) {
    case 'blackjack':
      return Math.floor((hand.bet_cents * BLACKJACK_RETURN.numerator) / BLACKJACK_RETURN.denominator)
    case 'win':
      return stakeOf(hand) * 2
    case 'push':
      return stakeOf(hand)
    default:
      return 0
  }
}

/** The moves the player has on an open hand. */
export function availableActions(hand: BlackjackHand): BlackjackAction[] {
  if (hand.result !== null) return []
  return hand.player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand']
}

function settle(hand: BlackjackHand): BlackjackHand {
  const player = handTotal(hand.player).total
  const dealer = handTotal(hand.dealer).total
  let result: BlackjackResult
  if (player > 21) result = 'bust'
  else if (dealer > 21 || player > dealer) result = 'win'
  else if (player === dealer) result = 'push'
  else result = 'lose'
  return { ...hand, result }
}

/** Dealer reveals and draws to 17 (stands on soft 17), then the hand is settled. */
function dealerPlays(rng: Rng, hand: BlackjackHand): BlackjackHand {
  let current = hand
  while (handTotal(current.dealer).total < DEALER_STANDS_ON) {
    current = { ...current, dealer: [...current.dealer, draw(rng, current)] }
  }
  return settle(current)
}

/** Deals two cards each; a blackjack on either side settles at once (the dealer peeks). */
export function dealHand(rng: Rng, betCents: number): BlackjackHand {
  let hand: BlackjackHand = { bet_cents: betCents, player: [], dealer: [], doubled: false, result: null }
  for (const side of ['player', 'dealer', 'player', 'dealer'] as const) {
    hand = { ...hand, [side]: [...hand[side], draw(rng, hand)] }
  }
  const playerBj = isBlackjack(hand.player)
  const dealerBj = isBlackjack(hand.dealer)
  if (playerBj && dealerBj) return { ...hand, result: 'push' }
  if (playerBj) return { ...hand, result: 'blackjack' }
  if (dealerBj) return { ...hand, result: 'lose' }
  return hand
}

/** Applies one move to an open hand; a move that is not available throws (callers check first). */
export function actOnHand(rng: Rng, hand: BlackjackHand, action: BlackjackAction): BlackjackHand {
  if (!availableActions(hand).includes(action)) throw new Error(`${action} is not available`)
  if (action === 'stand') return dealerPlays(rng, hand)
  const next = {
    ...hand,
    player: [...hand.player, draw(rng, hand)],
    doubled: hand.doubled || action === 'double',
  }
  const total = handTotal(next.player).total
  if (total > 21) return { ...next, result: 'bust' }
  // A double takes one card and stands; reaching 21 stands too, since hitting cannot improve it.
  if (action === 'double' || total === 21) return dealerPlays(rng, next)
  return next
}

export interface BlackjackView {
  kind: 'blackjack'
  player_cards: Card[]
  dealer_cards: Card[]
  player_total: number
  dealer_total: number
  doubled: boolean
  result: BlackjackResult | null
  actions: BlackjackAction[]
}

/** What the client may see: while the hand is open only the dealer's up card. */
export function publicView(hand: BlackjackHand): BlackjackView {
  const dealer = hand.result === null ? hand.dealer.slice(0, 1) : hand.dealer
  return {
    kind: 'blackjack',
    player_cards: hand.player,
    dealer_cards: dealer,
    player_total: handTotal(hand.player).total,
    dealer_total: handTotal(dealer).total,
    doubled: hand.doubled,
    result: hand.result,
    actions: availableActions(hand),
  }
}
