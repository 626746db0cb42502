// GET /api/cms/pages?locale= — every static CMS page without content, for routes, menus and the
// footer (spec 1 §2: fetched at start and added as routes; spec 2 §2.2 top-menu and reg-only).
// Hidden pages are listed with `hidden: true` so licence variants resolve; the client never shows them.
import { STATIC_PAGE_CATEGORIES } from '@croupier/rules/static-pages'
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LocaleSchema } from '../primitives.ts'

export const StaticPageCategorySchema = z.enum(STATIC_PAGE_CATEGORIES)

export const StaticPageSummarySchema = z.object({
  id: z.int().positive(),
  /** Slug without slashes, e.g. 'privacy-policy'; the route is '/' + path. */
  path: z.string(),
  title: z.string(),
  categories: z.array(StaticPageCategorySchema),
  hidden: z.boolean(),
})
export type StaticPageSummary = z.infer<typeof StaticPageSummarySchema>

export const PagesQuerySchema = z.object({ locale: LocaleSchema.default('en') })

export const StaticPagesSchema = z.object({ pages: z.array(StaticPageSummarySchema) })
export type StaticPages = z.infer<typeof StaticPagesSchema>

export const listPages = defineEndpoint({
  method: 'GET',
  path: '/api/cms/pages',
  summary: 'Static pages (no content) in a locale',
  tags: ['cms'],
  query: PagesQuerySchema,
  response: StaticPagesSchema,
})
