// The VIP routes (issue #13, ADR 040): the player's status progress (`/jam`), the public ladder and
// levels, the player's level, and the development run of the loyalty jobs (outside production).
import { runLoyaltyJobs } from '@croupier/contract/dev/run-loyalty-jobs'
import { getPlayerLevel } from '@croupier/contract/vip/get-player-level'
import { getVipLevels } from '@croupier/contract/vip/get-vip-levels'
import { getVipStatusProgress } from '@croupier/contract/vip/get-vip-status-progress'
import { getVipStatuses } from '@croupier/contract/vip/get-vip-statuses'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { compPointsOf, creditPointsInTx } from '../loyalty/loyalty.service.ts'
import { registerVipRuntime } from './vip.runtime.ts'
import { levelsOf, playerLevelOf, vipLadder, vipProgressOf, vipStatusOf } from './vip.service.ts'
import { registerVipSubscribers } from './vip.subscribers.ts'

/** Levels read persistent comp points from the loyalty module and give points through it. */
const deps = {
  pointsOf: async (db: Parameters<typeof compPointsOf>[0], playerId: number) =>
    (await compPointsOf(db, playerId)).persistent.points,
  creditPoints: creditPointsInTx,
}

export function registerVipRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps
  const runtime = registerVipRuntime(app, deps.pointsOf)
  registerVipSubscribers(app, deps.creditPoints)
  const signedIn = { auth: 'player', cache: 'private-no-store' } as const

  route(
    app,
    getVipStatusProgress,
    ({ session }) => vipProgressOf(db, session.playerId, app.clock()),
    signedIn,
  )
  route(app, getVipStatuses, ({ query }) => vipLadder(query.currency), { cache: 'reference' })
  route(app, getVipLevels, async ({ query }) => ({ levels: await levelsOf(db, query.locale) }), {
    cache: 'reference',
  })
  route(
    app,
    getPlayerLevel,
    async ({ query, session }) =>
      playerLevelOf(db, {
        persistentPoints: await deps.pointsOf(db, session.playerId),
        status: await vipStatusOf(db, session.playerId, app.clock()),
        locale: query.locale,
      }),
    signedIn,
  )
  if (!config.mailboxEnabled) return
  route(
    app,
    runLoyaltyJobs,
    async ({ body }) => ({
      job: body.job,
      changed: await runtime.runJob(body.job, new Date(body.now)),
    }),
    { cache: 'private-no-store' },
  )
}
