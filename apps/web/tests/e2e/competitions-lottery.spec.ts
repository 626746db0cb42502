// Lotteries (issue #14 acceptance, spec 2 §3 Lottery; ADR 041): a fresh player's deposit at the
// lottery's minimum brings a ticket, the draw (POST /api/dev/lotteries/{id}/draw) picks the only
// ticket, the page lists the winner and "Verify" recomputes the draw from the revealed seed in the
// browser; the cash prize reaches the balance once, also when the draw is asked for again. The
// lottery is the journey's own, so no other spec's tickets take part.
import { createDevLottery, drawDevLottery, getLottery } from '@croupier/contract/api.generated'
import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousAxeViolations } from './support/axe'
import { depositByApi, euroWallet, newEuroPlayer } from './support/bonuses'
import { pagePlatform } from './support/platform'
import { DESKTOP, MOBILE } from './support/screen'

const SHOTS = '/work/main/.tmp/shots-wquest'
const PRIZE_CENTS = 5_000
const DEPOSIT_MIN_CENTS = 2_000

test.use({ reducedMotion: 'reduce' })

const tickets = async (page: Page, id: string) =>
  (await pagePlatform(page).call(getLottery, { params: { id } })).tickets

test('a deposit brings a ticket, the draw pays its winner once and Verify confirms the seed', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(DESKTOP)
  await newEuroPlayer(page, 'lottery-win')
  const identifier = `journey-lottery-${Date.now().toString(36)}`
  const lottery = await pagePlatform(page).call(createDevLottery, {
    body: {
      identifier,
      title: 'Journey Lottery',
      minutes: 60,
      deposit_min: { EUR: DEPOSIT_MIN_CENTS },
      prizes: [{ place: 1, type: 'cash', amount: { EUR: PRIZE_CENTS } }],
    },
  })

  await page.goto(`/lottery/${identifier}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Journey Lottery' })).toBeVisible()
  await expect(page.getByText('0 tickets')).toBeVisible()
  await expect(page.getByText('Deposit at least €20: every such deposit brings a ticket.')).toBeVisible()
  await expect(page.getByText(/^Draw in /)).toBeVisible()
  const prizes = page.getByRole('region', { name: 'Prizes' })
  await expect(prizes.getByRole('row', { name: '1 €50 cash' })).toBeVisible()

  await depositByApi(page, DEPOSIT_MIN_CENTS)
  await expect.poll(() => tickets(page, lottery.id), { timeout: 15_000 }).toBe(1)
  await page.reload()
  await expect(page.getByText('1 ticket', { exact: true })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/lottery-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  const before = await euroWallet(page)
  const draw = await pagePlatform(page).call(drawDevLottery, { params: { id: lottery.id } })
  expect(draw.winners).toHaveLength(1)
  await page.reload()
  const winners = page.getByRole('region', { name: 'Winners' })
  await expect(winners.getByRole('row')).toHaveCount(2)
  await expect(winners.getByRole('row').nth(1)).toContainText(draw.winners[0]?.ticket_id ?? '-')
  await expect(page.getByText(/^Drawn on /)).toBeVisible()

  const fairness = page.getByRole('region', { name: 'Fairness proof' })
  await expect(fairness.getByText(draw.proof.server_seed ?? '-')).toBeVisible()
  await fairness.getByRole('button', { name: 'Verify' }).click()
  await expect(fairness.getByRole('status')).toHaveText(/^Verified: the server seed matches/)
  await page.screenshot({ path: `${SHOTS}/lottery-drawn-1280.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  // Paid once: a second draw request pays nothing more.
  await expect.poll(async () => (await euroWallet(page)).cash).toBe(before.cash + PRIZE_CENTS)
  await pagePlatform(page)
    .tryCall(drawDevLottery, { params: { id: lottery.id } })
    .catch(() => undefined)
  expect((await euroWallet(page)).cash).toBe(before.cash + PRIZE_CENTS)

  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${SHOTS}/lottery-drawn-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')
})

test('a guest sees the lottery with its prizes and a sign-up, and an unknown one is not found', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  // seed/lotteries.ts: the weekly lottery, a ticket per €20 deposit and per €50 of bets.
  await page.goto('/lottery/weekly-lottery')
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly lottery' })).toBeVisible()
  const tickets = page.getByRole('region', { name: 'Sign up to get tickets' })
  await expect(tickets.getByRole('link', { name: 'Sign up' })).toBeVisible()
  await expect(tickets).toContainText('Deposit at least €20: every such deposit brings a ticket.')
  await expect(tickets).toContainText('Play: every €50 of real bets brings a ticket.')
  await expect(page.getByRole('region', { name: 'Prizes' }).getByRole('row')).not.toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Fairness proof' })).toContainText('Server seed hash')
  await page.screenshot({ path: `${SHOTS}/lottery-guest-390.png`, fullPage: true })
  await expectNoSeriousAxeViolations(page, 'main')

  const response = await page.goto('/lottery/no-such-lottery')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Lottery not found' })).toBeVisible()
})
