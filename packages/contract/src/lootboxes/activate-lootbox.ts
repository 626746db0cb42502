// POST /api/player/lootboxes/:id/activation — open a box (spec 2 §7, ADR 040): draws its prize
// from the committed seed and the client seed (absent, the platform picks one), issues the prize
// through the bonus engine and reveals the seeds. Replay-safe: one draw per box. 404 NOT_FOUND
// for a box that is not the player's; 409 LOOTBOX_NOT_ACTIVATABLE once opened or expired;
// 403 BONUS_NOT_ALLOWED for a player who cannot be issued bonuses.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { ClientSeedSchema, LootboxSchema } from './lootbox.ts'

export const activateLootbox = defineEndpoint({
  method: 'POST',
  path: '/api/player/lootboxes/:id/activation',
  summary: 'Open a lootbox: draw and issue its prize',
  tags: ['lootboxes'],
  params: z.object({ id: z.string().max(20) }),
  body: z.object({ client_seed: ClientSeedSchema.optional() }),
  response: LootboxSchema,
})
