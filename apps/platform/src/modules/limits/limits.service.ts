// Limits a player sets (issue #5 item 7; spec 1 §3, §7; UKGC RTS 12, MGA). A new limit or a lower
// amount applies at once; a higher amount or a removal waits for the 24 h cooling period AND the
// emailed link (single use, 7 days). Cooling-off and self-exclusion start at once, cannot be lifted
// early, and a self-exclusion signs the player out everywhere.
import type { CreateUserLimitBody } from '@croupier/contract/limits/create-user-limit'
import type { ResponsibleGaming, UserLimit } from '@croupier/contract/limits/user-limit'
import {
  changeKind,
  isLimitReached,
  isPeriodAllowed,
  isRestriction,
  LIMIT_CONFIRM_TOKEN_TTL_MS,
  LIMIT_INCREASE_COOLING_MS,
  restrictionEnd,
} from '@croupier/rules/limits'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { newToken, sha256 } from '../auth/credentials.service.ts'
import { emitEventNow } from '../events/events.service.ts'
import type { Mailer } from '../mail/mail.service.ts'
import { limitChangeMail } from '../mail/mail.service.ts'
import { findPlayerById } from '../player/player-records.service.ts'
import { endOtherSessions } from '../session/session.service.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import { findRestriction } from './limits.enforcement.ts'
import * as repo from './limits.repository.ts'
import { limitUsage } from './limits.usage.ts'

export interface LimitDeps {
  db: Database
  mailer: Mailer
  now: Date
  /** Origin of the emailed confirmation link. */
  origin: string
}

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such limit.')
const iso = (date: Date | null): string | null => date?.toISOString() ?? null

export async function toWireLimit(db: Executor, row: repo.LimitRow, now: Date): Promise<UserLimit> {
  const usage = await limitUsage(db, row, now)
  const accounts =
    row.currency !== null && row.amountCents !== null
      ? [
          {
            currency: row.currency,
            amount_cents: row.amountCents,
            current_value_amount_cents: Math.max(0, usage.currentCents ?? 0),
          },
        ]
      : []
  const currentMinutes = usage.playedMs === null ? null : Math.floor(usage.playedMs / 60_000)
  const view = { type: row.type, accounts, minutes: row.minutes, current_minutes: currentMinutes }
  return {
    id: String(row.id),
    type: row.type,
    period: row.period,
    accounts,
    minutes: row.minutes,
    current_minutes: currentMinutes,
    status:
      row.pendingKind === 'increase'
        ? 'pending_increase'
        : row.pendingKind === 'removal'
          ? 'pending_removal'
          : 'active',
    pending_amount_cents: row.pendingAmountCents,
    pending_minutes: row.pendingMinutes,
    applies_at: iso(row.pendingAppliesAt),
    pending_confirmed: row.pendingConfirmedAt !== null,
    reached: isLimitReached(view, row.currency ?? ''),
    created_at: row.createdAt.toISOString(),
    ends_at: iso(row.endsAt),
  }
}

export async function listUserLimits(db: Database, playerId: number, now: Date): Promise<UserLimit[]> {
  await repo.settlePending(db, playerId, now)
  const rows = await repo.listLimits(db, playerId, now)
  return Promise.all(rows.map((row) => toWireLimit(db, row, now)))
}

/** GET /api/player `responsible_gaming`: the block in force, if any. */
export async function responsibleGaming(
  db: Executor,
  playerId: number,
  now: Date,
): Promise<ResponsibleGaming> {
  const row = await findRestriction(db, playerId, now)
  if (!row) return { restriction: null, until: null }
  return { restriction: row.type as 'coolingoff' | 'selfexclusion', until: iso(row.endsAt) }
}

/** Starts a pending increase or removal and mails its confirmation link. */
async function askForChange(
  deps: LimitDeps,
  row: repo.LimitRow,
  change: { kind: 'increase' | 'removal'; amountCents?: number | null; minutes?: number | null },
): Promise<repo.LimitRow> {
  const token = newToken()
  const updated = await repo.updateLimit(deps.db, row.id, {
    pendingKind: change.kind,
    pendingAmountCents: change.amountCents ?? null,
    pendingMinutes: change.minutes ?? null,
    pendingAppliesAt: new Date(deps.now.getTime() + LIMIT_INCREASE_COOLING_MS),
    pendingConfirmedAt: null,
    pendingTokenHash: sha256(token),
    pendingTokenExpiresAt: new Date(deps.now.getTime() + LIMIT_CONFIRM_TOKEN_TTL_MS),
    updatedAt: deps.now,
  })
  const player = await findPlayerById(deps.db, row.playerId)
  if (player) {
    const link = `${deps.origin}/profile/limits/confirm?token=${encodeURIComponent(token)}`
    await deps.mailer.send(
      player.email,
      'limit_change',
      limitChangeMail({
        link,
        type: row.type,
        period: row.period,
        removal: change.kind === 'removal',
        newValue:
          change.amountCents != null
            ? `${(change.amountCents / 100).toFixed(2)} ${row.currency ?? ''}`.trim()
            : change.minutes != null
              ? `${change.minutes} min`
              : null,
        appliesAt: updated.pendingAppliesAt ?? deps.now,
        validDays: LIMIT_CONFIRM_TOKEN_TTL_MS / 86_400_000,
      }),
    )
  }
  return updated
}

