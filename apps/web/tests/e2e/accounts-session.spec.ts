// The session cookie (issue 3 items 1 and 11): signing in sets an HttpOnly, SameSite cookie with a
// new id each time; signing out revokes the session on the server, and /profile then asks to register.
import { getPlayer } from '@croupier/contract/api.generated'
import { expect, request as newRequest, test } from '@playwright/test'
import { DEMO_PASSWORD, signIn, signOut } from './support/accounts'
import { platform } from './support/platform'

const SESSION_COOKIE = 'croupier_session' // apps/platform/src/modules/session/session.http.ts
const DEMO_EMAIL = 'demo@croupier.local'
const DEMO_NICKNAME = 'DemoPlayer'

test('the session lives in an HttpOnly cookie and signing out revokes it', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD, DEMO_NICKNAME)
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)
  expect(cookie, 'the session cookie').toBeDefined()
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  // Page scripts never see it.
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE)

  // The same cookie sent from elsewhere opens the session until it is revoked.
  const replay = await newRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${cookie?.value}` },
  })
  const replayed = platform(replay, baseURL as string)
  expect(await replayed.tryCall(getPlayer)).toMatchObject({ ok: true })

  await signOut(page)
  expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false)
  // The session ended on the server, not only in this browser.
  expect(await replayed.tryCall(getPlayer)).toMatchObject({ failure: { status: 401 } })
  await replay.dispose()

  await page.goto('/profile')
  await expect(page).toHaveURL(/\/sign-up\?redirect=.*profile/)
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible()

  // A new sign-in gets a new session id (no fixation).
  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD, DEMO_NICKNAME)
  const next = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)
  expect(next?.value).toBeTruthy()
  expect(next?.value).not.toBe(cookie?.value)
})
