// Cancelling an active bonus (issue #12 acceptance 2): the gifts page's confirmation names exactly
// the bonus money that will be lost, and once confirmed the bonus is gone: the balance menu shows
// no bonus money and the cash untouched.
import { expect, test } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe'
import {
  bonusOf,
  depositBonus,
  depositByApi,
  euros,
  euroWallet,
  expectPockets,
  giftCard,
  newEuroPlayer,
  shootGifts,
} from './support/bonuses'

test('cancel shows the bonus money that will be lost and, confirmed, removes it; the cash stays', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await newEuroPlayer(page, 'bonus-cancel')
  const offer = await depositBonus(page, 'WELCOME100')
  expect(offer, 'WELCOME100 is on offer to a new EUR player').toBeDefined()
  const depositCents = Math.max(offer?.min_deposit_cents ?? 0, 50_00)
  await depositByApi(page, depositCents, 'WELCOME100')
  const bonus = await bonusOf(page, (candidate) => candidate.stage === 'activated')
  expect(bonus.balance_cents).toBeGreaterThan(0)
  const wallet = await euroWallet(page)
  expect(wallet).toEqual({ cash: depositCents, bonus: bonus.balance_cents })

  await page.goto('/profile/gifts')
  const card = giftCard(page, bonus.title)
  await expect(card).toBeVisible()
  await expectNoSeriousAxeViolations(page, 'main')
  await shootGifts(page, 'gifts-active-bonus')
  await card.getByRole('button', { name: /^Cancel/ }).click()
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(confirm).toBeVisible()
  // Exactly what goes: the bonus money now.
  await expect(confirm).toContainText(`You will lose ${euros(bonus.balance_cents)} of bonus money`)
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await shootGifts(page, 'gifts-cancel-confirm')
  await confirm.getByRole('button', { name: /^(Cancel (the )?bonus|Yes|Confirm)/ }).click()
  await expect(confirm).toBeHidden()

  await expect(card.getByRole('button', { name: /^Cancel/ })).toHaveCount(0)
  await expectPockets(page, { cash: wallet.cash, bonus: 0 })
  expect(await euroWallet(page)).toEqual({ cash: wallet.cash, bonus: 0 })
  expect(await bonusOf(page, (candidate) => candidate.id === bonus.id)).toMatchObject({ stage: 'canceled' })
})
