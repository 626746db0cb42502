// PUT /log — a client log entry (spec 1 §7, §8: failed calls log an error named after the path).
// 204 No Content; stored as a client event.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { ContextSchema, LongText, ShortText } from './limits.ts'

export const LogEntrySchema = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  message: LongText.min(1),
  context: ContextSchema.optional(),
  url: LongText.optional(),
  name: ShortText.optional(),
})
export type LogEntry = z.infer<typeof LogEntrySchema>

export const putLog = defineEndpoint({
  method: 'PUT',
  path: '/log',
  summary: 'Client log entry',
  tags: ['metrics'],
  body: LogEntrySchema,
  response: z.null(),
  status: 204,
})
