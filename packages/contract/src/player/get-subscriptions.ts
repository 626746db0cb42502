// GET /api/subscriptions — promo subscriptions (spec 1 §3 Subscriptions: receive_promos). Signed in only.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const SubscriptionsSchema = z.object({ receive_promos: z.boolean() })
export type Subscriptions = z.infer<typeof SubscriptionsSchema>

export const getSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/api/subscriptions',
  summary: "The player's promo subscriptions",
  tags: ['player'],
  response: SubscriptionsSchema,
})
