// The adventure calendar (issue #13, ADR 040): testers and the adventure's groups see it, others get
// 404; each day's state follows the platform's clock; a deposit of the day's minimum completes that
// day and issues its prize through the bonus engine once, even with two deposits racing.
// Runs on PGlite and PostgreSQL.
import type { PlayerAdventure } from '@croupier/contract/adventures/get-player-adventures'
import * as api from '@croupier/contract/api.generated'
import type { Player } from '@croupier/contract/player/get-player'
import { TESTER_GROUP, VIP_ADVENTURE_PRIZE_GROUP } from '@croupier/rules/groups'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adventureProgress } from '../src/modules/adventures/adventures.tables.ts'
import { playerBonuses, playerFreeSpins } from '../src/modules/bonuses/bonuses.tables.ts'
import { register } from './helpers/auth.ts'
import { inject } from './helpers/call.ts'
import { freeSpinsOf, insertFreeSpinGames, joinGroups } from './helpers/offers.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

process.env.PAYMENTS_JOBS = 'off'

const DAY = 86_400_000
// A Wednesday: the seeded adventure starts on Monday 2031-05-12, so today is its day 3.
const TODAY = new Date('2031-05-14T12:00:00Z')
const ADVENTURE_GROUP = 790
let clock = TODAY
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    seed: { now: TODAY },
    config: { authRateLimitPerMinute: 10_000 },
  })
  await insertFreeSpinGames(t.db)
})
afterAll(() => t.close())

async function player(groups: number[] = [ADVENTURE_GROUP]) {
  const { player, cookie } = await register(t.app, { currency: 'EUR' })
  const id = (player as Player).id
  if (groups.length) await joinGroups(t.db, id, groups)
  return { id, cookie }
}

let keys = 0
function deposit(cookie: string, amountCents: number) {
  return inject(t.app, api.createDeposit, {
    cookie,
    rawBody: {
      method_id: 'card-visa',
      currency: 'EUR',
      amount_cents: amountCents,
      idempotency_key: `adventure-${++keys}`,
      card: { number: '4242 4242 4242 4242', expiry: '12/33', holder: 'Jane Doe', cvv: '123' },
    },
  })
}

async function adventure(cookie: string): Promise<PlayerAdventure> {
  const response = await inject(t.app, api.getPlayerAdventures, { cookie })
  expect(response.statusCode, response.body).toBe(200)
  const [first] = (response.json() as { adventures: PlayerAdventure[] }).adventures
  if (!first) throw new Error('no adventure')
  return first
}

const states = (a: PlayerAdventure) => a.days.map((day) => day.state)

describe('who sees the adventure (spec 2 §4, §6)', () => {
  it('a player in none of its groups gets 404 NOT_FOUND, a guest 401', async () => {
    const { cookie } = await player([])
    const response = await inject(t.app, api.getPlayerAdventures, { cookie })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' })
    expect((await inject(t.app, api.getPlayerAdventures, {})).statusCode).toBe(401)
  })

  it('a tester (group 21) and a player of group 790 see it; the prize table only with group 791', async () => {
    const tester = await player([TESTER_GROUP])
    expect(await adventure(tester.cookie)).toMatchObject({
      id: 'croupier-adventure',
      show_prize_table: false,
    })
    const member = await player([ADVENTURE_GROUP, VIP_ADVENTURE_PRIZE_GROUP])
    expect(await adventure(member.cookie)).toMatchObject({ show_prize_table: true, currency: 'EUR' })
  })
})

describe("the player's currency", () => {
  it('shows the days in the wallet currency; a CAD deposit is weighed against the CAD minimum', async () => {
    const { player: registered, cookie } = await register(t.app, { currency: 'CAD' })
    await joinGroups(t.db, (registered as Player).id, [ADVENTURE_GROUP])
    const seen = await adventure(cookie)
    // Day 3's €40 is CA$60 in the seeded calendar (seed/config/promo-shared.ts#perCurrency).
    expect(seen).toMatchObject({ currency: 'CAD' })
    expect(seen.days[2]?.condition.min_deposit_cents).toBe(6_000)
    const cad = (amount: number) =>
      inject(t.app, api.createDeposit, {
        cookie,
        rawBody: {
          method_id: 'card-visa',
          currency: 'CAD',
          amount_cents: amount,
          idempotency_key: `adventure-cad-${++keys}`,
          card: { number: '4242 4242 4242 4242', expiry: '12/33', holder: 'Jane Doe', cvv: '123' },
        },
      })
    expect((await cad(5_999)).statusCode).toBe(201)
    expect((await adventure(cookie)).days[2]?.state).toBe('active')
    expect((await cad(6_000)).statusCode).toBe(201)
    expect((await adventure(cookie)).days[2]?.state).toBe('completed')
  })
})

