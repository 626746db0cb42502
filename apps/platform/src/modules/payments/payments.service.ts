// The sandbox payment provider (issue #5 items 1–3): methods, crypto addresses, deposits,
// withdrawals, the provider callback, recall and the history. Money moves only through the ledger:
// a deposit is credited once with the key `payment:<id>:credit` when it succeeds (whether the
// answer is immediate, a callback, a repeated callback or the job), and never once it is final
// (declined or canceled: a late success callback changes nothing); a withdrawal reserves its amount
// at once with `payment:<id>:reserve` (never more than available_to_cashout) and a recall or a
// rejection returns it once with `payment:<id>:recall` / `payment:<id>:refund`. Each state change
// locks its payment row, so concurrent callbacks, recalls and job steps run one after the other.
// Services return what changed; the routes and the job publish it after commit.
import { createHash } from 'node:crypto'
import type { CreateDepositBodySchema } from '@croupier/contract/payments/create-deposit'
import type { CreateWithdrawalBodySchema } from '@croupier/contract/payments/create-withdrawal'
import type { CryptoAddress } from '@croupier/contract/payments/get-crypto-address'
import type { PaymentMethod, SavedProfile } from '@croupier/contract/payments/get-payment-methods'
import {
  PAYMENT_SYSTEM_TYPES,
  type Payment,
  type PaymentState,
  SANDBOX_PENDING_DELAY_MS,
} from '@croupier/contract/payments/payment'
import type { ProviderCallbackBody } from '@croupier/contract/payments/provider-callback'
import { CRYPTO_ADDRESS_CURRENCIES, normaliseCurrencyCode } from '@croupier/rules/currency'
import { LT_IBAN_GROUP } from '@croupier/rules/groups'
import {
  amountError,
  ibanIsLT,
  isRecallable,
  maskAccount,
  maskCard,
  type SandboxOutcome,
  sandboxCardOutcome,
  validateAccount,
  validateCard,
} from '@croupier/rules/payments'
import { V } from '@croupier/rules/validation-keys'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { assertDepositAllowed } from '../limits/limits.enforcement.ts'
import { addPlayerGroups, listPlayerGroupRefs } from '../player/player.repository.ts'
import { InsufficientFundsError, type Posted, postTransaction } from '../wallet/ledger.repository.ts'
import { runFraudCheck } from './fraud.service.ts'
import * as repo from './payments.repository.ts'
import type { PaymentsSettings } from './payments.settings.ts'
import { sandboxAddress, signCallback, verifyCallback } from './sandbox-provider.ts'
import { settle } from './settle-payment.ts'

type DepositBody = z.output<typeof CreateDepositBodySchema>
type WithdrawalBody = z.output<typeof CreateWithdrawalBodySchema>

export type PaymentChangeState = PaymentState

export interface PaymentsDeps {
  db: Database
  settings: PaymentsSettings
}

/** What a call changed, for the realtime events the caller publishes after commit. */
export interface PaymentChange {
  payment: repo.PaymentRow
  /** The ledger posting this change made (balance event), if any. */
  posted: Posted | null
  /** A card was saved: the methods list changed (payment_methods_updated). */
  methodsChanged: boolean
  /** The player joined new groups (LT IBAN, spec 1 §5). */
  groupsChanged: boolean
}

const paymentNotFound = () => new HttpError(404, 'PAYMENT_NOT_FOUND', 'No such payment.')
const notRecallable = () =>
  new HttpError(409, 'PAYMENT_NOT_RECALLABLE', 'This withdrawal can no longer be cancelled.')
const invalidMethod = () => new FieldValidationError({ method_id: [V.INVALID] })

export function toPayment(row: repo.PaymentRow): Payment {
  return {
    id: String(row.id),
    action: row.action,
    state: row.state as PaymentState,
    amount_cents: row.amountCents,
    currency: row.currency,
    payment_system_type: PAYMENT_SYSTEM_TYPES[row.action],
    method_id: row.methodCode,
    method_type: row.methodType,
    brand: row.brand,
    card:
      row.cardBin && row.cardLast4
        ? { bin: row.cardBin, last4: row.cardLast4, expiry: row.cardExpiry, holder: row.cardHolder }
        : null,
    account_mask: row.accountMask,
    bonus_code: row.bonusCode,
    error_key: row.errorKey,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    recallable: isRecallable(row.action, row.state as PaymentState),
  }
}

async function groupIdsOf(db: Database, playerId: number): Promise<number[]> {
  return (await listPlayerGroupRefs(db, playerId)).map((g) => g.id)
}

