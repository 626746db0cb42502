// GET /api/operator/field-performance — the field's web vitals and network readings (PUT /performance,
// PUT /network-performance, spec 1 §7) per page kind and metric over a window: sample count and
// p50/p75/p95. Operator only: `Authorization: Bearer <OPERATOR_API_KEY>`, never a player session
// (401 without the header, 403 with a wrong key or when no key is configured).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

/** Timings in ms, CLS unitless, rtt in ms, downlink in Mbit/s. */
export const FIELD_METRICS = ['fcp', 'lcp', 'inp', 'cls', 'ttfb', 'rtt', 'downlink'] as const
export type FieldMetric = (typeof FIELD_METRICS)[number]

/** Longest window an operator may ask for: raw rows are kept no longer (FIELD_RETENTION_DAYS). */
export const FIELD_WINDOW_MAX_HOURS = 30 * 24

export const FieldPerformanceRowSchema = z.object({
  /** The page's route name (lobby `main`, `category-pokies-all`, `game-item`…); `unknown` when not sent. */
  page_kind: z.string(),
  metric: z.enum(FIELD_METRICS),
  count: z.number().int().nonnegative(),
  p50: z.number(),
  p75: z.number(),
  p95: z.number(),
})
export type FieldPerformanceRow = z.infer<typeof FieldPerformanceRowSchema>

export const FieldPerformanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(FieldPerformanceRowSchema),
})
export type FieldPerformance = z.infer<typeof FieldPerformanceSchema>

export const getFieldPerformance = defineEndpoint({
  method: 'GET',
  path: '/api/operator/field-performance',
  summary: 'Field web vitals per page kind (operator)',
  tags: ['metrics'],
  query: z.object({
    window_hours: z.coerce.number().int().min(1).max(FIELD_WINDOW_MAX_HOURS).default(24),
  }),
  response: FieldPerformanceSchema,
})
