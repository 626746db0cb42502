// POST /api/dev/tournaments — creates a tournament starting now, standing in for the operator's back
// office so journeys and the bench make their own (outside production or with MAILBOX_ENABLED=1).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsByCurrencySchema, CurrencyCodeSchema } from '../primitives.ts'
import { TournamentKindSchema, TournamentSchema } from '../tournaments/tournament.ts'

export const DevTournamentPrizeSchema = z.object({
  place_from: z.int().min(1).max(1000),
  place_to: z.int().min(1).max(1000),
  type: z.enum(['cash', 'bonus', 'freespins']),
  amount: CentsByCurrencySchema.optional(),
  bonus_definition_key: z.string().max(64).optional(),
  freespins_count: z.int().positive().max(1000).optional(),
})

export const createDevTournament = defineEndpoint({
  method: 'POST',
  path: '/api/dev/tournaments',
  summary: 'Development: create a tournament',
  tags: ['dev'],
  body: z.object({
    kind: TournamentKindSchema.exclude(['quest', 'achievement']),
    identifier: z.string().regex(/^[a-z0-9-]{3,80}$/),
    title: z.string().min(1).max(120),
    minutes: z
      .int()
      .min(1)
      .max(60 * 24 * 60),
    currency: CurrencyCodeSchema,
    min_bet_cents: z.int().nonnegative().max(100_000_000).optional(),
    games: z.array(z.string().max(120)).max(100).optional(),
    group_ids: z.array(z.int().positive()).max(20).optional(),
    prizes: z.array(DevTournamentPrizeSchema).max(50).optional(),
    spin_every_cents: z.int().positive().optional(),
    lootbox_group_key: z.string().max(64).optional(),
  }),
  response: TournamentSchema,
  status: 201,
})