export interface LimitChange {
  limit: UserLimit
  /** A self-exclusion was set: every session of the player has been ended. */
  signedOut: boolean
}

/** POST /api/user_limits (see the contract file for the rules); `limit.changed` tells the player's sockets. */
export async function setLimit(
  deps: LimitDeps,
  playerId: number,
  body: CreateUserLimitBody,
): Promise<LimitChange> {
  const change = await applyLimit(deps, playerId, body)
  const { limit } = change
  await emitEventNow(deps.db, {
    type: 'limit.changed',
    payload: { player_id: playerId, limit_id: Number(limit.id), type: limit.type, reached: limit.reached },
  })
  return change
}

async function applyLimit(
  deps: LimitDeps,
  playerId: number,
  body: CreateUserLimitBody,
): Promise<LimitChange> {
  const { db, now } = deps
  if (!isPeriodAllowed(body.type, body.period)) throw new FieldValidationError({ period: [V.INVALID] })
  await repo.settlePending(db, playerId, now)

  if (isRestriction(body.type)) {
    const row = await repo.insertLimit(db, {
      playerId,
      type: body.type,
      period: body.period,
      endsAt: restrictionEnd(body.period, now),
      createdAt: now,
      updatedAt: now,
    })
    // MGA / UKGC: self-exclusion closes the account at once, on every device.
    const signedOut = body.type === 'selfexclusion'
    if (signedOut) await endOtherSessions(db, playerId, now)
    return { limit: await toWireLimit(db, row, now), signedOut }
  }

  const currency = 'currency' in body ? body.currency : null
  const next = 'amount_cents' in body ? body.amount_cents : body.type === 'session' ? body.minutes : 0
  const existing = await repo.findSameLimit(db, playerId, body.type, body.period, currency)
  if (!existing) {
    const row = await repo.insertLimit(db, {
      playerId,
      type: body.type,
      period: body.period,
      currency,
      amountCents: currency !== null ? next : null,
      minutes: body.type === 'session' ? next : null,
      createdAt: now,
      updatedAt: now,
    })
    return { limit: await toWireLimit(db, row, now), signedOut: false }
  }

  const current = body.type === 'session' ? existing.minutes : existing.amountCents
  const kind = changeKind(current, next)
  let row = existing
  if (kind === 'apply') {
    // A decrease applies at once and cancels whatever was pending.
    row = await repo.updateLimit(db, existing.id, {
      ...(body.type === 'session' ? { minutes: next } : { amountCents: next }),
      ...repo.NO_PENDING,
      updatedAt: now,
    })
  } else if (kind === 'same') {
    if (existing.pendingKind)
      row = await repo.updateLimit(db, existing.id, { ...repo.NO_PENDING, updatedAt: now })
  } else {
    row = await askForChange(deps, existing, {
      kind: 'increase',
      ...(body.type === 'session' ? { minutes: next } : { amountCents: next }),
    })
  }
  return { limit: await toWireLimit(db, row, now), signedOut: false }
}

/** DELETE /api/user_limits/:id: a removal waits like an increase; blocks cannot be lifted. */
export async function removeLimit(deps: LimitDeps, playerId: number, rawId: string): Promise<UserLimit> {
  const { db, now } = deps
  if (!/^\d{1,9}$/.test(rawId)) throw notFound()
  await repo.settlePending(db, playerId, now)
  const row = await repo.findLimit(db, playerId, Number(rawId))
  if (!row) throw notFound()
  if (isRestriction(row.type)) {
    if (row.endsAt === null || row.endsAt.getTime() > now.getTime())
      throw new HttpError(
        409,
        'LIMIT_LOCKED',
        'A cooling-off or self-exclusion cannot be lifted before it ends.',
      )
    throw notFound()
  }
  const updated = await askForChange(deps, row, { kind: 'removal' })
  return toWireLimit(db, updated, now)
}

/** POST /api/user_limits/confirm: the token is the right (no session needed). */
export async function confirmChange(
  db: Database,
  token: string,
  now: Date,
): Promise<{ limit: UserLimit | null; applied: boolean }> {
  const invalid = () =>
    new HttpError(404, 'LIMIT_TOKEN_INVALID', 'This link is unknown, already used or expired.')
  // Single use: the update clears the hash, so a second call finds nothing.
  const row = await repo.spendLimitToken(db, sha256(token), now)
  if (!row) throw invalid()
  await repo.settlePending(db, row.playerId, now)
  const after = await repo.findLimit(db, row.playerId, row.id)
  const applied = !after || after.pendingKind === null
  const limit = after ? await toWireLimit(db, after, now) : null
  if (applied)
    await emitEventNow(db, {
      type: 'limit.changed',
      payload: {
        player_id: row.playerId,
        limit_id: after?.id ?? null,
        type: row.type,
        reached: limit?.reached ?? false,
      },
    })
  return { limit, applied }
}
