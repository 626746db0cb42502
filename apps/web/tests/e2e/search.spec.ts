// Game search (issue 4 items 11 and 14; spec 2 §2.5, §4): the header opens the search popup with
// recommended games; "book" finds games after the debounce; the keyboard reaches a result, which
// opens the game page; a nonsense query shows the empty message; Escape closes; axe finds no
// serious violation in the open popup. On a phone the search fills the screen and asks for mobile
// games, with the same loading, clear and empty states.
import { expect, type Page, test } from '@playwright/test'
import { registerThroughUi, uniqueEmail } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { holdGamesFilter, waitForCatalogueHydration } from './support/catalogue-loading'
import { PHONE } from './support/screen'

async function openSearch(page: Page, { tap = false } = {}) {
  const button = page.getByRole('banner').getByRole('button', { name: 'Search games' })
  await (tap ? button.tap() : button.click())
  const dialog = page.getByRole('dialog', { name: 'Search games' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('search "book", reach a result by keyboard and open its game page', async ({ page }) => {
  // Results link to real play, which needs a signed-in player (guests go to registration).
  await registerThroughUi(page, uniqueEmail('search'))
  const dialog = await openSearch(page)
  const input = dialog.getByRole('searchbox', { name: 'Game or provider name' })
  await expect(input).toBeFocused()
  await expect(
    dialog.getByRole('list', { name: 'Recommended games' }).getByRole('link').first(),
  ).toBeVisible()

  // Two characters never search (spec 2 §4: longer than 2).
  await input.fill('bo')
  await expect(dialog.getByText('Type at least 3 characters to search.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Clear search' })).toBeHidden()

  await input.fill('book')
  const found = dialog.getByRole('list', { name: 'Found games' })
  await expect(found.getByRole('link').first()).toBeVisible()
  await expect(dialog.getByText(/\d+ games found/)).toBeVisible()
  for (const title of await found.getByRole('link').allInnerTexts())
    expect(title.toLowerCase()).toContain('book')
  await expect(dialog.getByRole('button', { name: 'Clear search' })).toBeVisible()
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')

  await input.press('ArrowDown')
  const first = found.getByRole('link').first()
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/play\/[a-z0-9-]+\/[a-z0-9-]+\?mode=real$/)
  await expect(dialog).toBeHidden()
})

test('a nonsense query shows the empty message and the recommended games; Escape closes', async ({
  page,
}) => {
  await page.goto('/')
  await waitForCatalogueHydration(page)
  const dialog = await openSearch(page)
  const input = dialog.getByRole('searchbox', { name: 'Game or provider name' })
  await input.fill('qqzzxxyy')
  await expect(dialog.getByText('No games match “qqzzxxyy”. Try another name.')).toBeVisible()
  await expect(
    dialog.getByRole('list', { name: 'Recommended games' }).getByRole('link').first(),
  ).toBeVisible()

  await dialog.getByRole('button', { name: 'Clear search' }).click()
  await expect(input).toHaveValue('')
  await expect(input).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test.describe('on a phone', () => {
  test.use(PHONE)

  test('the search fills the screen: loading, found games, clear, an empty result, and a result opens', async ({
    page,
  }) => {
    // Results link to real play, which needs a signed-in player (guests go to registration).
    await registerThroughUi(page, uniqueEmail('search-phone'))
    await page.goto('/')
    await waitForCatalogueHydration(page)
    const dialog = await openSearch(page, { tap: true })
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
    const input = dialog.getByRole('searchbox', { name: 'Game or provider name' })
    await expect(input).toBeFocused()
    await expect(
      dialog.getByRole('list', { name: 'Recommended games' }).getByRole('link').first(),
    ).toBeVisible()

    await input.pressSequentially('bo')
    await expect(dialog.getByText('Type at least 3 characters to search.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Clear search' })).toBeHidden()

    // The platform's answer is held back, so the loading state is seen for certain.
    const search = await holdGamesFilter(page, (body) => body.filter !== undefined && 'title' in body.filter)
    const found = dialog.getByRole('list', { name: 'Found games' })
    try {
      await input.pressSequentially('ok')
      await expect(dialog.getByRole('status', { name: 'Searching…' })).toBeVisible()
      await expect.poll(() => search.requests.at(-1)?.postDataJSON()?.filter?.title).toBe('book')
      // A phone asks for the mobile catalogue.
      expect(search.requests.at(-1)?.postDataJSON()?.device).toBe('mobile')
      await expect(found).toBeHidden()
    } finally {
      search.release()
    }
    await expect(found.getByRole('link').first()).toBeVisible()
    await expect(dialog.getByRole('status', { name: 'Searching…' })).toBeHidden()
    await expect(dialog.getByText(/\d+ games? found/)).toBeVisible()
    for (const title of await found.getByRole('link').allInnerTexts())
      expect(title.toLowerCase()).toContain('book')

    const clear = dialog.getByRole('button', { name: 'Clear search' })
    await clear.tap()
    await expect(input).toHaveValue('')
    await expect(input).toBeFocused()
    await expect(clear).toBeHidden()
    await expect(dialog.getByText('Type at least 3 characters to search.')).toBeVisible()

    await input.pressSequentially('qqzzxxyy')
    await expect(dialog.getByText('No games match “qqzzxxyy”. Try another name.')).toBeVisible()
    await expect(
      dialog.getByRole('list', { name: 'Recommended games' }).getByRole('link').first(),
    ).toBeVisible()

    await input.fill('book')
    const first = found.getByRole('link').first()
    await expect(first).toBeVisible()
    const title = (await first.innerText()).split('\n')[0] ?? ''
    await first.tap()
    await expect(page).toHaveURL(/\/play\/[a-z0-9-]+\/[a-z0-9-]+\?mode=real$/)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
  })
})
