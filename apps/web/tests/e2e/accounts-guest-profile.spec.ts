// A guest opening a page that needs an account (issue 3 item 17; spec 1 §2 guards): registration
// opens with `redirect` holding the path, and after signing up the player is where they were going.
import { expect, test } from '@playwright/test'
import { displayName, fillRegistration, profileLink, signUpDialog, uniqueEmail } from './support/accounts'

test('a guest opening /profile registers and lands on /profile', async ({ page }) => {
  await page.goto('/profile')
  await expect(page).toHaveURL((url) => {
    const redirect = url.searchParams.get('redirect') ?? ''
    return url.pathname.endsWith('/sign-up') && redirect.endsWith('/profile')
  })
  const dialog = signUpDialog(page)
  await expect(dialog).toBeVisible()

  const email = uniqueEmail('guest-profile')
  await fillRegistration(dialog, { email })
  await dialog.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(/\/profile$/)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Your account', level: 2 })).toBeVisible()
  await expect(profileLink(page, displayName(email))).toBeVisible()
})
