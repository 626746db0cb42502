// Bonus offers and lists (issue #12): the player's bonuses and free spins, bonuses on offer,
// registration bonuses (guests too), promo codes and coupons. Reads are the player's own.
import { activateCoupon } from '@croupier/contract/bonuses/activate-coupon'
import { getBonuses } from '@croupier/contract/bonuses/get-bonuses'
import { getPlayerBonuses } from '@croupier/contract/bonuses/get-player-bonuses'
import { getPlayerFreeSpins } from '@croupier/contract/bonuses/get-player-freespins'
import { getPromoCodes } from '@croupier/contract/bonuses/get-promo-codes'
import { getRegistrationBonuses } from '@croupier/contract/bonuses/get-registration-bonuses'
import { redeemPromoCode } from '@croupier/contract/bonuses/redeem-promo-code'
import type { FastifyInstance } from 'fastify'
import { acceptLanguageLocale } from '../../http/accept-language.ts'
import { route } from '../../http/route.ts'
import * as offers from './offers.service.ts'

export function registerOfferRoutes(app: FastifyInstance): void {
  const { db } = app.deps
  const reads = { auth: 'player', cache: 'private-no-store' } as const
  const writes = { auth: 'player', cache: 'none' } as const

  route(
    app,
    getPlayerBonuses,
    ({ session }) => offers.playerBonuses(db, session.playerId, app.clock()),
    reads,
  )
  route(
    app,
    getPlayerFreeSpins,
    ({ session }) => offers.playerFreeSpins(db, session.playerId, app.clock()),
    reads,
  )
  route(app, getBonuses, ({ session }) => offers.offers(db, session.playerId, app.clock()), reads)
  route(
    app,
    getRegistrationBonuses,
    ({ query, session, request }) =>
      offers.registrationOffers(
        db,
        {
          playerId: session?.playerId ?? null,
          locale: acceptLanguageLocale(request.headers['accept-language']),
          currency: query.currency,
        },
        app.clock(),
      ),
    { auth: 'any', cache: 'private-no-store' },
  )
  route(app, getPromoCodes, ({ session }) => offers.redeemedCodes(db, session.playerId), reads)
  route(
    app,
    redeemPromoCode,
    ({ body, session }) => offers.redeemPromoCode(db, session.playerId, body.code, app.clock()),
    writes,
  )
  route(
    app,
    activateCoupon,
    ({ body, session }) => offers.attachCoupon(db, session.playerId, body.coupon_code, app.clock()),
    writes,
  )
}
