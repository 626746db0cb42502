// The platform's side of the game engines: the cryptographic RNG and the mapping from a round
// request to the pure engines in @croupier/rules/games. Outcomes are decided here, on the server;
// the game frame only renders them (issue #4 item 5).
import { randomInt } from 'node:crypto'
import type { Game } from '@croupier/contract/catalogue/game'
import type { PlayRoundBody } from '@croupier/contract/play/play-round'
import type { Rng } from '@croupier/rules/games/rng'

/** node:crypto's CSPRNG; randomInt is uniform (rejection sampling), no modulo bias. */
export const cryptoRng: Rng = { int: (maxExclusive) => randomInt(maxExclusive) }

export type RoundAction = PlayRoundBody['action']
type GameKind = Game['kind']

/** Which engine kind each action drives. */
export const ACTION_KIND: Readonly<Record<RoundAction, GameKind>> = {
  spin: 'slot',
  roulette: 'roulette',
  deal: 'blackjack',
  hit: 'blackjack',
  stand: 'blackjack',
  double: 'blackjack',
  scratch: 'instant',
}

/** A game's RTP in basis points as the engines' fraction (9620 → 0.962). */
export function rtpFraction(basisPoints: number): number {
  return basisPoints / 10_000
}
