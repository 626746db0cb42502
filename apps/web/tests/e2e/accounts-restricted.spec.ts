// Restricted regions (issue 3 item 9; spec 1 §1, §2, §5; spec 2 §2.2): a guest of a fully restricted
// country cannot open login or registration and reads why; in a partially restricted country the
// header's login and registration buttons are disabled and say why.
import { expect, test } from '@playwright/test'
import { GEO_HEADER } from './support/geo'

test.describe('a guest in a fully restricted country (RU)', () => {
  test.use({ extraHTTPHeaders: { [GEO_HEADER]: 'RU' } })

  test('sees the restriction instead of the login form', async ({ page }) => {
    await page.goto('/sign-in')
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await expect(dialog.getByRole('alert')).toHaveText('Login not available in your country')
    await expect(dialog.getByRole('textbox')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Log in' })).toHaveCount(0)
  })

  test('sees the restriction instead of the registration form', async ({ page }) => {
    await page.goto('/sign-up')
    const dialog = page.getByRole('dialog', { name: 'Create your account' })
    await expect(dialog.getByRole('alert')).toHaveText('Registration restricted in your country')
    await expect(dialog.getByRole('textbox')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Create account' })).toHaveCount(0)
  })
})

test.describe('a guest in a partially restricted country (FR)', () => {
  test.use({ extraHTTPHeaders: { [GEO_HEADER]: 'FR' } })

  test('finds the header login and registration buttons disabled', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const login = header.getByRole('button', { name: 'Log in' })
    const register = header.getByRole('button', { name: 'Sign up' })
    // aria-disabled: still focusable, so keyboard and screen-reader users learn why.
    await expect(login).toBeDisabled()
    await expect(register).toBeDisabled()
    await expect(login).toHaveAccessibleDescription('Login not available in your country')
    await expect(register).toHaveAccessibleDescription('Registration restricted in your country')
    // Clicking leads nowhere: no dialog, no navigation.
    await register.click({ force: true })
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL((url) => !url.pathname.endsWith('/sign-up'))
  })

  test('cannot open registration by its route either', async ({ page }) => {
    await page.goto('/sign-up')
    const dialog = page.getByRole('dialog', { name: 'Create your account' })
    await expect(dialog.getByRole('alert')).toHaveText('Registration restricted in your country')
    await expect(dialog.getByRole('textbox')).toHaveCount(0)
  })
})
