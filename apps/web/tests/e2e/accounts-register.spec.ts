// Register → confirm from the mailbox → sign out → sign in (issue 3 item 17; spec 1 §2, §4).
import { expect, test } from '@playwright/test'
import {
  displayName,
  latestMail,
  linkTo,
  PASSWORD,
  profileLink,
  registerThroughUi,
  signIn,
  signOut,
  uniqueEmail,
} from './support/accounts'

test('a new player registers, confirms the email from the mailbox, signs out and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('register')
  await registerThroughUi(page, email)

  // spec 1 §4: until the address is confirmed the header carries a notice with a resend link.
  const notices = page.getByRole('region', { name: 'Notices' })
  await expect(notices).toContainText(`Please confirm your email address ${email}`)
  await expect(notices.getByRole('button', { name: 'Resend the link' })).toBeVisible()

  const mail = await latestMail(page.request, email, 'confirmation')
  await page.goto(linkTo(mail, '/confirmation'))
  const confirmation = page.getByRole('dialog', { name: 'Email confirmation' })
  await expect(confirmation.getByRole('alert')).toHaveText(`Thank you! ${email} is now confirmed.`)
  await confirmation.getByRole('button', { name: 'Continue' }).click()
  await expect(confirmation).toBeHidden()
  await expect(profileLink(page, displayName(email))).toBeVisible()
  await expect(page.getByRole('region', { name: 'Notices' })).toBeHidden()

  await signOut(page)
  await expect(profileLink(page, displayName(email))).toBeHidden()

  await signIn(page, email, PASSWORD)
  await expect(page.getByRole('region', { name: 'Notices' })).toBeHidden()
})
