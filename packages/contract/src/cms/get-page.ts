// GET /api/cms/pages/:slug?locale=&licence=&country= — one static page with sanitised HTML (spec 2
// §3 "Static page", §5). The licence suffix rule picks '<slug>-ee', '<slug>-au' or '<slug>-gcb'
// when such a page exists (AU = country AU or locale en-AU). Text comes in the requested locale or
// along its fallback chain. `{current_year}` is left in the content for the client to replace.
// Blocks (content-main, json, description, keywords, title) feed meta (spec 2 §3).
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

/** schema.org JSON-LD of a page: a JSON object, rendered in a `<script type="application/ld+json">`. */
export const JsonLdSchema = z.record(z.string(), z.unknown())
export type JsonLd = z.infer<typeof JsonLdSchema>

/** The page's named blocks as the operator edits them (spec 2 §3); HTML sanitised. */
export const StaticPageBlocksSchema = z.object({
  'content-main': z.string(),
  /** JSON-LD text as written; '' for none. */
  json: z.string(),
  description: z.string(),
  keywords: z.string(),
  title: z.string(),
})
export type StaticPageBlocks = z.infer<typeof StaticPageBlocksSchema>

/** What the page's head and body use, read from the blocks (spec 2 §3). */
export const StaticPageMetaSchema = z.object({
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
  /** The json block parsed; null when empty or not a JSON object. */
  json: JsonLdSchema.nullable(),
  /** The content-main block: sanitised HTML, may contain {current_year}. */
  mainContent: z.string(),
})

export const StaticPageSchema = z.object({
  id: z.int().positive(),
  /** The slug asked for (the route). */
  path: z.string(),
  /** The page's address on the site without locale prefix: '/' + path. */
  url: z.string(),
  /** Key of the route table that serves it (ROUTES.staticPage). */
  routeName: z.literal('staticPage'),
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
  blocks: StaticPageBlocksSchema,
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
