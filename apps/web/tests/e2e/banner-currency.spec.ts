// Banner amounts in the visitor's money (spec 2 §3 "Banner" variables; issue 9 item 14): the
// signed-in player's currency, else the currency of the visitor's country, EUR only as the fallback,
// each formatted for the page's locale.
import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, signIn } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { GEO_HEADER } from './support/geo'

test.describe('a CAD player', () => {
  test('sees Canadian dollars in the lobby hero', async ({ page }) => {
    test.slow() // a UI sign-in on a freshly started server
    await signIn(page, 'gcb@croupier.local', DEMO_PASSWORD, 'MapleAce')
    await page.goto('/')
    // The hero is a region named by its heading, the banner's title.
    const hero = page.getByRole('region', { name: 'Reload bonus: 50% up to CA$375' })
    await expect(hero).toBeVisible()
    await expect(hero).toContainText('Use code RELOAD50 with your next deposit from CA$30.')
    await expect(hero).not.toContainText('€')
    await expectNoSeriousAxeViolations(page, '[aria-labelledby="banner-reload-bonus"]')
  })
})

test.describe('a guest from Australia', () => {
  test.use({ extraHTTPHeaders: { [GEO_HEADER]: 'AU' } })

  test('sees Australian dollars in the lobby hero', async ({ page }) => {
    await page.goto('/')
    const card = page.getByRole('dialog', { name: 'Before you continue' })
    await card.getByRole('button', { name: 'I confirm, continue' }).click()
    // The visitor's locale is en-AU, where Australian dollars are written $ (A$ in plain en).
    const hero = page.getByRole('region', {
      name: 'Welcome pack up to $2,250 + 150 free spins on the pokies',
    })
    await expect(hero).toBeVisible()
    await expect(hero).not.toContainText('€')
  })
})

test.describe('a guest from a euro country', () => {
  test.use({ extraHTTPHeaders: { [GEO_HEADER]: 'FR' } })

  test('sees euros in the lobby hero', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('region', { name: 'Welcome pack up to €1,500 + 150 free spins' }),
    ).toBeVisible()
  })
})

test.describe('a guest from Germany', () => {
  test.use({ extraHTTPHeaders: { [GEO_HEADER]: 'DE' } })

  test('sees euros written the German way', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('region', { name: 'Willkommenspaket bis zu 1.500 € + 150 Freispiele' }),
    ).toBeVisible()
  })
})
