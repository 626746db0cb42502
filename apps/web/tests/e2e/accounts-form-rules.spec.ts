// Form rules that ask or check more than one field (issue 9 item 19): registration asks
// the platform's email check when the email field is left, so a taken address is named before anything is
// submitted (spec 1 §7); the personal-info form holds its DD/MM/YYYY birth date to the split-date
// rules of spec 1 §5 (birthDay, birthMonth, isValidDate, birthYear), each with its own message.
import { checkEmail, register } from '@croupier/contract/api.generated'
import { expect, type Request, test } from '@playwright/test'
import { registerThroughUi, signUpDialog, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { PERSONAL_DETAILS } from './support/cashbox-deposit'
import { matches } from './support/platform'

const TAKEN = 'demo@croupier.local' // a seeded player (apps/platform/src/seed/demo-players.json)
const SHOTS = '.tmp/shots-stats'

const isRegistration = matches(register)
const isEmailCheck = matches(checkEmail)

test('a taken email shows its error as soon as the field is left, before the form is sent', async ({
  page,
}) => {
  const registrations: Request[] = []
  page.on('request', (request) => {
    if (isRegistration(request)) registrations.push(request)
  })
  await page.goto('/sign-up')
  const dialog = signUpDialog(page)
  const email = dialog.getByRole('textbox', { name: 'Email' })
  await email.fill(TAKEN)
  const checked = page.waitForRequest(isEmailCheck)
  await email.press('Tab')
  expect((await checked).postDataJSON()).toEqual({ email: TAKEN })
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('An account with this email already exists')
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  for (const [label, viewport] of [
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `${SHOTS}/registration-taken-email-${label}.png` })
  }

  // Typing again clears it; a free address is checked too and passes.
  const free = uniqueEmail('check-email')
  await email.fill(free)
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  const checkedFree = page.waitForResponse(isEmailCheck)
  await email.press('Tab')
  expect((await checkedFree).status()).toBe(200)
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  expect(registrations).toEqual([])
})

test('the personal-info form refuses impossible birth dates with the spec messages', async ({ page }) => {
  test.setTimeout(90_000)
  await registerThroughUi(page, uniqueEmail('birth-date'), { currency: 'EUR' })
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Complete your profile' })
  const date = dialog.getByRole('textbox', { name: 'Date of birth', exact: true })
  const tenYearsOld = `01/01/${new Date().getUTCFullYear() - 10}`
  const impossible: [value: string, message: string][] = [
    ['32/01/1990', 'Enter a day from 1 to 31'],
    ['01/13/1990', 'Enter a month from 1 to 12'],
    ['31/02/1990', 'Enter a valid date as DD/MM/YYYY'],
    [tenYearsOld, 'You must be at least 18 years old'],
  ]
  for (const [value, message] of impossible) {
    await date.fill(value)
    await date.press('Tab')
    await expect(date, value).toHaveAttribute('aria-invalid', 'true')
    await expect(date, value).toHaveAccessibleDescription(message)
  }
  // With every other field right, sending keeps the dialog and brings the player back to the date.
  for (const [label, value] of PERSONAL_DETAILS.filter(([label]) => label !== 'Date of birth'))
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value)
  await dialog.getByRole('button', { name: 'Save and continue' }).click()
  await expect(date).toBeFocused()
  await expect(dialog).toBeVisible()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')

  await date.fill('12/04/1990')
  await expect(date).not.toHaveAttribute('aria-invalid', 'true')
})
