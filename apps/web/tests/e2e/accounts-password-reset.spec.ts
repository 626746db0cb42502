// Password reset from the emailed link (issue 3 items 2, 9; spec 1 §2 /remind, /new-password): the
// new password works, the old one fails with the message, and the link works once.
import { expect, test } from '@playwright/test'
import {
  latestMail,
  linkTo,
  PASSWORD,
  registerThroughUi,
  signIn,
  signOut,
  submitSignIn,
  uniqueEmail,
} from './support/accounts'

const NEW_PASSWORD = 'Fresh-start-42'

test('a player resets the password from the emailed link, which then works no more', async ({ page }) => {
  const email = uniqueEmail('reset')
  await registerThroughUi(page, email)
  await signOut(page)

  await page.goto('/remind')
  const remind = page.getByRole('dialog', { name: 'Reset your password' })
  await remind.getByRole('textbox', { name: 'Email' }).fill(email)
  await remind.getByRole('button', { name: 'Send reset link' }).click()
  await expect(remind.getByRole('status')).toContainText(`If an account exists for ${email}`)

  const resetLink = linkTo(await latestMail(page.request, email, 'password_reset'), '/new-password')
  await page.goto(resetLink)
  const form = page.getByRole('dialog', { name: 'Set a new password' })
  await form.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD)
  await form.getByRole('textbox', { name: 'Repeat password' }).fill(NEW_PASSWORD)
  await form.getByRole('button', { name: 'Save new password' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Your password has been changed. You can now log in with your new password.',
  )

  // The old password is refused with the message, and the player stays on the login dialog.
  const login = await submitSignIn(page, email, PASSWORD)
  await expect(login.getByRole('alert')).toHaveText('The email or password is incorrect.')
  await expect(login).toBeVisible()

  await signIn(page, email, NEW_PASSWORD)
  await signOut(page)

  // The same link a second time: the form shows, but the spent token is refused.
  await page.goto(resetLink)
  const again = page.getByRole('dialog', { name: 'Set a new password' })
  await again.getByRole('textbox', { name: 'New password' }).fill('Another-one-7')
  await again.getByRole('textbox', { name: 'Repeat password' }).fill('Another-one-7')
  await again.getByRole('button', { name: 'Save new password' }).click()
  await expect(again.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired. Reset links work once and for 2 hours.',
  )
  await expect(again.getByRole('button', { name: 'Send me a new link' })).toBeVisible()
  // And the password did not change.
  await signIn(page, email, NEW_PASSWORD)
})
