// PUT /metrics-errors-validation — form validation errors a player hit, as key and first message
// (spec 1 §5). 204 No Content.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { ShortText } from './limits.ts'

export const ValidationMetricsSchema = z.object({
  side: z.enum(['client', 'server']),
  component: ShortText.min(1),
  errors: z
    .array(z.object({ key: ShortText.min(1), message: z.string().max(500) }))
    .min(1)
    .max(50),
})
export type ValidationMetrics = z.infer<typeof ValidationMetricsSchema>

export const putMetricsErrorsValidation = defineEndpoint({
  method: 'PUT',
  path: '/metrics-errors-validation',
  summary: 'Form validation errors seen by a player',
  tags: ['metrics'],
  body: ValidationMetricsSchema,
  response: z.null(),
  status: 204,
})
