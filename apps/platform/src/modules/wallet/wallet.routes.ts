// GET and POST /api/player/accounts (spec 1 §7 Player): the wallets and the choice of the active one.
import { getAccounts } from '@croupier/contract/player/get-accounts'
import { selectAccount } from '@croupier/contract/player/select-account'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import * as wallet from './wallet.service.ts'

export function registerWalletRoutes(app: FastifyInstance): void {
  const { db } = app.deps

  route(app, getAccounts, ({ session }) => wallet.listAccounts(db, session.playerId), {
    auth: 'player',
    cache: 'private-no-store',
  })
  route(
    app,
    selectAccount,
    ({ body, session }) => wallet.selectAccount(db, session.playerId, body.currency, app.clock()),
    {
      auth: 'player',
      cache: 'none',
    },
  )
}
