// GET and POST /api/player/accounts (spec 1 §7 Player): the wallets and the choice of the active one.
import { getAccounts } from '@croupier/contract/player/get-accounts'
import { selectAccount } from '@croupier/contract/player/select-account'
import type { FastifyInstance } from 'fastify'
import { PRIVATE_NO_STORE, setCacheControl } from '../../http/cache.ts'
import { route } from '../../http/route.ts'
import { currentSession, requirePlayer } from '../session/session.http.ts'
import * as wallet from './wallet.service.ts'

export function registerWalletRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  const guarded = { onRequest: requirePlayer }

  route(
    app,
    getAccounts,
    async ({ request, reply }) => {
      setCacheControl(reply, PRIVATE_NO_STORE)
      return wallet.listAccounts(db, (await currentSession(request)).playerId)
    },
    guarded,
  )

  route(
    app,
    selectAccount,
    async ({ body, request }) =>
      wallet.selectAccount(db, (await currentSession(request)).playerId, body.currency, app.clock()),
    guarded,
  )
}
