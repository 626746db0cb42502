// POST /api/dev/lootboxes — issues a lootbox to a player, standing in for the operator's back
// office in tests and demos (ADR 040). Exists only outside production or with MAILBOX_ENABLED=1
// (404 otherwise), like the bonus expiry trigger.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LootboxSchema } from '../lootboxes/lootbox.ts'
import { CurrencyCodeSchema, Int4IdSchema } from '../primitives.ts'

export const issueDevLootbox = defineEndpoint({
  method: 'POST',
  path: '/api/dev/lootboxes',
  summary: 'Development: issue a lootbox to a player',
  tags: ['dev'],
  body: z.object({
    email: z.string().max(255).optional(),
    player_id: Int4IdSchema.optional(),
    /** `wheel…`/`manual_wheel…` for a wheel spin, else a seeded prize table (e.g. `lootbox_standard`). */
    group_key: z.string().min(1).max(64),
    /** Each call issues a new box unless the same key is sent again. */
    key: z.string().min(1).max(64).optional(),
    /** Wallet currency of the prize; default the player's first wallet. */
    currency: CurrencyCodeSchema.optional(),
    /** Days until it expires; default 7. */
    valid_days: z.int().min(0).max(365).optional(),
  }),
  response: LootboxSchema,
  status: 201,
})
