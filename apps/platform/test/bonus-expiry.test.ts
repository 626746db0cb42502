// The bonus expiry job with a moved clock (issue #12, ADR 039): issued bonuses and batches past
// their activation deadline expire, activated bonuses past their wagering deadline expire and
// forfeit their money (never the cash), each once even when runs overlap; the development route
// runs it at a given time; the player's room hears bonuses_changes and freespins_changes.
import * as api from '@croupier/contract/api.generated'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  activeBonus,
  bonusRow,
  expectInvariants,
  freeSpinsRow,
  gameId,
  issueBonus,
  issueFreeSpins,
  pockets,
  postingsOf,
} from './helpers/bonuses.ts'
import { inject } from './helpers/call.ts'
import { fundedPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { insertPlayGames, SLOT } from './play-fixtures.ts'

const DAY = 86_400_000
const START = new Date('2026-11-20T12:00:00.000Z')
let clock = new Date(START)
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
  await insertPlayGames(t.db)
})
afterAll(() => t.close())
afterEach(async () => {
  await expectInvariants(t)
  clock = new Date(START)
})

describe('bonus expiry', () => {
  it('expires issued bonuses past activation and forfeits activated ones past wagering, once', async () => {
    const { playerId } = await fundedPlayer(t, 2_000)
    const issued = await issueBonus(t, playerId, {
      activatableUntil: new Date(START.getTime() + DAY),
      now: START,
    })
    const later = await issueBonus(t, playerId, {
      activatableUntil: new Date(START.getTime() + 10 * DAY),
      now: START,
    })
    // Activated now, wagering for 30 days (the terms).
    const active = await activeBonus(t, playerId, { amountCents: 700, now: START })
    expect(await pockets(t, playerId)).toEqual({ total: 2_700, cash: 2_000, bonus: 700 })

    clock = new Date(START.getTime() + 2 * DAY)
    expect(await t.app.bonuses.runExpiry()).toEqual({ bonuses: 1, freespins: 0 })
    expect((await bonusRow(t, issued.id)).stage).toBe('expired')
    expect((await bonusRow(t, later.id)).stage).toBe('issued')
    expect((await bonusRow(t, active.id)).stage).toBe('activated')

    const publish = vi.spyOn(t.app.realtime, 'publishToPlayer')
    try {
      const runs = await Promise.all([
        t.app.bonuses.runExpiry(new Date(START.getTime() + 31 * DAY)),
        t.app.bonuses.runExpiry(new Date(START.getTime() + 31 * DAY)),
      ])
      expect(runs.reduce((sum, r) => sum + r.bonuses, 0)).toBe(2)
      expect(publish).toHaveBeenCalledWith(
        String(playerId),
        'bonuses_changes',
        expect.objectContaining({ id: String(active.id), stage: 'expired', balance_cents: 0 }),
      )
    } finally {
      publish.mockRestore()
    }
    expect(await bonusRow(t, active.id)).toMatchObject({
      stage: 'expired',
      balanceCents: 0,
      convertedCents: null,
    })
    expect((await bonusRow(t, later.id)).stage).toBe('expired')
    expect((await postingsOf(t, playerId, 'bonus_forfeit')).map((e) => e.amountCents)).toEqual([-700])
    expect(await pockets(t, playerId)).toEqual({ total: 2_000, cash: 2_000, bonus: 0 })
    expect(await t.app.bonuses.runExpiry(new Date(START.getTime() + 40 * DAY))).toEqual({
      bonuses: 0,
      freespins: 0,
    })
  })

  it('expires issued free-spin batches past their deadline, not activated ones', async () => {
    const { playerId } = await fundedPlayer(t, 0)
    const slot = await gameId(t, SLOT)
    const until = new Date(START.getTime() + DAY)
    const issued = await issueFreeSpins(t, playerId, [slot], { activatableUntil: until, now: START })
    const playing = await issueFreeSpins(t, playerId, [slot], {
      activatableUntil: until,
      stage: 'activated',
      now: START,
    })
    const publish = vi.spyOn(t.app.realtime, 'publishToPlayer')
    try {
      expect(await t.app.bonuses.runExpiry(new Date(START.getTime() + DAY - 1))).toEqual({
        bonuses: 0,
        freespins: 0,
      })
      expect(await t.app.bonuses.runExpiry(new Date(START.getTime() + DAY + 1))).toEqual({
        bonuses: 0,
        freespins: 1,
      })
      expect(publish).toHaveBeenCalledWith(
        String(playerId),
        'freespins_changes',
        expect.objectContaining({ id: String(issued.id), stage: 'expired', remaining: 10 }),
      )
    } finally {
      publish.mockRestore()
    }
    expect((await freeSpinsRow(t, issued.id)).stage).toBe('expired')
    expect((await freeSpinsRow(t, playing.id)).stage).toBe('activated')
  })

  it('runs at a given time through the development route', async () => {
    const { playerId } = await fundedPlayer(t, 0)
    const issued = await issueBonus(t, playerId, {
      activatableUntil: new Date(START.getTime() + DAY),
      now: START,
    })
    const response = await inject(t.app, api.runBonusExpiry, {
      body: { now: new Date(START.getTime() + 3 * DAY).toISOString() },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ bonuses: 1, freespins: 0 })
    expect((await bonusRow(t, issued.id)).stage).toBe('expired')
    const bad = await inject(t.app, api.runBonusExpiry, { rawBody: { now: 'tomorrow' } })
    expect(bad.statusCode).toBe(422)
  })
})
