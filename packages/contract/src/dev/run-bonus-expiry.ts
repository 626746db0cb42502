// POST /api/dev/bonus-expiry — runs the bonus expiry job at `now` (issue #12, ADR 039), for the
// journey that moves the clock past a deadline. Exists only outside production or with
// MAILBOX_ENABLED=1 (404 otherwise), like the development mailbox.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TimestampSchema } from '../primitives.ts'

export const runBonusExpiry = defineEndpoint({
  method: 'POST',
  path: '/api/dev/bonus-expiry',
  summary: 'Development: run the bonus expiry job at a given time',
  tags: ['dev'],
  body: z.object({ now: TimestampSchema }),
  /** How many bonuses and free-spin batches expired. */
  response: z.object({ bonuses: z.int().nonnegative(), freespins: z.int().nonnegative() }),
})
