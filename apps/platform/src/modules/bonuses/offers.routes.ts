// Bonus offers and lists (issue #12): the player's bonuses and free spins, bonuses on offer,
// registration bonuses, promo codes and coupons.
import type { FastifyInstance } from 'fastify'

export function registerOfferRoutes(_app: FastifyInstance): void {}
