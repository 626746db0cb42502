// GET /api/quests/:identifier — a quest or achievement (spec 2 §3 quest sizes and levels, §4 quest
// level, ADR 041): the ladder in the viewer's currency (guests EUR), each level's state and prize,
// and with a session the player's qualifying bets. 404 NOT_FOUND for an unknown, hidden or other
// group's quest; 422 for a malformed identifier.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CentsByCurrencySchema, CentsSchema, CurrencyCodeSchema, TimestampSchema } from '../primitives.ts'

export const QuestLevelStateSchema = z.enum(['completed', 'active', 'locked'])

export const QuestLevelPrizeSchema = z.object({
  type: z.enum(['bonus', 'freespins']),
  /** Bonus money per currency (minor units). */
  amount: CentsByCurrencySchema.optional(),
  freespins_count: z.int().positive().optional(),
})
export type QuestLevelPrize = z.infer<typeof QuestLevelPrizeSchema>

export const QuestLevelSchema = z.object({
  /** 1-based. */
  level: z.int().positive(),
  /** The level's bet requirement in `currency` (minor units). */
  min_bet_cents: CentsSchema,
  /** The same requirement in EUR cents (spec 2 §9 K4). */
  min_bet_eur_cents: CentsSchema,
  /** Guests: every level but the first locked, the first active. */
  state: QuestLevelStateSchema,
  prize: QuestLevelPrizeSchema.nullable(),
})
export type QuestLevel = z.infer<typeof QuestLevelSchema>

export const QuestSchema = z.object({
  /** The tournaments row id as a string. */
  id: z.string(),
  frontend_identifier: z.string(),
  kind: z.enum(['quest', 'achievement']),
  size: z.enum(['xs', 's', 'm', 'robot-s', 'robot-m']),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  image: z.string().nullable(),
  status: z.enum(['active', 'future', 'archive']),
  start_at: TimestampSchema,
  /** Null: an achievement, never ends. */
  end_at: TimestampSchema.nullable(),
  /** The viewer's currency (guests EUR): the ladder and bets are in it. */
  currency: CurrencyCodeSchema,
  /** The player's qualifying bets in `currency`; null for a guest. */
  bets_cents: CentsSchema.nullable(),
  /** The last level whose requirement is met; null for a guest. */
  current_level: z.int().positive().nullable(),
  /** The level after the current one; null at the top. */
  next_level: z.int().positive().nullable(),
  levels: z.array(QuestLevelSchema),
})
export type Quest = z.infer<typeof QuestSchema>

export const getQuest = defineEndpoint({
  method: 'GET',
  path: '/api/quests/:identifier',
  summary: 'A quest or achievement with its level ladder and the player progress',
  tags: ['quests'],
  params: z.object({ identifier: z.string().min(1).max(120) }),
  response: QuestSchema,
})
