// Free spins (issue #12 acceptance 3): the sign-up gift's batch is activated on the gifts page and
// played in the game frame of one of its games ("Free spins: N left", no cash touched); once the
// last spin is played its winnings are bonus money — exactly the batch's won_cents as the platform
// reports it — or, when the batch won nothing, it shows as played and no bonus is issued.
import type { PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import { expect, test } from '@playwright/test'
import {
  euros,
  euroWallet,
  giftCard,
  newEuroPlayer,
  playerBonuses,
  playerFreeSpins,
  shootGifts,
  spin,
} from './support/bonuses'

// The reels stop at once: the journey is about money, not animation.
test.use({ reducedMotion: 'reduce' })

test('the sign-up free spins are activated, played in the game frame, and their winnings become bonus money', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await newEuroPlayer(page, 'bonus-spins')
  let batch: PlayerFreeSpins | undefined
  await expect
    .poll(async () => {
      batch = (await playerFreeSpins(page)).find((candidate) => candidate.stage === 'issued')
      return batch?.id ?? null
    })
    .not.toBeNull()
  const issued = batch as PlayerFreeSpins
  expect(issued.games.length).toBeGreaterThan(0)

  await page.goto('/profile/gifts')
  const card = giftCard(page, issued.title, 'Free spins')
  await expect(card).toContainText(String(issued.count))
  await shootGifts(page, 'gifts-free-spins-issued')
  await card.getByRole('button', { name: /^Activate/ }).click()
  await expect
    .poll(async () => (await playerFreeSpins(page)).find((b) => b.id === issued.id)?.stage)
    .toBe('activated')

  // Its first game, from the card, in real mode.
  const game = issued.games[0] as PlayerFreeSpins['games'][number]
  await card.getByRole('link', { name: game.title }).first().click()
  await expect(page).toHaveURL(/\/play\//)
  const reels = page.frameLocator(`iframe[title="${game.title}, game window"]`)
  await expect(reels.getByText(`Free spins: ${issued.count} left`)).toBeVisible({ timeout: 20_000 })
  const cash = (await euroWallet(page)).cash

  let now: PlayerFreeSpins = { ...issued, stage: 'activated' }
  for (let round = 0; round < issued.count + 5 && now.stage === 'activated'; round += 1) {
    await spin(reels)
    const left = now.remaining
    await expect
      .poll(async () => {
        now = (await playerFreeSpins(page)).find((b) => b.id === issued.id) as PlayerFreeSpins
        return now.remaining
      })
      .toBeLessThan(left)
    if (now.remaining > 0) await expect(reels.getByText(`Free spins: ${now.remaining} left`)).toBeVisible()
  }
  expect(now).toMatchObject({ stage: 'played', remaining: 0 })
  await expect(
    reels
      .getByRole('region', { name: game.title })
      .getByText(`Free spins played: ${euros(now.won_cents)} won.`),
  ).toBeVisible()
  expect(now.won_cents).toBeLessThanOrEqual(now.max_win_cents)

  // Free spins debit nothing; their winnings are bonus money, not cash.
  const bonuses = await playerBonuses(page)
  const winnings = bonuses.find((bonus) => bonus.id === now.bonus_id)
  if (now.won_cents > 0) {
    expect(winnings).toMatchObject({ type: 'freespins', amount_cents: now.won_cents, stage: 'activated' })
    expect(await euroWallet(page)).toEqual({ cash, bonus: now.won_cents })
  } else {
    expect(now.bonus_id).toBeNull()
    expect(await euroWallet(page)).toEqual({ cash, bonus: 0 })
  }

  await page.goto('/profile/gifts')
  if (winnings) await expect(giftCard(page, winnings.title)).toBeVisible()
  await shootGifts(page, 'gifts-after-free-spins')
})
