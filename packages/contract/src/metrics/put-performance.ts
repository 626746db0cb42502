// PUT /performance — browser navigation timing (spec 1 §7), milliseconds from navigation start.
// 204 No Content.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { LongText, ShortText } from './limits.ts'

const Ms = z.number().nonnegative().max(3_600_000)

/** The page's route name without its locale (`main`, `game-item`…), so figures aggregate per page kind. */
export const PageKind = z.string().regex(/^[a-z0-9-]{1,64}$/)

export const PerformanceEntrySchema = z.object({
  page: LongText,
  pageKind: PageKind.optional(),
  /** Time to first byte, DOM content loaded, load event, first and largest contentful paint. */
  ttfb: Ms.optional(),
  domContentLoaded: Ms.optional(),
  load: Ms.optional(),
  fcp: Ms.optional(),
  lcp: Ms.optional(),
  cls: z.number().nonnegative().max(100).optional(),
  inp: Ms.optional(),
  navigationType: ShortText.optional(),
})
export type PerformanceEntry = z.infer<typeof PerformanceEntrySchema>

export const putPerformance = defineEndpoint({
  method: 'PUT',
  path: '/performance',
  summary: 'Browser timing of a page load',
  tags: ['metrics'],
  body: PerformanceEntrySchema,
  response: z.null(),
  status: 204,
})
