// Comp points and the Rocket Mart (issue #13, ADR 040): the player's balance, the public rates and
// cards, the exchange, and the development credit (outside production, like the dev mailbox).
import { creditCompPoints } from '@croupier/contract/loyalty/credit-comp-points'
import { exchangeCompPoints } from '@croupier/contract/loyalty/exchange-comp-points'
import { getCompPointRates } from '@croupier/contract/loyalty/get-comp-point-rates'
import { getCompPoints } from '@croupier/contract/loyalty/get-comp-points'
import { getShopCards } from '@croupier/contract/loyalty/get-shop-cards'
import type { FastifyInstance } from 'fastify'
import { acceptLanguageLocale } from '../../http/accept-language.ts'
import { route } from '../../http/route.ts'
import { creditFromOperator } from './dev-credit.ts'
import { exchangeCompPoints as exchange } from './exchange.ts'
import { registerLoyaltySubscribers } from './loyalty.subscribers.ts'
import { compPointsOf } from './points.ts'
import { compPointRates, shopCards } from './shop.ts'

export function registerLoyaltyRoutes(app: FastifyInstance): void {
  const { db, config } = app.deps
  registerLoyaltySubscribers(app)
  const signedIn = { auth: 'player', cache: 'private-no-store' } as const

  route(app, getCompPoints, ({ session }) => compPointsOf(db, session.playerId), signedIn)
  route(app, getCompPointRates, () => compPointRates(db, app.clock()))
  route(app, getShopCards, ({ query, request }) =>
    shopCards(
      db,
      acceptLanguageLocale(request.headers['accept-language']) ?? 'en',
      query.currency,
      app.clock(),
    ),
  )
  route(
    app,
    exchangeCompPoints,
    ({ body, session }) => exchange(db, session.playerId, body, app.clock()),
    signedIn,
  )
  if (!config.mailboxEnabled) return
  route(app, creditCompPoints, ({ body }) => creditFromOperator(db, body, app.clock()), {
    cache: 'private-no-store',
  })
}
