// GET /api/player/bonuses — the signed-in player's bonuses (spec 2 §7 C11): issued and activated
// first, then the last finished ones (wagered, canceled, expired) for history. Config
// `disabled-bonuses` hides issued bonuses of those group keys; `modify-gifts-config` sets labels.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { PlayerBonusSchema } from './player-bonus.ts'

export const getPlayerBonuses = defineEndpoint({
  method: 'GET',
  path: '/api/player/bonuses',
  summary: "The player's bonuses",
  tags: ['bonuses'],
  response: z.array(PlayerBonusSchema),
})
