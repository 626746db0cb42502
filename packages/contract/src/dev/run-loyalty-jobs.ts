// POST /api/dev/loyalty-jobs — runs a loyalty job at `now` (ADR 040): the quarter end (statuses set
// to what the ended quarter earned, or kept while still held; diamond never falls) or the weekly
// cashback (the past week's net cash loss). Exists only outside production or with
// MAILBOX_ENABLED=1 (404 otherwise), like the bonus expiry run.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TimestampSchema } from '../primitives.ts'

export const LoyaltyJobSchema = z.enum(['quarter-end', 'weekly-cashback'])

export const runLoyaltyJobs = defineEndpoint({
  method: 'POST',
  path: '/api/dev/loyalty-jobs',
  summary: 'Development: run a loyalty job at a given time',
  tags: ['dev'],
  body: z.object({ now: TimestampSchema, job: LoyaltyJobSchema }),
  /** The job run and how many players it changed (statuses moved or cashback paid). */
  response: z.object({ job: LoyaltyJobSchema, changed: z.int().nonnegative() }),
})
