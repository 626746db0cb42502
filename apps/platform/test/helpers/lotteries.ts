// Shared setup of the lottery test files: lotteries made through the dev route, tickets and winners
// read from the tables.
import * as api from '@croupier/contract/api.generated'
import type { Lottery } from '@croupier/contract/lotteries/lottery'
import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { lotteryTickets, lotteryWinners } from '../../src/modules/lotteries/lotteries.tables.ts'
import { inject } from './call.ts'
import type { TestApp } from './test-app.ts'

let lotteries = 0

export async function createLottery(t: TestApp, body: Record<string, unknown> = {}): Promise<Lottery> {
  lotteries += 1
  const response = await inject(t.app, api.createDevLottery, {
    rawBody: {
      identifier: `test-lottery-${lotteries}-${Date.now()}`,
      title: 'Test lottery',
      minutes: 60,
      ...body,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Lottery
}

export const ticketsOf = (t: TestApp, lotteryId: string | number) =>
  t.db
    .select()
    .from(lotteryTickets)
    .where(eq(lotteryTickets.lotteryId, Number(lotteryId)))
    .orderBy(asc(lotteryTickets.id))

export const winnersOf = (t: TestApp, lotteryId: string | number) =>
  t.db
    .select()
    .from(lotteryWinners)
    .where(eq(lotteryWinners.lotteryId, Number(lotteryId)))
    .orderBy(asc(lotteryWinners.place))

export async function giveTickets(t: TestApp, lotteryId: string, playerId: number, count: number) {
  const response = await inject(t.app, api.issueDevLotteryTickets, {
    params: { id: lotteryId },
    body: { player_id: playerId, count },
  })
  expect(response.statusCode, response.body).toBe(201)
}
