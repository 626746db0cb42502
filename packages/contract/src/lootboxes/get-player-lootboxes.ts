// GET /api/player/lootboxes — the signed-in player's lootboxes (spec 2 §4): issued ones, and
// activated ones of the same (UTC) day; expired ones are left out.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LootboxSchema } from './lootbox.ts'

export const getPlayerLootboxes = defineEndpoint({
  method: 'GET',
  path: '/api/player/lootboxes',
  summary: "The player's lootboxes",
  tags: ['lootboxes'],
  response: z.array(LootboxSchema),
})
