// POST /log_utm_set — the UTM metrics a visit arrived with (spec 1 §7). 204 No Content.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { UtmBodySchema } from './utm.ts'

export const postLogUtmSet = defineEndpoint({
  method: 'POST',
  path: '/log_utm_set',
  summary: 'Record the UTM metrics of a visit',
  tags: ['metrics'],
  body: UtmBodySchema,
  response: z.null(),
  status: 204,
})