function profileOf(row: repo.ProfileRow): SavedProfile {
  return {
    id: String(row.id),
    label: `${row.brand} •••• ${row.cardLast4}`,
    card: { bin: row.cardBin, last4: row.cardLast4, expiry: row.cardExpiry, holder: row.cardHolder },
  }
}

const FIELDS: Record<repo.MethodRow['type'], Record<'deposit' | 'cashout', PaymentMethod['fields']>> = {
  card: {
    deposit: ['card.number', 'card.expiry', 'card.holder', 'card.cvv'],
    cashout: ['card.number', 'card.expiry', 'card.holder', 'card.cvv'],
  },
  ewallet: { deposit: ['account.email'], cashout: ['account.email'] },
  bank_transfer: { deposit: [], cashout: ['account.iban', 'account.holder'] },
  crypto: { deposit: [], cashout: ['account.address'] },
}

/**
 * The sandbox provider's terms per method kind (spec 2 §3 "termsOfService restrictions"): money goes
 * back the way it came (anti-money-laundering practice), accounts must be the player's own, and a
 * crypto transfer on the wrong coin or network is lost.
 */
const TERMS: Record<
  repo.MethodRow['type'],
  Record<'deposit' | 'cashout', PaymentMethod['terms_of_service']>
> = {
  card: { deposit: ['withdraw_to_same_method'], cashout: ['withdraw_to_same_method', 'own_account_only'] },
  ewallet: { deposit: ['withdraw_to_same_method', 'own_account_only'], cashout: ['own_account_only'] },
  bank_transfer: { deposit: ['own_account_only'], cashout: ['own_account_only'] },
  crypto: {
    deposit: ['exact_coin_and_network', 'network_confirmations'],
    cashout: ['exact_coin_and_network', 'crypto_address_ownership'],
  },
}

function visible(method: repo.MethodRow, groups: readonly number[]): boolean {
  return method.hiddenForGroup === null || !groups.includes(method.hiddenForGroup)
}

/** `playerId` null: a guest reading the payments info page (spec 2 §2.7) — no saved profiles. */
export async function listMethods(
  db: Database,
  playerId: number | null,
  currency: string,
  action: 'deposit' | 'cashout',
): Promise<PaymentMethod[]> {
  const code = normaliseCurrencyCode(currency)
  const [methods, groups, profiles] = await Promise.all([
    repo.listMethods(db, code, action),
    playerId === null ? [] : groupIdsOf(db, playerId),
    playerId === null ? [] : repo.listProfiles(db, playerId),
  ])
  return methods
    .filter((m) => visible(m, groups))
    .map((m) => ({
      id: m.code,
      type: m.type,
      brand: m.brand,
      provider: m.provider,
      currency: m.currency,
      action: m.action,
      fee: { fixed_cents: m.feeFixedCents, percent_bp: m.feePercentBp },
      processing_time: m.processingTime,
      min_cents: m.minCents,
      max_cents: m.maxCents,
      network: m.network,
      fields: FIELDS[m.type][action],
      saved_profiles: m.type === 'card' ? profiles.filter((p) => p.brand === m.brand).map(profileOf) : [],
      terms_of_service: TERMS[m.type][action],
    }))
}

export async function cryptoAddress(
  deps: PaymentsDeps,
  playerId: number,
  currency: string,
  network: string | undefined,
): Promise<CryptoAddress> {
  const code = normaliseCurrencyCode(currency)
  const chain = (CRYPTO_ADDRESS_CURRENCIES as readonly string[]).includes(code)
    ? await repo.findCryptoNetwork(deps.db, code, network)
    : null
  if (!chain) throw new FieldValidationError(network ? { network: [V.INVALID] } : { currency: [V.INVALID] })
  const address = await repo.findOrInsertAddress(deps.db, {
    playerId,
    currency: code,
    network: chain,
    address: sandboxAddress(deps.settings.callbackSecret, playerId, code, chain),
  })
  return { currency: code, network: chain, address, tag: null }
}

/** The request under its idempotency key, without the card number or CVV (never stored, not even hashed). */
function requestHash(body: DepositBody | WithdrawalBody): string {
  const { card, ...rest } = body
  const masked = card?.number ? maskCard(card.number) : null
  const canonical = JSON.stringify({
    ...rest,
    card: card ? { ...masked, expiry: card.expiry, holder: card.holder } : null,
  })
  return createHash('sha256').update(canonical).digest('hex')
}

