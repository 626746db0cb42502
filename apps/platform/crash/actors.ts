// The players of the crash tier: registered over HTTP like anyone, funded by an instant card
// deposit, with limits set and one real-money session per engine kind.
import { register } from '@croupier/contract/auth/register'
import { createUserLimit } from '@croupier/contract/limits/create-user-limit'
import { createDeposit } from '@croupier/contract/payments/create-deposit'
import { TEST_CARDS } from '@croupier/contract/payments/payment'
import type { GameSession } from '@croupier/contract/play/game-session'
import { launchGame } from '@croupier/contract/play/launch-game'
import type { Player } from '@croupier/contract/player/get-player'
import { CRASH_GAMES, type EngineKind } from './database.ts'
import { type Answer, Client, type Traffic } from './http-client.ts'
import type { PlatformProcess } from './platform-process.ts'

export type CardOutcome = 'succeeded' | 'pending' | 'canceled' | 'declined'

export function testCard(outcome: CardOutcome) {
  const card = TEST_CARDS.find((c) => c.outcome === outcome)
  if (!card) throw new Error(`no test card for ${outcome}`)
  const year = (new Date().getUTCFullYear() + 5) % 100
  return { number: card.number, expiry: `12/${year}`, holder: 'Jane Doe', cvv: '123' }
}

export interface Actor {
  label: string
  playerId: number
  client: Client
  /** Real-money game session per engine kind. */
  sessions: Partial<Record<EngineKind, string>>
}

/** Throws with the request's answer unless it has the status wanted. */
export function must(answer: Answer, status: number, what: string): unknown {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

export async function registerActor(
  platform: PlatformProcess,
  traffic: Traffic,
  label: string,
  email: string,
): Promise<Actor> {
  const client = new Client(platform, traffic)
  const password = 'Crash-Tier-123'
  const body = {
    user: {
      email,
      password,
      password_confirmation: password,
      currency: 'EUR',
      country: 'DE',
      terms_acceptance: true,
      age_acceptance: true,
      receive_promos: false,
    },
  }
  const player = must(await client.call('register', register, { body }), 201, `register ${label}`) as Player
  if (!client.signedIn) throw new Error(`register ${label}: no session cookie`)
  return { label, playerId: player.id, client, sessions: {} }
}

export async function fund(actor: Actor, amountCents: number, key: string): Promise<void> {
  const body = {
    method_id: 'card-visa',
    currency: 'EUR',
    amount_cents: amountCents,
    idempotency_key: key,
    card: testCard('succeeded'),
  }
  must(await actor.client.call('fund', createDeposit, { body }), 201, `fund ${actor.label}`)
}

export async function setLimit(
  actor: Actor,
  type: 'deposit' | 'loss' | 'wager',
  amountCents: number,
): Promise<void> {
  const body = { type, period: 'day', currency: 'EUR', amount_cents: amountCents }
  must(await actor.client.call('limit', createUserLimit, { body }), 200, `${type} limit of ${actor.label}`)
}

export async function openSessions(actor: Actor): Promise<void> {
  for (const kind of Object.keys(CRASH_GAMES) as EngineKind[]) {
    const body = { game: CRASH_GAMES[kind], mode: 'real' }
    const answer = await actor.client.call('launch', launchGame, { body })
    actor.sessions[kind] = (must(answer, 201, `launch ${kind} for ${actor.label}`) as GameSession).id
  }
}
