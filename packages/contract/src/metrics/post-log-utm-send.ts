// POST /log_utm_send — the stored UTM metrics, sent once a visitor registers or deposits (spec 1 §7).
// 204 No Content.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { UtmBodySchema } from './utm.ts'

export const postLogUtmSend = defineEndpoint({
  method: 'POST',
  path: '/log_utm_send',
  summary: 'Send the stored UTM metrics',
  tags: ['metrics'],
  body: UtmBodySchema,
  response: z.null(),
  status: 204,
})
