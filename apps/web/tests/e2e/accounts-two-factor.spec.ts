// Two-factor (issue 3 items 5, 11, 14; spec 1 §4): a player turns it on in /profile/security with
// the key shown as text, and from then on signing in asks for a code from the authenticator app.
import { expect, test } from '@playwright/test'
import {
  displayName,
  PASSWORD,
  profileLink,
  registerThroughUi,
  signInDialog,
  signOut,
  submitSignIn,
  totpCode,
  uniqueEmail,
} from './support/accounts'

test('a player enables two-factor and signs in with a TOTP code', async ({ page }) => {
  const email = uniqueEmail('two-factor')
  await registerThroughUi(page, email)

  await page.goto('/profile/security')
  const card = page.getByRole('region', { name: 'Two-factor authentication' })
  await expect(card.getByText('Off', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  // The key as an app would be typed it, in groups of four.
  const secret = (await card.getByRole('code').innerText()).replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await card.getByRole('textbox', { name: 'Authentication code' }).fill(totpCode(secret))
  await card.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible()
  await expect(card.getByText('On', { exact: true })).toBeVisible()

  await signOut(page)

  // The password alone is not enough: the code step follows.
  await submitSignIn(page, email, PASSWORD)
  const codeStep = page.getByRole('dialog', { name: 'Two-factor authentication' })
  await expect(codeStep).toBeVisible()
  await expect(signInDialog(page)).toBeHidden()
  await expect(profileLink(page, displayName(email))).toBeHidden()

  // A wrong code keeps the player on the step with the message.
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000'
  await codeStep.getByRole('textbox', { name: 'Authentication code' }).fill(wrong)
  await codeStep.getByRole('button', { name: 'Verify and log in' }).click()
  await expect(codeStep.getByText('That code is not right.', { exact: false })).toBeVisible()

  await codeStep.getByRole('textbox', { name: 'Authentication code' }).fill(totpCode(secret))
  await codeStep.getByRole('button', { name: 'Verify and log in' }).click()
  await expect(codeStep).toBeHidden()
  await expect(profileLink(page, displayName(email))).toBeVisible()
})
