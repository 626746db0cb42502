// A card deposit through the cashbox as a player makes it (issue #5 item 15): /deposit, the
// personal-info dialog a fiat player meets first, then the card form with the sandbox's success card.
import { expect, type Locator, type Page } from '@playwright/test'

/** The sandbox's card that always succeeds. */
export const SUCCESS_CARD = '4242 4242 4242 4242'

/** The eight personal-info fields of spec 1 §2 (country is already set at registration). */
export const PERSONAL_DETAILS: [label: string, value: string][] = [
  ['First name', 'Robin'],
  ['Last name', 'Tremblay'],
  ['Date of birth', '12/04/1990'],
  ['Mobile phone', '+1 416 555 0100'],
  ['City', 'Toronto'],
  ['Address', '1 Front Street West'],
  ['Postal code', 'M5J 2X5'],
]

export function cashbox(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Cashbox' })
}

/** The header's balance button; the open dialog hides the page from the accessibility tree. */
export function headerBalance(page: Page): Locator {
  return page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: /^Balance .*Open wallets$/, includeHidden: true })
}

/** Fills the personal-info dialog that stands before a fiat player's first cashbox visit. */
export async function completeProfile(page: Page): Promise<void> {
  const details = page.getByRole('dialog', { name: 'Complete your profile' })
  for (const [label, value] of PERSONAL_DETAILS)
    await details.getByRole('textbox', { name: label, exact: true }).fill(value)
  await details.getByRole('button', { name: 'Save and continue' }).click()
  await expect(details).toBeHidden()
}

/** Fills the card form's four fields; the cardholder is always the same. */
export async function fillCard(dialog: Locator, number: string, expiry = '12/34'): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number)
  await dialog.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill(expiry)
  await dialog.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123')
  await dialog.getByRole('textbox', { name: 'Name on card' }).fill('ROBIN TREMBLAY')
}

/**
 * Opens the cashbox at its deposit step. A fiat player's first visit meets the personal-info dialog
 * (spec 1 §2), which `completeProfile` fills; it then comes back to the deposit.
 */
export async function openDeposit(
  page: Page,
  { completeProfile: withProfile = false } = {},
): Promise<Locator> {
  await page.goto('/deposit')
  if (withProfile) await completeProfile(page)
  const dialog = cashbox(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')
  return dialog
}

/**
 * Fills the deposit form with the success card and sends it: the card method of `brand` is picked,
 * and a card saved by an earlier deposit is set aside for new details, so the form is the same every
 * time. `amount` is whole major units of a two-decimal currency, as the submit button shows it.
 */
export async function submitCardDeposit(
  dialog: Locator,
  { brand, currency, amount }: { brand: string; currency: string; amount: string },
): Promise<void> {
  await dialog.getByRole('radio', { name: new RegExp(`^${brand}\\b`) }).check()
  const saved = dialog.getByRole('combobox', { name: 'Pay with' })
  if ((await saved.count()) > 0) await saved.selectOption({ label: 'A new card or account' })
  await dialog.getByRole('textbox', { name: `Amount (${currency})` }).fill(amount)
  await fillCard(dialog, SUCCESS_CARD)
  await dialog.getByRole('button', { name: new RegExp(`^Deposit \\D*${amount}\\.00$`) }).click()
}
