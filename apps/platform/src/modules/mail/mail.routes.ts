// Mail: `app.mailer` for every module that sends (auth now, limits later), and the development
// mailbox GET /api/dev/mail — registered only outside production or with MAILBOX_ENABLED=1.
import { getMailbox } from '@croupier/contract/dev/get-mailbox'
import type { FastifyInstance } from 'fastify'
import { route } from '../../http/route.ts'
import { createMailer, type Mailer, readMailbox } from './mail.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.mailer.send(to, kind, content)`: outbox + SMTP when configured. */
    mailer: Mailer
  }
}

export function registerMail(app: FastifyInstance): void {
  const { db, config } = app.deps
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: app.log,
    now: () => app.clock(),
  })
  app.decorate('mailer', mailer)
  app.addHook('onClose', () => mailer.close())

  if (!config.mailboxEnabled) return
  route(app, getMailbox, async ({ query }) => ({ messages: await readMailbox(db, query.to) }), {
    cache: 'private-no-store',
  })
}