function replay(existing: repo.PaymentRow, hash: string): PaymentChange {
  if (existing.requestHash !== hash)
    throw new HttpError(409, 'IDEMPOTENCY_CONFLICT', 'This idempotency key was used for another request.')
  return { payment: existing, posted: null, methodsChanged: false, groupsChanged: false }
}

/** Thrown inside a transaction when a concurrent request inserted the same key first. */
class KeyTaken extends Error {}

async function resolveMethod(
  db: Database,
  body: { method_id: string; currency: string },
  action: 'deposit' | 'cashout',
  playerId: number,
) {
  const method = await repo.findMethod(db, body.method_id, normaliseCurrencyCode(body.currency), action)
  if (!method || !visible(method, await groupIdsOf(db, playerId))) throw invalidMethod()
  return method
}

interface CardDetails {
  bin: string
  last4: string
  expiry: string
  holder: string | null
}

/** The card of a card payment: a saved profile of this player, or a new card passing every rule. */
async function cardDetails(
  deps: PaymentsDeps,
  playerId: number,
  body: { card?: DepositBody['card']; saved_profile_id?: string | undefined },
  now: Date,
): Promise<CardDetails> {
  if (body.saved_profile_id !== undefined) {
    const id = Number(body.saved_profile_id)
    const profile = Number.isSafeInteger(id) ? await repo.findProfile(deps.db, playerId, id) : undefined
    if (!profile) throw new FieldValidationError({ saved_profile_id: [V.INVALID] })
    return {
      bin: profile.cardBin,
      last4: profile.cardLast4,
      expiry: profile.cardExpiry,
      holder: profile.cardHolder,
    }
  }
  const card = body.card ?? {}
  const errors = validateCard(card, now, deps.settings.blockedBins)
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
  const { bin, last4 } = maskCard(card.number ?? '')
  return { bin, last4, expiry: (card.expiry ?? '').trim(), holder: card.holder?.trim() || null }
}

function depositOutcome(method: repo.MethodRow, card: CardDetails | null): SandboxOutcome {
  if (card) return sandboxCardOutcome(card.bin, card.last4)
  // Crypto waits for the transfer, a bank transfer for the bank; the sandbox completes both.
  return method.type === 'crypto' || (method.type === 'bank_transfer' && method.processingTime !== 'instant')
    ? 'pending'
    : 'succeeded'
}

/** The chosen method (amount within its bounds) and, for a card, the validated card. */
async function methodAndCard(
  deps: PaymentsDeps,
  playerId: number,
  body: DepositBody | WithdrawalBody,
  action: 'deposit' | 'cashout',
  now: Date,
): Promise<{ method: repo.MethodRow; card: CardDetails | null }> {
  const method = await resolveMethod(deps.db, body, action, playerId)
  const tooFar = amountError(body.amount_cents, method.minCents, method.maxCents)
  if (tooFar) throw new FieldValidationError({ amount_cents: [tooFar] })
  const card = method.type === 'card' ? await cardDetails(deps, playerId, body, now) : null
  return { method, card }
}

/** The fraud check of spec 1 §7 before any money moves; a denial is 403 PAYMENT_REFUSED. */
async function screenPayment(
  deps: PaymentsDeps,
  playerId: number,
  action: 'deposit' | 'cashout',
  method: repo.MethodRow,
  card: CardDetails | null,
  amountCents: number,
): Promise<void> {
  const fraud = await runFraudCheck(deps, playerId, {
    source: action === 'deposit' ? 'deposit' : 'withdrawal',
    type: action === 'deposit' ? 'transaction' : 'payout',
    currency: method.currency,
    amountCents,
    cardBin: card?.bin,
    cardLast4: card?.last4,
    payload: { method_id: method.code, payment_system: method.brand },
  })
  if (fraud.decision === 'deny') throw new HttpError(403, 'PAYMENT_REFUSED', 'This payment was refused.')
}

/** The payment row's method columns; of a card only BIN, last four, expiry and holder are kept. */
function methodColumns(method: repo.MethodRow, card: CardDetails | null, accountMask: string | null) {
  return {
    currency: method.currency,
    methodCode: method.code,
    methodType: method.type,
    brand: method.brand,
    cardBin: card?.bin ?? null,
    cardLast4: card?.last4 ?? null,
    cardExpiry: card?.expiry ?? null,
    cardHolder: card?.holder ?? null,
    accountMask,
  }
}

