// What the players do while the platform is being killed: real rounds of every engine kind,
// deposits with every test card and a pending bank transfer, withdrawals and recalls, and the same
// request sent twice at once under one idempotency key. Each answer is checked against what the
// API may say; whatever was answered is recorded for the SQL checks.
import { createDeposit } from '@croupier/contract/payments/create-deposit'
import { createWithdrawal } from '@croupier/contract/payments/create-withdrawal'
import type { Payment } from '@croupier/contract/payments/payment'
import type { RoundResult } from '@croupier/contract/play/game-session'
import { playRound } from '@croupier/contract/play/play-round'
import { recallPayment } from '@croupier/contract/player/recall-payment'
import { type Actor, type CardOutcome, testCard } from './actors.ts'
import type { EngineKind } from './database.ts'
import type { Answer, Traffic } from './http-client.ts'

/** Seeded, so a failing run can be repeated with CRASH_SEED. */
export class Random {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Answers the SQL checks compare with the database. */
export interface Records {
  /** Payments answered 201, by the key they were sent with. */
  payments: { playerId: number; action: 'deposit' | 'cashout'; key: string; id: string }[]
  /** Round steps answered 200. */
  rounds: { sessionId: string; key: string; roundId: string }[]
  duplicates: number
  /** Two answers to one idempotency key that differ. */
  duplicateMismatches: string[]
  limitRefusals: Record<string, number>
}

export interface Workload {
  traffic: Traffic
  random: Random
  records: Records
  runId: string
  isStopping(): boolean
}

let keys = 0
const nextKey = (w: Workload, prefix: string) => `${prefix}-${w.runId}-${++keys}`

/** The refusal's code: `error`, or the 422 body's `errors` as JSON. */
function errorOf(answer: Answer): string {
  const body = answer.body as { error?: string; errors?: Record<string, string[]> } | null
  return body?.error ?? JSON.stringify(body?.errors ?? body)
}

/** Records an answer; anything outside `allowed` (status, or `status code`) is a failure of the tier. */
function expectAnswer(w: Workload, label: string, answer: Answer, allowed: readonly string[]): boolean {
  if (answer.status < 300) return allowed.includes(String(answer.status)) || unexpected(w, label, answer)
  const error = errorOf(answer)
  if (error === 'LIMIT_REACHED') {
    const type = (answer.body as { type?: string }).type ?? '?'
    w.records.limitRefusals[type] = (w.records.limitRefusals[type] ?? 0) + 1
  }
  // 5xx are already reported by the client.
  if (!allowed.includes(`${answer.status} ${error}`) && answer.status < 500) unexpected(w, label, answer)
  return false
}

function unexpected(w: Workload, label: string, answer: Answer): false {
  w.traffic.unexpected.push(`${label}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return false
}

/** A round step replays its stored answer whole; a payment replays itself in its current state. */
function identity(answer: Answer): string {
  const body = answer.body as { round_id?: string; id?: string; amount_cents?: number }
  if (body.round_id !== undefined) return JSON.stringify(body)
  return `${answer.status} ${body.id} ${body.amount_cents}`
}

/**
 * Sends one request, or the same one twice at once. Two successes must be the same round or
 * payment; a refusal stores nothing, so its twin is decided afresh and may differ.
 */
async function send(
  w: Workload,
  actor: Actor,
  label: string,
  endpoint: Parameters<Actor['client']['call']>[1],
  options: Parameters<Actor['client']['call']>[2],
  twice: boolean,
): Promise<Answer> {
  if (!twice) return actor.client.call(label, endpoint, options)
  w.records.duplicates += 1
  const [first, second] = await Promise.all([
    actor.client.call(label, endpoint, options),
    actor.client.call(label, endpoint, options),
  ])
  const bothOk = first.status < 300 && second.status < 300
  if (bothOk && identity(first) !== identity(second))
    w.records.duplicateMismatches.push(
      `${label}: ${first.status} ${JSON.stringify(first.body)} vs ${second.status} ${JSON.stringify(second.body)}`,
    )
  return first.status < 300 ? first : second
}

const ROUND_REFUSALS = ['409 LIMIT_REACHED', '409 INSUFFICIENT_FUNDS']

export async function step(w: Workload, actor: Actor, kind: EngineKind, body: Record<string, unknown>) {
  const sessionId = actor.sessions[kind] ?? ''
  const key = nextKey(w, 'round')
  const twice = w.random.next() < 0.1
  const options = { params: { id: sessionId }, body: { idempotency_key: key, ...body } }
  const answer = await send(w, actor, `round:${kind}`, playRound, options, twice)
  if (!expectAnswer(w, `round:${kind} ${actor.label}`, answer, ['200', ...ROUND_REFUSALS])) return null
  const result = answer.body as RoundResult
  w.records.rounds.push({ sessionId, key, roundId: result.round_id })
  return result
}

/** Real rounds of one engine kind until the workload stops; a blackjack hand is played out. */
export async function playRounds(w: Workload, actor: Actor, kind: EngineKind, maxStake: number) {
  const stake = (min: number) => w.random.int(min, Math.max(min, maxStake))
  while (!w.isStopping()) {
    if (kind === 'slot') await step(w, actor, kind, { action: 'spin', bet_cents: stake(10) })
    else if (kind === 'instant') await step(w, actor, kind, { action: 'scratch', bet_cents: stake(10) })
    else if (kind === 'roulette') {
      const bets = [
        { type: 'red', amount_cents: stake(100) },
        { type: 'straight', value: w.random.int(0, 36), amount_cents: 100 },
      ]
      await step(w, actor, kind, { action: 'roulette', bets })
    } else {
      let hand = await step(w, actor, kind, { action: 'deal', bet_cents: stake(100) })
      for (let i = 0; i < 10 && hand?.status === 'in_progress' && hand.outcome.kind === 'blackjack'; i++) {
        const { actions, player_total } = hand.outcome
        const action =
          actions.includes('double') && w.random.next() < 0.2
            ? 'double'
            : player_total < 16 && actions.includes('hit')
              ? 'hit'
              : 'stand'
        hand = await step(w, actor, kind, { action, round_id: hand.round_id })
      }
    }
  }
}

export type DepositKind = CardOutcome | 'bank_transfer'

export async function deposit(
  w: Workload,
  actor: Actor,
  kind: DepositKind,
  amountCents: number,
  twiceChance = 0.2,
  bonusCode?: string,
) {
  const key = nextKey(w, 'deposit')
  const body = {
    method_id: kind === 'bank_transfer' ? 'bank-transfer' : 'card-visa',
    currency: 'EUR',
    amount_cents: amountCents,
    idempotency_key: key,
    ...(kind === 'bank_transfer' ? {} : { card: testCard(kind) }),
    ...(bonusCode ? { bonus_code: bonusCode } : {}),
  }
  const twice = w.random.next() < twiceChance
  const answer = await send(w, actor, `deposit:${kind}`, createDeposit, { body }, twice)
  if (!expectAnswer(w, `deposit:${kind} ${actor.label}`, answer, ['201', '409 LIMIT_REACHED'])) return
  const payment = answer.body as Payment
  w.records.payments.push({ playerId: actor.playerId, action: 'deposit', key, id: payment.id })
}

async function withdrawAndRecall(w: Workload, actor: Actor) {
  const key = nextKey(w, 'withdrawal')
  const body = {
    method_id: 'bank-transfer',
    currency: 'EUR',
    amount_cents: w.random.int(2_000, 4_000),
    idempotency_key: key,
    account: { iban: 'DE89 3704 0044 0532 0130 00', holder: 'Jane Doe' },
  }
  const twice = w.random.next() < 0.2
  const answer = await send(w, actor, 'withdrawal', createWithdrawal, { body }, twice)
  const allowed = ['201', '422 {"amount_cents":["VALIDATION.NOT_ENOUGH_MONEY"]}']
  if (!expectAnswer(w, `withdrawal ${actor.label}`, answer, allowed)) return
  const payment = answer.body as Payment
  w.records.payments.push({ playerId: actor.playerId, action: 'cashout', key, id: payment.id })
  if (w.random.next() < 0.4) return
  // Some recalls come while the withdrawal is pending, some after it moved on (409).
  await sleep(w.random.int(0, 1_800))
  const recalled = await send(w, actor, 'recall', recallPayment, { params: { id: payment.id } }, twice)
  expectAnswer(w, `recall ${actor.label}`, recalled, ['200', '409 PAYMENT_NOT_RECALLABLE'])
}

const DEPOSIT_KINDS: readonly DepositKind[] = [
  'succeeded',
  'pending',
  'canceled',
  'declined',
  'bank_transfer',
]

/** Deposits of every kind, withdrawals and recalls, at a human-ish pace. */
export async function movePayments(w: Workload, actor: Actor) {
  while (!w.isStopping()) {
    if (w.random.next() < 0.55)
      await deposit(w, actor, w.random.pick(DEPOSIT_KINDS), w.random.int(10, 50) * 100)
    else await withdrawAndRecall(w, actor)
    await sleep(w.random.int(20, 150))
  }
}

/** Bursts of parallel deposits against a deposit limit: pending ones must count too. */
export async function pushDepositLimit(w: Workload, actor: Actor) {
  while (!w.isStopping()) {
    const kinds: DepositKind[] = ['pending', 'bank_transfer', 'succeeded', w.random.pick(DEPOSIT_KINDS)]
    await Promise.all(kinds.map((kind) => deposit(w, actor, kind, 2_000, 0)))
    await sleep(w.random.int(300, 900))
  }
}
