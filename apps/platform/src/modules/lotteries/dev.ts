// The dev routes' work (outside production, ADR 041): a lottery from a body starting now, tickets
// for a player by id or e-mail, and the draw now (end moved to now, then the draw job for it).
import { randomUUID } from 'node:crypto'
import type { createDevLottery } from '@croupier/contract/dev/create-lottery'
import type { LotteryProof, LotteryWinner } from '@croupier/contract/lotteries/lottery'
import { V } from '@croupier/rules/validation-keys'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { newServerSeed } from './draw.ts'
import * as repo from './lotteries.repository.ts'
import { issueTicketsInTx } from './tickets.ts'
import { present } from './views.ts'

type CreateBody = z.infer<typeof createDevLottery.body>

export function createLotteryFromBody(db: Database, body: CreateBody, now: Date): Promise<repo.LotteryRow> {
  const seed = newServerSeed()
  return repo.insertLottery(db, {
    frontendIdentifier: body.identifier,
    titles: { en: body.title },
    startAt: now,
    endAt: new Date(now.getTime() + body.minutes * 60_000),
    groupIds: body.group_ids ?? [],
    depositMin: body.deposit_min ?? null,
    stakeEurCents: body.stake_eur_cents ?? null,
    prizes: body.prizes ?? [],
    serverSeed: seed.seed,
    serverSeedHash: seed.hash,
  })
}

export async function ticketsFromOperator(
  db: Database,
  id: string,
  body: { player_id?: number | undefined; email?: string | undefined; count: number },
  now: Date,
): Promise<{ lottery_id: string; tickets: number }> {
  if (body.player_id === undefined && body.email === undefined)
    throw new FieldValidationError({ player_id: [V.REQUIRED] })
  const playerId = await repo.findPlayerId(db, { id: body.player_id, email: body.email })
  if (playerId === undefined) throw new HttpError(404, 'NOT_FOUND', 'No such player.')
  const row = await repo.findLottery(db, id)
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such lottery.')
  const key = `operator:${row.id}:${randomUUID()}`
  await db.transaction((tx) =>
    issueTicketsInTx(tx, { lotteryId: row.id, playerId, count: body.count, key, source: 'operator', now }),
  )
  const mine = await repo.ticketCounts(db, [row.id], playerId)
  return { lottery_id: String(row.id), tickets: mine.get(row.id) ?? 0 }
}

export async function drawNow(
  db: Database,
  id: string,
  now: Date,
  runDraws: (now: Date, onlyId: number) => Promise<number[]>,
): Promise<{ lottery_id: string; winners: LotteryWinner[]; proof: LotteryProof }> {
  const row = await repo.findLottery(db, id)
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such lottery.')
  await repo.moveEndTo(db, row.id, now)
  await runDraws(now, row.id)
  const drawn = (await repo.findLottery(db, String(row.id))) ?? row
  const view = await present(db, drawn, { playerId: null, locale: 'en' }, now)
  return { lottery_id: view.id, winners: view.winners, proof: view.proof }
}
