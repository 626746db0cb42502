// GET /api/cms/snippets/:key?locale= — a sanitised HTML snippet, e.g. 'footer' (spec 2 §2.4: a
// footer snippet is loaded per locale), with the locale fallback chain. Unknown key: 404.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LocaleSchema } from '../primitives.ts'

export const FOOTER_SNIPPET_KEY = 'footer'

export const SnippetParamsSchema = z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/) })
export const SnippetQuerySchema = z.object({ locale: LocaleSchema.default('en') })

export const SnippetSchema = z.object({
  key: z.string(),
  locale: LocaleSchema,
  content: z.string(),
})
export type Snippet = z.infer<typeof SnippetSchema>

export const getSnippet = defineEndpoint({
  method: 'GET',
  path: '/api/cms/snippets/:key',
  summary: 'HTML snippet by key in a locale',
  tags: ['cms'],
  params: SnippetParamsSchema,
  query: SnippetQuerySchema,
  response: SnippetSchema,
})