describe('day states by the clock (spec 2 §4)', () => {
  it('past days lost, today active, later days future, the extra day superb; finished after last day + 1', async () => {
    const { cookie } = await player()
    const seen = await adventure(cookie)
    expect(states(seen)).toEqual(['lost', 'lost', 'active', 'future', 'future', 'future', 'future', 'superb'])
    expect(seen.days[2]).toMatchObject({
      label: 'Day 3',
      step: 3,
      step_total: 7,
      date: '2031-05-14',
      starts_at: '2031-05-14T00:00:00.000Z',
      ends_at: '2031-05-15T00:00:00.000Z',
      condition: { min_deposit_cents: 4_000 },
      gift: null,
    })
    expect(seen.finished).toBe(false)
    try {
      // Sessions idle out within a day: a fresh player at each moved clock.
      const at = async (iso: string) => {
        clock = new Date(iso)
        return adventure((await player()).cookie)
      }
      expect(states(await at('2031-05-15T00:00:00Z'))).toEqual([
        'lost',
        'lost',
        'lost',
        'active',
        'future',
        'future',
        'future',
        'superb',
      ])
      // The extra day is played like any other.
      expect((await at('2031-05-19T12:00:00Z')).days[7]?.state).toBe('active')
      expect((await at('2031-05-20T23:59:59Z')).finished).toBe(false)
      expect((await at('2031-05-21T00:00:00Z')).finished).toBe(true)
    } finally {
      clock = TODAY
    }
  })
})

describe('a deposit completes the day (ADR 040)', () => {
  it('below the minimum nothing; at the minimum the day completes with its free spins, issued and activatable', async () => {
    const { cookie } = await player()
    expect((await deposit(cookie, 3_999)).statusCode).toBe(201)
    expect((await adventure(cookie)).days[2]?.state).toBe('active')
    expect((await deposit(cookie, 4_000)).statusCode).toBe(201)
    const day = (await adventure(cookie)).days[2]
    expect(day).toMatchObject({ state: 'completed', gift: { kind: 'freespins', activatable: true } })
    expect(day?.completed_at).toBe(TODAY.toISOString())
    const batch = (await freeSpinsOf(t, cookie)).find((row) => row.id === day?.gift?.id)
    expect(batch).toMatchObject({ group_key: 'adventure', count: 40, stage: 'issued' })
    expect(batch?.games.map((game) => game.slug)).toEqual(['tomb-of-the-pharaoh-ii'])
  })

  it('two deposits racing complete the day once and issue its prize once', async () => {
    const { id, cookie } = await player()
    const answers = await Promise.all([deposit(cookie, 5_000), deposit(cookie, 6_000)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201])
    await t.app.events.dispatch()
    const rows = await t.db.select().from(adventureProgress).where(eq(adventureProgress.playerId, id))
    expect(rows.map((row) => row.day)).toEqual([3])
    const batches = await t.db.select().from(playerFreeSpins).where(eq(playerFreeSpins.playerId, id))
    const prizes = batches.filter((batch) => batch.sourceKey === 'adventure:croupier-adventure:3')
    expect(prizes).toHaveLength(1)
    // The day keeps the deposit that won and the prize it issued.
    expect(rows[0]?.freespinsId).toBe(prizes[0]?.id)
  })

  it("a bonus day's prize is bonus money waiting for activation, wager × the day's multiplier", async () => {
    try {
      clock = new Date(TODAY.getTime() + DAY) // Thursday, day 4: €30 at wager 3 for a €50 deposit
      const { id, cookie } = await player()
      expect((await deposit(cookie, 5_000)).statusCode).toBe(201)
      const day = (await adventure(cookie)).days[3]
      expect(day).toMatchObject({ state: 'completed', gift: { kind: 'bonus', activatable: true } })
      const [bonus] = await t.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, id))
      expect(bonus).toMatchObject({
        stage: 'issued',
        groupKey: 'adventure',
        amountCents: 3_000,
        wagerRequiredCents: 9_000,
        sourceKey: 'adventure:croupier-adventure:4',
      })
    } finally {
      clock = TODAY
    }
  })

  it('a player outside the groups completes nothing', async () => {
    const { id, cookie } = await player([])
    expect((await deposit(cookie, 10_000)).statusCode).toBe(201)
    expect(await t.db.select().from(adventureProgress).where(eq(adventureProgress.playerId, id))).toEqual([])
  })
})
