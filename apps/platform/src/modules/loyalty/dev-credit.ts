// POST /api/dev/comp-points: the operator's back office stand-in (ADR 040) credits points to a player
// by id or e-mail; each call is its own `operator:<uuid>` entry.
import { randomUUID } from 'node:crypto'
import type { CompPoints } from '@croupier/contract/loyalty/comp-points'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import * as repo from './loyalty.repository.ts'
import { compPointsOf, creditPointsInTx } from './points.ts'

interface CreditBody {
  player_id?: number | undefined
  email?: string | undefined
  points: number
  persistent?: boolean | undefined
}

export async function creditFromOperator(db: Database, body: CreditBody, now: Date): Promise<CompPoints> {
  if (body.player_id === undefined && body.email === undefined)
    throw new FieldValidationError({ player_id: [V.REQUIRED] })
  const playerId = await repo.findPlayerId(db, { id: body.player_id, email: body.email })
  if (playerId === undefined) throw new HttpError(404, 'NOT_FOUND', 'No such player.')
  await db.transaction((tx) =>
    creditPointsInTx(tx, {
      playerId,
      points: body.points,
      persistent: body.persistent ?? true,
      reason: 'operator',
      key: `operator:${randomUUID()}`,
      now,
    }),
  )
  return compPointsOf(db, playerId)
}
