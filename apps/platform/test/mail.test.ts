// Mail (issue 3 item 6): the outbox holds every message with working links; the dev mailbox exists
// outside production or with MAILBOX_ENABLED=1 only; with SMTP_URL a background sender delivers
// and marks sent_at (proved against a minimal SMTP server on loopback).

import net from 'node:net'
import * as api from '@croupier/contract/api.generated'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { genericMail } from '../src/modules/mail/mail.templates.ts'
import { inject, nameOf } from './helpers/call.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

describe(nameOf(api.getMailbox), () => {
  it.each([
    ['development → 200', { NODE_ENV: 'development' }, 200],
    ['test → 200', { NODE_ENV: 'test' }, 200],
    ['production → 404', { NODE_ENV: 'production' }, 404],
    ['production with MAILBOX_ENABLED=1 → 200', { NODE_ENV: 'production', MAILBOX_ENABLED: '1' }, 200],
  ])('%s', async (_, env, status) => {
    const { mailboxEnabled } = loadConfig(env)
    const t = await createTestApp({ seed: false, config: { mailboxEnabled } })
    try {
      const response = await inject(t.app, api.getMailbox)
      expect(response.statusCode).toBe(status)
      if (status === 404) expect(response.json()).toMatchObject({ error: 'NOT_FOUND' })
      else expect(response.json()).toEqual({ messages: [] })
    } finally {
      await t.close()
    }
  })

  it('lists the latest 50, newest first, with their links, filtered by recipient', async () => {
    const t = await createTestApp({ seed: false })
    try {
      for (let i = 1; i <= 52; i++) {
        await t.app.mailer.send(
          `p${i % 2}@example.com`,
          'limit',
          genericMail(`Limit ${i}`, ['Your limit.'], {
            label: 'Open limits',
            url: `http://localhost:3000/profile/limits?n=${i}&x=1`,
          }),
        )
      }
      const all = (await inject(t.app, api.getMailbox)).json().messages
      expect(all).toHaveLength(50)
      expect(all[0]).toMatchObject({ subject: 'Limit 52', kind: 'limit', sent_at: null })
      expect(all[0].links).toEqual(['http://localhost:3000/profile/limits?n=52&x=1'])
      expect(all[0].html).toContain('href="http://localhost:3000/profile/limits?n=52&amp;x=1"')
      const mine = (await inject(t.app, api.getMailbox, { query: { to: 'P1@example.com' } })).json().messages
      expect(mine.every((m: { to: string }) => m.to === 'p1@example.com')).toBe(true)
      expect(mine).toHaveLength(26)
    } finally {
      await t.close()
    }
  })
})

/** A loopback SMTP server that accepts everything and records the DATA of each message. */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let index = buffer.indexOf('\r\n')
      while (index >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            socket.write('250 queued\r\n')
          } else messages[messages.length - 1] += `${line}\n`
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n')
        else if (/^DATA/i.test(line)) {
          inData = true
          messages.push('')
          socket.write('354 go\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
        index = buffer.indexOf('\r\n')
      }
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({ port, messages, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

describe('SMTP delivery', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>
  let t: TestApp
  beforeAll(async () => {
    smtp = await fakeSmtp()
    t = await createTestApp({ seed: false, config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('delivers outbox messages and marks them sent', async () => {
    await t.app.mailer.send(
      'player@example.com',
      'limit',
      genericMail('Deposit limit reached', ['You reached it.']),
    )
    await t.app.mailer.flush()
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]).toContain('Subject: Deposit limit reached')
    expect(smtp.messages[0]).toContain('To: player@example.com')
    const [message] = (await inject(t.app, api.getMailbox)).json().messages
    expect(message.sent_at).not.toBeNull()
  })
})
