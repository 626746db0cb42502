// The promotions page (issue #14, spec 2 §4; ADR 041) for a guest: active, future and finished
// promotions in their sections, status colours from rules PROMO_STATUS_COLOUR, countdowns to the end
// (active) or the start (future) and none once finished, each card reaching its own page.
import { expect, type Locator, test } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe'
import { DESKTOP, MOBILE } from './support/screen'

const SHOTS = '/work/main/.tmp/shots-wjack'

test.use({ reducedMotion: 'reduce' })

/** The card of `title` inside a section, found by its link. */
const card = (section: Locator, title: string) =>
  section
    .getByRole('listitem')
    .filter({ has: section.page().getByRole('link', { name: title, exact: true }) })

/** The computed colour of a CSS custom property, as the status pill resolves it. */
const tokenColour = (scope: Locator, token: string) =>
  scope.evaluate((element, name) => {
    const probe = document.createElement('span')
    probe.style.color = `var(${name})`
    element.appendChild(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  }, token)

test('a guest sees active, future and finished promotions with their colours, countdowns and links', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(DESKTOP)
  await page.goto('/promotions')
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
  const active = page.getByRole('region', { name: 'Active now' })
  const future = page.getByRole('region', { name: 'Coming soon' })
  const archive = page.getByRole('region', { name: 'Finished' })

  const cases = [
    {
      section: active,
      title: 'Weekly lottery',
      status: 'Active',
      token: '--color-success',
      when: /^Ends in /,
    },
    {
      section: future,
      title: 'Christmas lottery',
      status: 'Coming soon',
      token: '--color-accent',
      when: /^Starts in /,
    },
    { section: archive, title: 'Autumn lottery', status: 'Finished', token: '--color-danger', when: null },
  ]
  for (const { section, title, status, token, when } of cases) {
    const item = card(section, title)
    await expect(item).toHaveCount(1)
    const pill = item.getByText(status, { exact: true })
    await expect(pill).toBeVisible()
    expect(await pill.evaluate((element) => getComputedStyle(element).color)).toBe(
      await tokenColour(item, token),
    )
    if (when) {
      // The countdown ticks each second once hydrated.
      const time = item.locator('time')
      await expect(time).toHaveText(when)
      const first = await time.textContent()
      await expect(time).not.toHaveText(first ?? '', { timeout: 3_000 })
    } else {
      await expect(item.getByText('This promotion has finished.')).toBeVisible()
      await expect(item.locator('time')).toHaveCount(0)
    }
  }
  // Tournaments are listed too.
  await expect(active.getByText('Tournament', { exact: true }).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/promotions-1280.png`, fullPage: true })

  await page.setViewportSize(MOBILE)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/promotions-390.png`, fullPage: true })
  await page.setViewportSize(DESKTOP)

  // Each card leads to its page.
  await card(active, 'Weekly lottery').getByRole('link').click()
  await expect(page).toHaveURL(/\/lottery\/weekly-lottery$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly lottery' })).toBeVisible()
  await page.goBack()
  const tournament = active.getByRole('listitem').filter({ hasText: 'Tournament' }).first()
  const name = (await tournament.getByRole('link').textContent()) ?? ''
  await tournament.getByRole('link').click()
  await expect(page).toHaveURL(/\/tournaments\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})
