// What the lottery page shows (ADR 041 GET /api/lotteries/{id}, GET /api/player/lotteries): terms,
// prize places, how tickets are earned, the player's tickets, and after the draw the winners and
// the proof (server seed revealed, client seed = SHA-256 of the ordered ticket ids).
import type { TournamentPrize } from '@croupier/contract/tournaments/tournament'
import type { PromoStatus } from '@croupier/rules/promotions'

export interface LotteryWinnerView {
  place: number
  nickname: string
  ticket_id: string
  prize: TournamentPrize | null
}

export interface LotteryProofView {
  server_seed_hash: string
  /** Null until the draw. */
  server_seed: string | null
  client_seed: string | null
  /** The tickets in the draw, in the order the client seed hashes them. */
  ticket_ids: string[]
  /** HMAC-SHA256(server_seed, client_seed:nonce) per place, in place order. */
  draws: { place: number; nonce: number; hmac: string }[]
}

export interface LotteryView {
  id: string
  identifier: string
  title: string
  terms: string
  status: PromoStatus
  start_at: string
  end_at: string
  currency: string
  prizes: TournamentPrize[]
  /** One ticket per deposit of at least this much in `currency`; null: deposits bring none. */
  deposit_min_cents: number | null
  /** One ticket per this much of real stakes in `currency`; null: play brings none. */
  stake_per_ticket_cents: number | null
  /** The player's tickets; null for a guest. */
  tickets: number | null
  drawn_at: string | null
  winners: LotteryWinnerView[]
  proof: LotteryProofView
}
