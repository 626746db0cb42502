// GET /api/comp_points/cards?currency= — the Rocket Mart's cards (spec 2 §3 "Shop card"), public:
// guests see the shop with a register button. Texts in the request's locale. With `currency`, only
// cards priced in it and each card's rates narrowed to it (EUR when the card has no rate in it,
// spec 2 §5); without, every rate. Cards whose sale is over or out of stock are left out.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CurrencyCodeSchema } from '../primitives.ts'
import { ShopCardSchema } from './comp-points.ts'

export const getShopCards = defineEndpoint({
  method: 'GET',
  path: '/api/comp_points/cards',
  summary: 'The comp-point shop cards',
  tags: ['loyalty'],
  query: z.object({ currency: CurrencyCodeSchema.optional() }),
  response: z.array(ShopCardSchema),
})
