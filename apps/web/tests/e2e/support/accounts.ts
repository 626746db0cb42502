// Shared steps of the accounts journeys (issue 3 item 17): fresh players, the header's signed-in
// state, signing in and out through the UI, the development mailbox and TOTP codes.
import { getMailbox } from '@croupier/contract/api.generated'
import type { MailMessage } from '@croupier/contract/dev/get-mailbox'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { platform } from './platform'

/** Satisfies every password rule of spec 1 §5 (6+ characters, allowed symbols only). */
export const PASSWORD = 'Journey-2026!'
export const DEMO_PASSWORD = 'Croupier2026!' // apps/platform/src/seed/demo-players.json

let sequence = 0

/** A unique address per call, so a journey never meets a player of another run or journey. */
export function uniqueEmail(journey: string): string {
  sequence += 1
  return `e2e-${journey}-${Date.now()}-${sequence}@example.com`
}

/** The part of the address the header shows for a player without a nickname. */
export function displayName(email: string): string {
  return email.split('@')[0] ?? email
}

/** The header's link to the profile: present only for a signed-in player. */
export function profileLink(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('link', { name: `Profile of ${name}` })
}

export function signInDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Log in' })
}

export function signUpDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Create your account' })
}

/** Fills the registration form's required fields; country and currency keep their geo defaults. */
export async function fillRegistration(
  dialog: Locator,
  {
    email,
    password = PASSWORD,
    nickname,
    currency,
  }: { email: string; password?: string; nickname?: string; currency?: string },
): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await dialog.getByRole('textbox', { name: 'Repeat password' }).fill(password)
  if (nickname !== undefined) await dialog.getByRole('textbox', { name: 'Nickname' }).fill(nickname)
  if (currency !== undefined) await dialog.getByRole('combobox', { name: 'Currency' }).selectOption(currency)
  await dialog.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check()
  await dialog.getByRole('checkbox', { name: /I am at least \d+ years old/ }).check()
}

/** Registers through /sign-up and waits for the header to show the new player. */
export async function registerThroughUi(
  page: Page,
  email: string,
  { password = PASSWORD, currency }: { password?: string; currency?: string } = {},
): Promise<void> {
  await page.goto('/sign-up')
  const dialog = signUpDialog(page)
  await fillRegistration(dialog, { email, password, ...(currency ? { currency } : {}) })
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(dialog).toBeHidden()
  await expect(profileLink(page, displayName(email))).toBeVisible()
}

/** Opens /sign-in and submits the credentials (the caller asserts what follows). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<Locator> {
  await page.goto('/sign-in')
  const dialog = signInDialog(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  return dialog
}

export async function signIn(page: Page, email: string, password: string, name = displayName(email)) {
  const dialog = await submitSignIn(page, email, password)
  await expect(dialog).toBeHidden()
  await expect(profileLink(page, name)).toBeVisible()
}

/** Logs out from the header's balance menu and waits for the guest header. */
export async function signOut(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Balance .*Open wallets$/ })
    .click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
}

/**
 * The newest message of `kind` to `to` in the development mailbox (MAILBOX_ENABLED=1), waiting for
 * it: mail is written by the platform after it answers.
 */
export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<MailMessage> {
  let found: MailMessage | undefined
  await expect
    .poll(
      async () => {
        const answer = await platform(request).tryCall(getMailbox, { query: { to } })
        if (!answer.ok) return null
        found = answer.data.messages.find((message) => message.kind === kind)
        return found?.id ?? null
      },
      { message: `a ${kind} email to ${to}` },
    )
    .not.toBeNull()
  return found as MailMessage
}

/** The link of a message that leads to `path` (e.g. /confirmation), as a same-origin path + query. */
export function linkTo(message: MailMessage, path: string): string {
  const link = message.links.map((href) => new URL(href)).find((url) => url.pathname === path)
  if (!link) throw new Error(`no ${path} link in "${message.subject}": ${message.links.join(', ')}`)
  return `${link.pathname}${link.search}`
}

/** The current six-digit code of a base32 secret (RFC 6238, as authenticator apps compute it). */
export function totpCode(secret: string): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate()
}
