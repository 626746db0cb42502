// POST /api/send_contact_message — the contact form (spec 1 §7). 201 `{ ok: true }`; invalid input
// 422 `{ errors: { field: [key] } }`, which the client rethrows (spec 1 §8).
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'

export const ContactMessageBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email({ error: 'VALIDATION.EMAIL.INVALID' }).max(254),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(10).max(5000),
})
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>

export const ContactMessageResultSchema = z.object({ ok: z.literal(true) })

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/send_contact_message',
  summary: 'Send a message to support',
  tags: ['support'],
  body: ContactMessageBodySchema,
  response: ContactMessageResultSchema,
  status: 201,
})
