// The Game on the wire (spec 2 §3 Game) and the query fields every catalogue list shares.
import { MAX_GAMES_PAGE_SIZE } from '@croupier/rules/catalogue'
import { z } from 'zod'
import { CentsSchema } from '../primitives.ts'

export const DEVICES = ['desktop', 'mobile'] as const
export const DeviceSchema = z.enum(DEVICES)
export type Device = z.infer<typeof DeviceSchema>

/** Engine kinds the game issue plays; each game maps to one. */
export const GAME_KINDS = ['slot', 'roulette', 'blackjack', 'instant'] as const
export const GameKindSchema = z.enum(GAME_KINDS)

export const BadgeSchema = z.object({
  /** e.g. new, hot, exclusive, jackpot, drops. */
  type: z.string(),
  /** Colour theme of the badge, e.g. primary, accent, gold. */
  theme: z.string(),
})

/** A jackpot game's pools in the viewer's currency (spec 2 §2.5 tile jackpot amount). */
export const GameJackpotSchema = z.object({
  /** The jackpot's identifier, e.g. `mega`. */
  identifier: z.string(),
  /** The viewer's currency: the signed-in player's active one, else the visitor country's, else EUR. */
  currency: z.string(),
  /** The sum of its levels, in minor units of `currency`. */
  amount_cents: CentsSchema,
})
export type GameJackpot = z.infer<typeof GameJackpotSchema>

export const GameSchema = z.object({
  id: z.int().positive(),
  /** `provider/slug`, unique. */
  identifier: z.string(),
  title: z.string(),
  /** Display name (the title). */
  name: z.string(),
  slug: z.string(),
  /** Provider slug; the `producer` of `/play/{producer}/{name}`. */
  provider: z.string(),
  provider_name: z.string(),
  /** The `name` of `/play/{producer}/{name}`. */
  seo_title: z.string(),
  /** Category identifiers, geo ones with their lower-case `:geo` suffix (e.g. `top:ca`). */
  categories: z.array(z.string()),
  badges: z.array(BadgeSchema),
  /** URL of the 300×225 preview image. */
  preview: z.string(),
  has_demo_mode: z.boolean(),
  devices: z.array(DeviceSchema),
  /** Currency code → the game's id in that currency; `FUN` is demo. A missing code locks the tile. */
  currencies: z.record(z.string(), z.object({ id: z.int().positive() })),
  kind: GameKindSchema,
  theme: z.string(),
  min_bet_cents: CentsSchema,
  max_bet_cents: CentsSchema,
  /** Return to player in percent, e.g. 96.2. */
  rtp: z.number(),
  /** null when the game feeds no jackpot, or the jackpot has no pool in the viewer's currency. */
  jackpot: GameJackpotSchema.nullable(),
})
export type Game = z.infer<typeof GameSchema>

export const PaginationSchema = z.object({
  current_page: z.int().positive(),
  /** null on the last page. */
  next_page: z.int().positive().nullable(),
  total: z.int().nonnegative(),
})

export const GamePageSchema = z.object({ data: z.array(GameSchema), pagination: PaginationSchema })
export type GamePage = z.infer<typeof GamePageSchema>

export const PageSchema = z.coerce.number().int().min(1).max(10_000)
export const PageSizeSchema = z.coerce.number().int().min(1).max(MAX_GAMES_PAGE_SIZE)

/** The all-providers flag (spec 1 §1, §6) on any catalogue call: header `x-feature-all-providers: 1`… */
export const ALL_PROVIDERS_HEADER = 'x-feature-all-providers'
/** …or query `?all_providers=1`. Widens what is listed, never what may be launched. */
export const ALL_PROVIDERS_QUERY = 'all_providers'
