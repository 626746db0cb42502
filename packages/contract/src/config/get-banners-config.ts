// GET /api/fe/config/banners-config — lobby banners (spec 2 §3 "Banner") with texts in the locale
// of the `locale` request header (fallback chain to English; no header = en).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TimestampSchema } from '../primitives.ts'

export const BANNERS_LOCALE_HEADER = 'locale'
export const BANNER_CATEGORIES = ['slider-index-top', 'index-top-jackpots'] as const

export const BannerSchema = z.object({
  id: z.string(),
  categories: z.array(z.enum(BANNER_CATEGORIES)),
  title: z.object({ text: z.string() }),
  description: z.object({ text: z.string() }),
  /** `{name}` placeholders of the texts, per currency (minor units); EUR is the fallback. */
  variables: z.record(z.string(), z.record(z.string(), z.int())),
  gradient: z.object({
    left: z.string(),
    leftCenter: z.string(),
    rightCenter: z.string(),
    right: z.string(),
  }),
  labels: z.array(z.object({ title: z.string(), type: z.string(), theme: z.string(), dot: z.boolean() })),
  button: z
    .object({
      name: z.string(),
      url: z.string(),
      type: z.enum(['tournaments', 'lottery']).optional(),
      frontendIdentifier: z.string().optional(),
      attrs: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  secondButton: z
    .object({
      name: z.string(),
      popup: z.object({ title: z.string(), secondTitle: z.string(), desc: z.string() }),
    })
    .optional(),
  image: z.string(),
  overlayImage: z.string().optional(),
  timer: z.object({ start_at: TimestampSchema, end_at: TimestampSchema }).optional(),
  /** Position within each category. */
  order: z.record(z.string(), z.int()),
  /** true: logged-in players only; false: guests only; absent: everyone. */
  logged: z.boolean().optional(),
  /** Non-empty: only logged-in players in one of these groups (spec 2 §5). */
  groupIds: z.array(z.int()),
  size: z.enum(['big', 'small']),
  /** Shown between these times, DD/MM/YYYY HH:mm in UTC (spec 2 §3). */
  liveTime: z
    .object({
      from: z.string().regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      to: z.string().regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    })
    .optional(),
})
export type Banner = z.infer<typeof BannerSchema>

export const BannersConfigSchema = z.object({ banners: z.array(BannerSchema) })
export type BannersConfig = z.infer<typeof BannersConfigSchema>

export const getBannersConfig = defineEndpoint({
  method: 'GET',
  path: '/api/fe/config/banners-config',
  summary: 'Lobby banners in the locale of the `locale` header',
  tags: ['config'],
  response: BannersConfigSchema,
})
