// GET /api/fe/config/disabled-bonuses — gift group keys hidden while issued (spec 2 §4).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const DisabledBonusesSchema = z.object({ groupKeys: z.array(z.string()) })
export type DisabledBonuses = z.infer<typeof DisabledBonusesSchema>

export const getDisabledBonuses = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/disabled-bonuses',
  summary: 'Bonus group keys hidden from the gifts list',
  tags: ['config'],
  response: DisabledBonusesSchema,
})
