// Issue #9 item 12: the auth hashes open one dialog at a time (spec 1 §2). Switching the hash from
// #sign-in to #sign-up and back, walking the history back and forward through those hashes, and a
// hash on an auth page itself always leave exactly one auth dialog, the hash's own. The clock moves by hand, less than the 1 s
// after which spec 1 §2 clears the hash, so each history entry keeps its hash.
import { expect, type Page, test } from '@playwright/test'
import { signInDialog, signUpDialog } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'

/** Every dialog in the page, also one hidden from assistive technology by a dialog above it. */
function allDialogs(page: Page) {
  return page.getByRole('dialog', { includeHidden: true })
}

async function expectOnly(page: Page, which: 'sign-in' | 'sign-up'): Promise<void> {
  await expect(which === 'sign-in' ? signInDialog(page) : signUpDialog(page)).toBeVisible()
  await expect(allDialogs(page)).toHaveCount(1)
}

/** Time enough for a dialog to render (React reveals suspended content on a timer), short of the clear. */
async function settle(page: Page): Promise<void> {
  await page.clock.runFor(400)
}

async function setHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((next) => {
    window.location.hash = next
  }, hash)
}

test('one auth dialog at a time: #sign-in ↔ #sign-up and through the history', async ({ page }) => {
  const start = Date.now()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.goto('/pokies/all#sign-in')
  await settle(page)
  await expectOnly(page, 'sign-in')

  await setHash(page, '#sign-up')
  await settle(page)
  await expectOnly(page, 'sign-up')
  await setHash(page, '#sign-in')
  await settle(page)
  await expectOnly(page, 'sign-in')
  await setHash(page, '#sign-up')
  await settle(page)
  await expectOnly(page, 'sign-up')

  await page.goBack()
  await expect(page).toHaveURL(/#sign-in$/)
  await settle(page)
  await expectOnly(page, 'sign-in')
  await page.goBack()
  await expect(page).toHaveURL(/#sign-up$/)
  await settle(page)
  await expectOnly(page, 'sign-up')
  await page.goForward()
  await settle(page)
  await expectOnly(page, 'sign-in')

  await page.clock.resume()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
})

test('on an auth page the hash opens its page in place: still one dialog', async ({ page }) => {
  await page.goto('/sign-in')
  await expectOnly(page, 'sign-in')
  await setHash(page, '#sign-up')
  await expect(page).toHaveURL(/\/sign-up$/)
  await expectOnly(page, 'sign-up')
  await page.goto('/sign-up#sign-in')
  await expect(page).toHaveURL(/\/sign-in$/)
  await expectOnly(page, 'sign-in')
})