export async function createDeposit(
  deps: PaymentsDeps,
  playerId: number,
  body: DepositBody,
  now: Date,
): Promise<PaymentChange> {
  const { db } = deps
  const hash = requestHash(body)
  const earlier = await repo.findPaymentByKey(db, playerId, 'deposit', body.idempotency_key)
  if (earlier) return replay(earlier, hash)

  const { method, card } = await methodAndCard(deps, playerId, body, 'deposit', now)
  let accountMask: string | null = null
  if (method.type === 'ewallet') {
    const errors = validateAccount('ewallet', body.account ?? {})
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
    accountMask = maskAccount('ewallet', body.account ?? {})
  }

  await screenPayment(deps, playerId, 'deposit', method, card, body.amount_cents)

  const outcome = depositOutcome(method, card)
  // The provider answers these later, through the callback the job sends when due.
  const deferred = outcome === 'pending' || outcome === 'canceled'
  try {
    return await db.transaction(async (tx) => {
      await assertDepositAllowed(tx, {
        playerId,
        currency: method.currency,
        amountCents: body.amount_cents,
        now,
      })
      const row = await repo.insertPayment(tx, {
        playerId,
        action: 'deposit',
        state: 'pending',
        amountCents: body.amount_cents,
        ...methodColumns(method, card, accountMask),
        bonusCode: body.bonus_code || null,
        sandboxOutcome: outcome,
        idempotencyKey: body.idempotency_key,
        requestHash: hash,
        dueAt: deferred ? new Date(now.getTime() + SANDBOX_PENDING_DELAY_MS) : null,
        createdAt: now,
        updatedAt: now,
      })
      if (!row) throw new KeyTaken()
      if (deferred) return { payment: row, posted: null, methodsChanged: false, groupsChanged: false }
      return settle(tx, row, outcome, now)
    })
  } catch (error) {
    // A copy of this request that took the player's deposit lock first may have used the room
    // of a limit: the repeat answers as that copy did, never LIMIT_REACHED for its own deposit.
    const winner = await repo.findPaymentByKey(db, playerId, 'deposit', body.idempotency_key)
    if (!winner) throw error
    return replay(winner, hash)
  }
}

export async function createWithdrawal(
  deps: PaymentsDeps,
  playerId: number,
  body: WithdrawalBody,
  now: Date,
): Promise<PaymentChange> {
  const { db, settings } = deps
  const hash = requestHash(body)
  const earlier = await repo.findPaymentByKey(db, playerId, 'cashout', body.idempotency_key)
  if (earlier) return replay(earlier, hash)

  const { method, card } = await methodAndCard(deps, playerId, body, 'cashout', now)
  let accountMask: string | null = null
  let joinsLtGroup = false
  if (method.type !== 'card') {
    const account = body.account ?? {}
    const errors = validateAccount(method.type, account)
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
    accountMask = maskAccount(method.type, account)
    joinsLtGroup = method.type === 'bank_transfer' && ibanIsLT(account.iban)
  }

  await screenPayment(deps, playerId, 'cashout', method, card, body.amount_cents)

  let change: PaymentChange
  try {
    change = await db.transaction(async (tx) => {
      const row = await repo.insertPayment(tx, {
        playerId,
        action: 'cashout',
        state: 'pending',
        amountCents: body.amount_cents,
        ...methodColumns(method, card, accountMask),
        idempotencyKey: body.idempotency_key,
        requestHash: hash,
        dueAt: new Date(now.getTime() + settings.withdrawalProcessDelayMs),
        createdAt: now,
        updatedAt: now,
      })
      if (!row) throw new KeyTaken()
      const posted = await postTransaction(tx, {
        playerId,
        currency: method.currency,
        amountCents: -body.amount_cents,
        kind: 'withdrawal',
        idempotencyKey: `payment:${row.id}:reserve`,
        reference: `payment:${row.id}`,
        now,
      })
      return { payment: row, posted, methodsChanged: false, groupsChanged: false }
    })
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw new FieldValidationError({ amount_cents: [V.NOT_ENOUGH_MONEY] })
    if (!(error instanceof KeyTaken)) throw error
    const winner = await repo.findPaymentByKey(db, playerId, 'cashout', body.idempotency_key)
    if (!winner) throw error
    return replay(winner, hash)
  }
  if (joinsLtGroup) {
    const before = await groupIdsOf(db, playerId)
    if (!before.includes(LT_IBAN_GROUP)) {
      await addPlayerGroups(db, playerId, [LT_IBAN_GROUP])
      change.groupsChanged = true
    }
  }
  return change
}

