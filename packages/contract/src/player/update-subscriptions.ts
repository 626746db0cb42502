// PUT /api/subscriptions `{ receive_promos }` — subscribe or unsubscribe (spec 1 §7 Player). 200 with
// the new subscriptions. The client toasts "already subscribed" when it was already true (spec 1 §8).
import { defineEndpoint } from '../endpoint.ts'
import { SubscriptionsSchema } from './get-subscriptions.ts'

export const updateSubscriptions = defineEndpoint({
  method: 'PUT',
  path: '/api/subscriptions',
  summary: "Change the player's promo subscriptions",
  tags: ['player'],
  body: SubscriptionsSchema,
  response: SubscriptionsSchema,
})
