// Sending mail: every message goes to the outbox first (the dev mailbox reads it); with SMTP_URL a
// background sender delivers it and marks sent_at. Without SMTP the outbox is the only copy.
import type { MailMessage } from '@croupier/contract/dev/get-mailbox'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Database } from '../../db/client.ts'
import {
  claimUnsentMail,
  insertMail,
  listLatestMail,
  markMailFailed,
  markMailSent,
} from './mail.repository.ts'
import { extractLinks, type MailContent } from './mail.templates.ts'

/** The dev mailbox shows this many messages. */
export const MAILBOX_SIZE = 50
/** A message that failed this many times stays unsent (visible in the outbox with its last error). */
export const MAX_SEND_ATTEMPTS = 5
export const SEND_INTERVAL_MS = 5_000

export interface Mailer {
  send(to: string, kind: string, content: MailContent): Promise<void>
  /** Delivers what is waiting now (the background loop calls it; tests may too). */
  flush(): Promise<number>
  close(): Promise<void>
}

export function createMailer(options: {
  db: Database
  smtpUrl: string | undefined
  from: string
  logger: FastifyBaseLogger
  now: () => Date
}): Mailer {
  const { db, smtpUrl, from, logger, now } = options
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined
  let flushing: Promise<number> | undefined
  let timer: NodeJS.Timeout | undefined

  async function deliver(): Promise<number> {
    if (!transport) return 0
    let sent = 0
    for (;;) {
      const batch = await claimUnsentMail(db, 20, MAX_SEND_ATTEMPTS)
      if (batch.length === 0) return sent
      for (const mail of batch) {
        try {
          await transport.sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          })
          await markMailSent(db, mail.id, now())
          sent += 1
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          logger.warn({ mailId: mail.id, err: message }, 'mail delivery failed')
          await markMailFailed(db, mail.id, message)
        }
      }
    }
  }

  function flush(): Promise<number> {
    flushing ??= deliver().finally(() => {
      flushing = undefined
    })
    return flushing
  }

  if (transport) {
    timer = setInterval(() => {
      flush().catch((error) => logger.error({ err: error }, 'mail sender failed'))
    }, SEND_INTERVAL_MS)
    timer.unref()
  }

  return {
    async send(to, kind, content) {
      await insertMail(db, { to, kind, ...content, createdAt: now() })
      if (transport) void flush().catch((error) => logger.error({ err: error }, 'mail sender failed'))
    },
    flush,
    async close() {
      if (timer) clearInterval(timer)
      await flushing?.catch(() => 0)
      transport?.close()
    },
  }
}

export async function readMailbox(db: Database, to?: string): Promise<MailMessage[]> {
  const rows = await listLatestMail(db, MAILBOX_SIZE, to?.trim().toLowerCase())
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    kind: row.kind,
    links: extractLinks(row.text, row.html),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }))
}

// Senders in other modules (auth, limits) build their content from these.
export {
  confirmationMail,
  genericMail,
  limitChangeMail,
  type MailContent,
  passwordResetMail,
} from './mail.templates.ts'
