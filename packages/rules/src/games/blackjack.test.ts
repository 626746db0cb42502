import { describe, expect, it } from 'vitest'
import {
  actOnHand,
  availableActions,
  type BlackjackAction,
  type BlackjackHand,
  type Card,
  dealHand,
  drawCard,
  handTotal,
  isBlackjack,
  payoutOf,
  publicView,
  SHOE_DECKS,
  stakeOf,
} from './blackjack.ts'
import { type Rng, seededRng } from './rng.ts'

const c = (spec: string): Card => ({
  rank: spec.slice(0, -1) as Card['rank'],
  suit: spec.slice(-1) as Card['suit'],
})
const cards = (...specs: string[]) => specs.map(c)

/** Makes drawCard return exactly `card` given what was dealt: the roll lands on that card's first copy. */
function rngFor(sequence: Card[]): Rng {
  const dealt: Card[] = []
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
  return {
    int: () => {
      const card = sequence.shift()
      if (!card) throw new Error('sequence exhausted')
      let roll = 0
      for (const suit of ['S', 'H', 'D', 'C']) {
        for (const rank of ranks) {
          const left = SHOE_DECKS - dealt.filter((d) => d.rank === rank && d.suit === suit).length
          if (rank === card.rank && suit === card.suit) {
            dealt.push(card)
            return roll
          }
          roll += Math.max(0, left)
        }
      }
      throw new Error('card not found')
    },
  }
}

const deal = (bet: number, ...order: string[]) => dealHand(rngFor(cards(...order)), bet)

describe('blackjack totals', () => {
  it.each([
    [['AS', 'KH'], 21, true],
    [['AS', '6H'], 17, true],
    [['AS', '6H', '10D'], 17, false],
    [['AS', 'AH', '9D'], 21, true],
    [['10S', '9H', '5D'], 24, false],
    [['AS', 'AH'], 12, true],
  ])('%j totals %i (soft %s)', (specs, total, soft) => {
    expect(handTotal(cards(...specs))).toEqual({ total, soft })
  })

  it('a blackjack is an ace and a ten-value card as the first two cards only', () => {
    expect(isBlackjack(cards('AS', 'QH'))).toBe(true)
    expect(isBlackjack(cards('7S', '7H', '7D'))).toBe(false)
  })
})

describe('blackjack hands', () => {
  it('deals player, dealer, player, dealer and hides the hole card while open', () => {
    const hand = deal(100, '10S', '9H', '7D', '5C')
    expect(hand.player).toEqual(cards('10S', '7D'))
    expect(hand.dealer).toEqual(cards('9H', '5C'))
    const view = publicView(hand)
    expect(view.dealer_cards).toEqual(cards('9H'))
    expect(view.dealer_total).toBe(9)
    expect(view.actions).toEqual(['hit', 'stand', 'double'])
  })

  it('blackjack pays 3:2 at once; against a dealer blackjack it pushes', () => {
    const bj = deal(100, 'AS', '9H', 'KD', '5C')
    expect(bj.result).toBe('blackjack')
    expect(payoutOf(bj)).toBe(250)
    const both = deal(100, 'AS', 'AH', 'KD', 'QC')
    expect(both.result).toBe('push')
    expect(payoutOf(both)).toBe(100)
    const dealerBj = deal(100, '9S', 'AH', '9D', 'QC')
    expect(dealerBj.result).toBe('lose')
    expect(publicView(dealerBj).dealer_cards).toHaveLength(2)
  })

  it('the dealer stands on soft 17', () => {
    const hand = deal(100, '10S', 'AH', '8D', '6C') // player 18, dealer A+6 soft 17
    const settled = actOnHand(rngFor([]), hand, 'stand')
    expect(settled.dealer).toHaveLength(2)
    expect(settled.result).toBe('win')
    expect(payoutOf(settled)).toBe(200)
  })

  it('the dealer draws below 17 and busts', () => {
    const hand = deal(100, '10S', '10H', '8D', '6C') // dealer 16
    const settled = actOnHand(rngFor(cards('9C')), hand, 'stand')
    expect(handTotal(settled.dealer).total).toBe(25)
    expect(settled.result).toBe('win')
  })

  it('hit past 21 busts without the dealer drawing; a push returns the stake', () => {
    const hand = deal(100, '10S', '10H', '6D', '7C')
    const bust = actOnHand(rngFor(cards('KC')), hand, 'hit')
    expect(bust.result).toBe('bust')
    expect(bust.dealer).toHaveLength(2)
    expect(payoutOf(bust)).toBe(0)
    const push = actOnHand(rngFor([]), deal(100, '10S', '10H', '8D', '8C'), 'stand')
    expect(push.result).toBe('push')
    expect(payoutOf(push)).toBe(100)
  })

  it('double only on the first two cards: one card, stake twice, then the dealer plays', () => {
    const hand = deal(100, '6S', '10H', '5D', '7C') // player 11, dealer 17
    const doubled = actOnHand(rngFor(cards('10C')), hand, 'double')
    expect(doubled.player).toHaveLength(3)
    expect(doubled.doubled).toBe(true)
    expect(doubled.result).toBe('win')
    expect(payoutOf(doubled)).toBe(400)
    const hit = actOnHand(rngFor(cards('2C')), hand, 'hit')
    expect(availableActions(hit)).toEqual(['hit', 'stand'])
    expect(() => actOnHand(rngFor(cards('2C')), hit, 'double')).toThrow()
  })

  it('draws from a 6-deck shoe: a card is never dealt a seventh time', () => {
    const dealt: Card[] = Array.from({ length: 6 }, () => c('AS'))
    const rng = seededRng(5)
    for (let i = 0; i < 500; i++) expect(drawCard(rng, dealt)).not.toEqual(c('AS'))
  })

  it('a settled hand offers no action', () => {
    const hand: BlackjackHand = { ...deal(100, '10S', '10H', '8D', '8C'), result: 'lose' }
    expect(availableActions(hand)).toEqual([])
  })
})

/** Basic strategy for S17 without splits, from the public charts (enough for a sanity check). */
function basicStrategy(hand: BlackjackHand): BlackjackAction {
  const { total, soft } = handTotal(hand.player)
  const up = handTotal(hand.dealer.slice(0, 1)).total
  const canDouble = hand.player.length === 2
  const double = (when: boolean): BlackjackAction => (when && canDouble ? 'double' : 'hit')
  if (soft) {
    if (total >= 19) return 'stand'
    if (total === 18) return up >= 3 && up <= 6 && canDouble ? 'double' : up <= 8 ? 'stand' : 'hit'
    if (total === 17) return double(up >= 3 && up <= 6)
    if (total >= 15) return double(up >= 4 && up <= 6)
    return double(up >= 5 && up <= 6)
  }
  if (total >= 17) return 'stand'
  if (total >= 13) return up <= 6 ? 'stand' : 'hit'
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit'
  if (total === 11) return double(true)
  if (total === 10) return double(up <= 9)
  if (total === 9) return double(up >= 3 && up <= 6)
  return 'hit'
}

describe('blackjack return', () => {
  it('basic strategy returns about 99 % over 100,000 seeded hands', () => {
    const rng = seededRng(21)
    let staked = 0
    let returned = 0
    for (let i = 0; i < 100_000; i++) {
      let hand = dealHand(rng, 100)
      while (hand.result === null) hand = actOnHand(rng, hand, basicStrategy(hand))
      staked += stakeOf(hand)
      returned += payoutOf(hand)
    }
    const rtp = returned / staked
    expect(rtp).toBeGreaterThan(0.97)
    expect(rtp).toBeLessThan(1.01)
  })
})
