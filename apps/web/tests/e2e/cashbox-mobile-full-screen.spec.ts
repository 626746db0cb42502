// The cashbox dialog's frame (spec 1 §2, issue #5 item 10): full screen on a phone, where the close
// button works; a centred panel on a desktop, where a click on the overlay around it does not
// close it. Crypto wallets, so no personal-info dialog comes first.
import { expect, type Page, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { cashbox } from './support/cashbox-deposit'
import { isMain, PHONE } from './support/screen'

async function openStep(page: Page, path: string, tab: string) {
  await page.goto(path)
  const dialog = cashbox(page)
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
  return dialog
}

test.describe('on a phone', () => {
  test.use(PHONE)

  test('/deposit and /withdraw fill the screen and the close button closes them', async ({ page }) => {
    await registerThroughUi(page, uniqueEmail('cashbox-phone'), { currency: 'BTC' })
    for (const [path, tab] of [
      ['/deposit', 'Deposit'],
      ['/withdraw', 'Withdraw'],
    ] as const) {
      const dialog = await openStep(page, path, tab)
      expect(await dialog.boundingBox(), path).toEqual({ x: 0, y: 0, width: 390, height: 844 })
      await dialog.getByRole('button', { name: 'Close' }).tap()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(isMain)
    }
  })
})

test('on a desktop the cashbox is a centred panel, and a click on the overlay does not close it', async ({
  page,
}) => {
  await registerThroughUi(page, uniqueEmail('cashbox-overlay'), { currency: 'BTC' })
  for (const [path, tab] of [
    ['/deposit', 'Deposit'],
    ['/withdraw', 'Withdraw'],
  ] as const) {
    const dialog = await openStep(page, path, tab)
    const box = await dialog.boundingBox()
    const viewport = page.viewportSize()
    if (!box || !viewport) throw new Error('no dialog box or viewport')
    expect(box.width).toBeLessThan(viewport.width)
    expect(box.height).toBeLessThan(viewport.height)
    // A close would navigate at once (back, or to main), which loads route data.
    const navigations: string[] = []
    const onRequest = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname.endsWith('.data')) navigations.push(request.url())
    }
    page.on('request', onRequest)
    // The overlay at the top-left corner and the left edge, outside the panel.
    for (const [x, y] of [
      [5, 5],
      [5, Math.round(viewport.height / 2)],
    ] as const)
      await page.mouse.click(x, y)
    // Still open and working: another section answers, and no navigation has started.
    await dialog.getByRole('tab', { name: 'History' }).click()
    await expect(dialog.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true')
    page.off('request', onRequest)
    expect(navigations, path).toEqual([])
    await expect(page).toHaveURL((url) => url.pathname.endsWith(path))
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(isMain)
  }
})
