// GET /client-context — what the User-Agent says about the client (spec 1 §3 Client context).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const ClientContextSchema = z.object({
  isBot: z.boolean(),
  isMetaWebview: z.boolean(),
  isIOS: z.boolean(),
})
export type ClientContext = z.infer<typeof ClientContextSchema>

export const getClientContext = defineEndpoint({
  method: 'GET',
  path: '/client-context',
  summary: 'Bot, Meta in-app webview and iOS flags from the User-Agent',
  tags: ['info'],
  response: ClientContextSchema,
})
