// The bonus engine's player routes (issue #12, ADR 039): activate and cancel bonuses and free-spin
// batches, and the development expiry run.
import type { FastifyInstance } from 'fastify'

export function registerBonusRoutes(_app: FastifyInstance): void {}
