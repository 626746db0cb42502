// GET /api/cms/seo?path=&locale= — SEO data of a client page keyed by its path without locale
// prefix ('/home' for main, spec 2 §7; '/pokies/all', '/live/all'…). Unknown path: 404.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LocaleSchema } from '../primitives.ts'

export const SEO_HOME_PATH = '/home'

export const SeoQuerySchema = z.object({
  path: z
    .string()
    .regex(/^\/[a-z0-9\-/]*$/)
    .max(200),
  locale: LocaleSchema.default('en'),
})

export const SeoPageSchema = z.object({
  path: z.string(),
  locale: LocaleSchema,
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  /** Visible page heading. */
  h1: z.string(),
  /** Sanitised HTML shown under the page's games, may be empty. */
  text: z.string(),
})
export type SeoPage = z.infer<typeof SeoPageSchema>

export const getSeoPage = defineEndpoint({
  method: 'GET',
  path: '/api/cms/seo',
  summary: 'SEO data of a page path in a locale',
  tags: ['cms'],
  query: SeoQuerySchema,
  response: SeoPageSchema,
})
