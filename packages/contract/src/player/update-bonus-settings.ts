// PATCH /api/player/update_bonus_settings {settings: {can_issue}} — whether bonuses may be issued to
// the player (spec 1 §3 "Bonus payloads": the settings object, can_issue seen; User.can_issue_bonuses).
// With can_issue false, GET /api/bonuses/deposit withholds deposit bonuses.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const BonusSettingsSchema = z.object({ can_issue: z.boolean() })

export const updateBonusSettings = defineEndpoint({
  method: 'PATCH',
  path: '/api/player/update_bonus_settings',
  summary: 'Allow or refuse bonuses for the player',
  tags: ['player', 'bonuses'],
  body: z.object({ settings: BonusSettingsSchema }),
  response: z.object({ settings: BonusSettingsSchema }),
})