/** The provider's callback (signed): each event once, each payment's outcome once. */
export async function applyCallback(
  deps: PaymentsDeps,
  body: ProviderCallbackBody,
  now: Date,
): Promise<PaymentChange> {
  if (!verifyCallback(deps.settings.callbackSecret, body))
    throw new HttpError(403, 'INVALID_SIGNATURE', 'The callback signature does not match.')
  const id = Number(body.payment_id)
  if (!Number.isSafeInteger(id) || id <= 0) throw paymentNotFound()
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockPayment(tx, id)
    if (!row) throw paymentNotFound()
    const fresh = await repo.recordCallbackEvent(tx, {
      eventId: body.event_id,
      paymentId: id,
      outcome: body.outcome,
      createdAt: now,
    })
    if (!fresh) return { payment: row, posted: null, methodsChanged: false, groupsChanged: false }
    return settle(tx, row, body.outcome, now)
  })
}

/** What the sandbox provider sends when a payment completes (the job uses the real callback path). */
export function sandboxCallback(
  secret: string,
  paymentId: number,
  step: string,
  outcome: ProviderCallbackBody['outcome'],
): ProviderCallbackBody {
  const unsigned = { event_id: `sandbox:${paymentId}:${step}`, payment_id: String(paymentId), outcome }
  return { ...unsigned, signature: signCallback(secret, unsigned) }
}

export async function recall(
  deps: PaymentsDeps,
  playerId: number,
  paymentId: string,
  now: Date,
): Promise<PaymentChange> {
  const id = Number(paymentId)
  if (!/^\d+$/.test(paymentId) || !Number.isSafeInteger(id)) throw paymentNotFound()
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockPayment(tx, id)
    // Another player's payment is as unknown as a missing one (no IDOR, no existence leak).
    if (!row || row.playerId !== playerId) throw paymentNotFound()
    const unchanged: PaymentChange = {
      payment: row,
      posted: null,
      methodsChanged: false,
      groupsChanged: false,
    }
    if (row.state === 'recalled') return unchanged
    if (!isRecallable(row.action, row.state as PaymentState)) throw notRecallable()
    const posted = await postTransaction(tx, {
      playerId,
      currency: row.currency,
      amountCents: row.amountCents,
      kind: 'refund',
      idempotencyKey: `payment:${row.id}:recall`,
      reference: `payment:${row.id}`,
      now,
    })
    const payment = await repo.updatePayment(tx, row.id, {
      state: 'recalled',
      finishedAt: now,
      updatedAt: now,
      dueAt: null,
    })
    return { ...unchanged, payment, posted: posted.replayed ? null : posted }
  })
}

export async function history(
  db: Database,
  playerId: number,
  action: 'deposit' | 'cashout' | undefined,
  limit: number | undefined,
): Promise<Payment[]> {
  return (await repo.listPlayerPayments(db, playerId, action, limit ?? 50)).map(toPayment)
}

/** The callback outcome the sandbox sends for a due pending deposit. */
function laterOutcome(row: repo.PaymentRow | undefined): ProviderCallbackBody['outcome'] {
  if (row?.sandboxOutcome === 'declined') return 'declined'
  if (row?.sandboxOutcome === 'canceled') return 'canceled'
  return 'succeeded'
}

/** Payments whose next step is due: pending deposits complete (or are canceled), withdrawals move on. */
export async function runDueJobs(deps: PaymentsDeps, now: Date, batch = 100): Promise<PaymentChange[]> {
  const changes: PaymentChange[] = []
  for (const id of await repo.dueDepositIds(deps.db, now, batch)) {
    const outcome = laterOutcome(await repo.findPayment(deps.db, id))
    const change = await applyCallback(
      deps,
      sandboxCallback(deps.settings.callbackSecret, id, 'complete', outcome),
      now,
    )
    changes.push(change)
  }
  for (const id of await repo.dueWithdrawalIds(deps.db, now, batch)) {
    const moved = await deps.db.transaction(async (tx) => {
      const row = await repo.claimPayment(tx, id)
      if (row?.state !== 'pending' || !row.dueAt || row.dueAt > now) return null
      return repo.updatePayment(tx, id, {
        state: 'processing',
        updatedAt: now,
        dueAt: new Date(now.getTime() + deps.settings.withdrawalProcessDelayMs),
      })
    })
    if (moved) {
      changes.push({ payment: moved, posted: null, methodsChanged: false, groupsChanged: false })
      continue
    }
    const row = await repo.findPayment(deps.db, id)
    if (row?.state === 'processing' && row.dueAt && row.dueAt <= now)
      changes.push(
        await applyCallback(
          deps,
          sandboxCallback(deps.settings.callbackSecret, id, 'payout', 'succeeded'),
          now,
        ),
      )
  }
  return changes
}
