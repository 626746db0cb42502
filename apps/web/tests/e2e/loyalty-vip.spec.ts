// The VIP club and the level tab (issue #13, ADR 040) against the real platform: a player whose
// deposits cross the Silver threshold sees the header badge turn Silver without a reload and the VIP
// page count towards Gold, then reaches the VIP manager from the side menu; a guest sees the
// comparison with a register button; comp points move the level tab's bar.
import path from 'node:path'
import {
  creditCompPoints,
  getPlayerLevel,
  getVipStatuses,
  getVipStatusProgress,
} from '@croupier/contract/api.generated'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { signUpDialog } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { depositByApi, euros, newEuroPlayer } from './support/bonuses'
import { pagePlatform } from './support/platform'
import { acceptCookies } from './support/screen'

const SHOTS = path.resolve(import.meta.dirname, '../../../../.tmp/shots-w-vip')
// The largest single card deposit in EUR (500 × the €10 minimum, seed/payments.ts).
const MAX_DEPOSIT_CENTS = 500_000

async function shoot(page: Page, name: string): Promise<void> {
  for (const [label, viewport] of [
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** Deposits `totalCents` in card deposits the sandbox accepts. */
async function depositUpTo(page: Page, totalCents: number): Promise<void> {
  for (let left = totalCents; left > 0; left -= MAX_DEPOSIT_CENTS)
    await depositByApi(page, Math.min(left, MAX_DEPOSIT_CENTS))
}

function bar(scope: Locator, name: string | RegExp): Locator {
  return scope.getByRole('progressbar', { name })
}

test('a player whose deposits cross the Silver threshold turns Silver live, counts towards Gold and reaches the VIP manager', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await newEuroPlayer(page, 'vip-silver')
  await acceptCookies(page)
  const ladder = await pagePlatform(page).call(getVipStatuses, { query: { currency: 'EUR' } })
  const step = (status: string) => {
    const found = ladder.statuses.find((entry) => entry.status === status)
    if (!found) throw new Error(`no ${status} on the ladder`)
    return found
  }
  const silver = step('silver')
  const gold = step('gold')

  await page.goto('/croupier-vipclub')
  const status = page.getByRole('region', { name: 'Your VIP status' })
  await expect(status.getByRole('heading', { name: 'Progress to Bronze this quarter' })).toBeVisible()
  await expect(bar(status, 'Deposits')).toHaveAttribute('aria-valuenow', '0')
  const compare = page.getByRole('region', { name: 'Compare the statuses' })
  await expect(compare.getByRole('article', { name: 'Player' })).toContainText('Your status')
  await expect(compare.getByRole('article', { name: 'Bronze' })).toContainText('Next')
  await expect(compare.getByRole('article', { name: 'Silver' })).toContainText('Locked')
  await expect(page.getByRole('banner').getByText('Silver', { exact: true })).toHaveCount(0)

  // The deposits go straight to the platform: the page learns of the new status only by realtime.
  await depositUpTo(page, silver.deposit_threshold_cents)
  await expect(page.getByRole('banner').getByText('Silver', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(status.getByRole('heading', { name: 'Progress to Gold this quarter' })).toBeVisible()
  const progress = await pagePlatform(page).call(getVipStatusProgress)
  expect(progress).toMatchObject({ activeStatus: 'silver', nextStatus: 'gold' })
  await expect(bar(status, 'Deposits')).toHaveAttribute(
    'aria-valuetext',
    `${Math.floor((silver.deposit_threshold_cents * 100) / gold.deposit_threshold_cents)}% · ${euros(silver.deposit_threshold_cents)} of ${euros(gold.deposit_threshold_cents)}`,
  )
  await expect(bar(status, 'Overall')).toHaveAttribute('aria-valuenow', String(progress.overallProgress))
  await expect(compare.getByRole('article', { name: 'Silver' })).toContainText('Your status')
  await expect(compare.getByRole('article', { name: 'Bronze' })).toContainText('Reached')
  await expect(compare.getByRole('article', { name: 'Gold' })).toContainText('Next')
  await expectNoSeriousAxeViolations(page, 'main')
  await shoot(page, 'vip-club-silver')

  // spec 2 §2.3: a VIP player's side menu carries the manager block; it opens the VIP support popup.
  await page.setViewportSize({ width: 390, height: 844 })
  await page
    .getByRole('navigation', { name: 'Quick navigation' })
    .getByRole('button', { name: 'Menu' })
    .click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  const manager = drawer.getByRole('region', { name: 'Your VIP manager' })
  await expect(manager).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/side-menu-manager-390.png` })
  await manager.getByRole('button', { name: 'Contact your VIP manager' }).click()
  const support = page.getByRole('dialog', { name: 'VIP support' })
  await expect(support).toBeVisible()
  await expect(support.getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  )
  await expect(support.getByRole('link', { name: 'Message on Telegram' })).toHaveAttribute(
    'href',
    /^https:\/\/t\.me\//,
  )
  await expect(support.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/)
  await expectNoSeriousAxeViolations(page, '[role="dialog"]')
  await page.screenshot({ path: `${SHOTS}/vip-support-390.png` })
  await support.getByRole('button', { name: 'Close' }).first().click()
  await expect(support).toBeHidden()
})

test('a guest sees the VIP comparison with a register button', async ({ page }) => {
  await page.goto('/croupier-vipclub')
  await acceptCookies(page)
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Club' })).toBeVisible()
  const compare = page.getByRole('region', { name: 'Compare the statuses' })
  for (const name of ['Player', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'])
    await expect(compare.getByRole('article', { name })).toBeVisible()
  // No status of their own: no card says where the guest stands, and no status card.
  await expect(compare.getByText('Your status')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Your VIP status' })).toHaveCount(0)
  await expect(compare.getByRole('article', { name: 'Diamond' })).toContainText('Yours for life')
  await expectNoSeriousAxeViolations(page, 'main')
  await shoot(page, 'vip-club-guest')
  await page.getByRole('link', { name: 'Register and start climbing' }).click()
  await expect(signUpDialog(page)).toBeVisible()

  // The club lives under every locale's prefix, in its language.
  await page.goto('/de/croupier-vipclub')
  await expect(page.getByRole('heading', { level: 1, name: 'VIP-Club' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Status im Vergleich' }).getByRole('article')).toHaveCount(6)
})

test('comp points move the level tab: the level, the points and the bar to the next level', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const email = await newEuroPlayer(page, 'vip-level')
  await acceptCookies(page)
  await page.goto('/profile/level')
  const card = page.getByRole('region', { name: 'Your level' })
  const before = await pagePlatform(page).call(getPlayerLevel, { query: { locale: 'en' } })
  await expect(card).toContainText(before.level.name)
  await expect(card).toContainText('0 level points')

  // The operator's back office stands in for play (ADR 040): half-way into the second level.
  const next = before.next_level
  if (!next) throw new Error('the first level has a next one')
  const target = next.conditions.persistent_comp_points.max ?? next.conditions.persistent_comp_points.min * 2
  const points =
    next.conditions.persistent_comp_points.min +
    Math.floor((target - next.conditions.persistent_comp_points.min) / 2)
  await pagePlatform(page).call(creditCompPoints, { body: { email, points } })
  const after = await pagePlatform(page).call(getPlayerLevel, { query: { locale: 'en' } })
  expect(after.level.number).toBe(next.number)
  expect(after.progress_percent).toBeGreaterThan(0)

  await page.reload()
  await expect(card).toContainText(after.level.name)
  await expect(card).toContainText(`${points.toLocaleString('en')} level points`)
  const toNext = bar(card, `Progress to ${after.next_level?.name}`)
  await expect(toNext).toHaveAttribute('aria-valuenow', String(after.progress_percent))
  await expect(toNext).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`of ${target.toLocaleString('en')} points$`),
  )
  const slider = page.getByRole('region', { name: 'Levels and cashback' })
  await expect(slider.getByRole('article', { name: after.level.name })).toContainText('Your level')
  await expect(slider.getByRole('article', { name: before.level.name })).toContainText('Reached')
  await expectNoSeriousAxeViolations(page, 'main')
  await shoot(page, 'profile-level')
})
