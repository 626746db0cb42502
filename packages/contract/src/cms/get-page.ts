// GET /api/cms/pages/:slug?locale=&licence=&country= — one static page with sanitised HTML (spec 2
// §3 "Static page", §5). The licence suffix rule picks '<slug>-ee', '<slug>-au' or '<slug>-gcb'
// when such a page exists (AU = country AU or locale en-AU). Text comes in the requested locale or
// along its fallback chain. `{current_year}` is left in the content for the client to replace.
// Unknown slug: 404 `{ error: 'NOT_FOUND', message: '<slug> page is not StaticPages' }` (spec 2 §8).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { CountryCodeSchema, LicenceSchema, LocaleSchema } from '../primitives.ts'
import { StaticPageCategorySchema } from './list-pages.ts'

export const PageParamsSchema = z.object({ slug: z.string().min(1).max(200) })

export const PageQuerySchema = z.object({
  locale: LocaleSchema.default('en'),
  licence: LicenceSchema.default('CW'),
  country: CountryCodeSchema.optional(),
})

export const StaticPageMetaSchema = z.object({
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
})

export const StaticPageSchema = z.object({
  id: z.int().positive(),
  /** The slug asked for (the route). */
  path: z.string(),
  /** The slug served, with a licence suffix when one applied. */
  resolvedPath: z.string(),
  /** Locale the text came from (may be a fallback). */
  locale: LocaleSchema,
  title: z.string(),
  /** Sanitised HTML; may contain {current_year}. */
  content: z.string(),
  categories: z.array(StaticPageCategorySchema),
  hidden: z.boolean(),
  pageType: z.literal('static'),
  meta: StaticPageMetaSchema,
})
export type StaticPage = z.infer<typeof StaticPageSchema>

export const getPage = defineEndpoint({
  method: 'GET',
  path: '/api/cms/pages/:slug',
  summary: 'One static page by slug, licence variant applied',
  tags: ['cms'],
  params: PageParamsSchema,
  query: PageQuerySchema,
  response: StaticPageSchema,
})
