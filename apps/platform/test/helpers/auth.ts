// Helpers for the account tests: sign in, register, read cookies, read the mailbox, TOTP codes.
import * as api from '@croupier/contract/api.generated'
import type { Player } from '@croupier/contract/player/get-player'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import * as OTPAuth from 'otpauth'
import { inject } from './call.ts'

export const DEMO_PASSWORD = 'Croupier2026!'

export type Inject = FastifyInstance['inject']

/** The value of a Set-Cookie of this response, or undefined. */
export function setCookie(response: LightMyRequestResponse, name: string): string | undefined {
  const raw = response.headers['set-cookie']
  const list = Array.isArray(raw) ? raw : raw ? [raw] : []
  return list.find((c) => c.startsWith(`${name}=`))
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return setCookie(response, name)
    ?.split(';')[0]
    ?.slice(name.length + 1)
}

export const SESSION = 'croupier_session'
export const PENDING = 'croupier_pending_login'

/** Cookie header of a signed-in player. */
export function sessionCookie(token: string): string {
  return `${SESSION}=${token}`
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  extra: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ response: LightMyRequestResponse; cookie: string; player: Player }> {
  const response = await inject(app, api.signIn, {
    headers: extra.headers,
    body: { user: { email, password } },
    remoteAddress: extra.remoteAddress,
  })
  if (response.statusCode !== 200)
    throw new Error(`sign in ${email}: ${response.statusCode} ${response.body}`)
  const token = cookieValue(response, SESSION)
  if (!token) throw new Error('no session cookie')
  return { response, cookie: sessionCookie(token), player: response.json() as Player }
}

let registrations = 0
export function uniqueEmail(prefix = 'player'): string {
  registrations += 1
  return `${prefix}.${Date.now().toString(36)}.${registrations}@example.com`
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    user: {
      email: uniqueEmail(),
      password: 'Secret-123',
      password_confirmation: 'Secret-123',
      currency: 'EUR',
      country: 'DE',
      terms_acceptance: true,
      age_acceptance: true,
      receive_promos: false,
      ...overrides,
    },
  }
}

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides)
  const response = await inject(app, api.register, { body })
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`)
  const token = cookieValue(response, SESSION)
  if (!token) throw new Error('no session cookie')
  return { response, cookie: sessionCookie(token), player: response.json() as Player, email: body.user.email }
}

/** An authenticator app: the TOTP code of a base32 secret at a time (otpauth, independent of our rules). */
export function totpCode(secret: string, at: Date): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  })
  return totp.generate({ timestamp: at.getTime() })
}

export interface MailboxMessage {
  to: string
  subject: string
  kind: string
  links: string[]
}

export async function mailbox(app: FastifyInstance, to: string): Promise<MailboxMessage[]> {
  const response = await inject(app, api.getMailbox, { query: { to } })
  if (response.statusCode !== 200) throw new Error(`mailbox: ${response.statusCode}`)
  return (response.json() as { messages: MailboxMessage[] }).messages
}

/** The query parameter `name` of the first link in `to`'s newest mail of `kind`. */
export async function mailedToken(
  app: FastifyInstance,
  to: string,
  kind: string,
  name: string,
): Promise<string> {
  const message = (await mailbox(app, to)).find((m) => m.kind === kind)
  const link = message?.links.find((l) => l.includes(`${name}=`))
  const token = link ? new URL(link).searchParams.get(name) : null
  if (!token) throw new Error(`no ${kind} mail with ${name} for ${to}`)
  return token
}
