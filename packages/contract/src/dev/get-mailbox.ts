// GET /api/dev/mail — the mail outbox for development and browser tests: the latest 50 messages,
// newest first, with the links found in them. Exists only outside production or with
// MAILBOX_ENABLED=1 (404 otherwise). `?to=` keeps the messages of one address.
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { TimestampSchema } from '../primitives.ts'

export const MailMessageSchema = z.object({
  id: z.int().positive(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** confirmation | password_reset | limit | … */
  kind: z.string(),
  /** Every http(s) link of the message, in order (the confirmation or reset link is among them). */
  links: z.array(z.string()),
  created_at: TimestampSchema,
  sent_at: TimestampSchema.nullable(),
})
export type MailMessage = z.infer<typeof MailMessageSchema>

export const MailboxSchema = z.object({ messages: z.array(MailMessageSchema) })

export const getMailbox = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mail',
  summary: 'Development mailbox: the latest outbox messages',
  tags: ['dev'],
  query: z.object({ to: z.string().max(254).optional() }),
  response: MailboxSchema,
})
