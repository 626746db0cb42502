// Playing games (issue #4 items 7, 8, 12, 14): demo rounds of every engine kind change the FUN
// balance on the game page; live tables and a real slot round move the signed-in player's
// balance in the header, and the round shows in the profile's games history; a guest asking for
// real play lands on registration; the frame's close button leaves the game.

import type { Game } from '@croupier/contract/catalogue/game'
import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, signIn } from './support/accounts'
import { FREE_SPINS_MS, findGame } from './support/catalogue'

const DEMO_PLAYER = 'demo@croupier.local'

function playPath(game: Game, mode: 'real' | 'demo'): string {
  return `/play/${game.provider}/${game.seo_title}?mode=${mode}`
}

/** Deals a blackjack hand and stands whenever Stand is offered, until Deal is enabled again. */
async function playBlackjackHand(cards: FrameLocator): Promise<void> {
  await cards.getByRole('button', { name: 'Deal' }).click()
  await expect(cards.getByRole('status')).not.toBeEmpty()
  // The hand is dealt before Stand is offered; until the round ends, stand whenever it is.
  const stand = cards.getByRole('button', { name: 'Stand' })
  await expect(async () => {
    if (await stand.isVisible()) await stand.click()
    await expect(cards.getByRole('button', { name: 'Deal' })).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

function gameFrame(page: Page, game: Game): FrameLocator {
  return page.frameLocator(`iframe[title="${game.title}, game window"]`)
}

function headerBalance(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Balance .*Open wallets$/ })
}

/** Plays rounds with `play` until `read` changes (a win can equal the stake), at most 6 rounds. */
async function playUntilChanged(read: () => Promise<string>, play: () => Promise<void>): Promise<void> {
  const before = await read()
  await expect
    .poll(
      async () => {
        await play()
        return read()
      },
      { intervals: [300], timeout: 75_000 },
    )
    .not.toBe(before)
}

test.describe('demo play', () => {
  test('a slot and a scratch card change the FUN balance, and close leaves the game', async ({
    page,
    request,
    baseURL,
  }) => {
    // Room for one free-spins feature (FREE_SPINS_MS) on top of the usual rounds.
    test.setTimeout(120_000)
    const fits = (kind: Game['kind']) => (game: Game) => game.kind === kind && game.has_demo_mode
    const slot = await findGame(request, baseURL as string, 'book', fits('slot'))
    const scratch = await findGame(request, baseURL as string, 'instant', fits('instant'))

    for (const [game, action] of [
      [slot, 'Spin'],
      [scratch, 'Buy card'],
    ] as const) {
      await page.goto('/')
      await page.goto(playPath(game, 'demo'))
      await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Demo' })).toHaveAttribute('aria-current', 'page')
      const fun = page.getByTestId('fun-balance')
      await expect(fun).toContainText('FUN')
      const frame = gameFrame(page, game)
      const button = frame.getByRole('button', { name: action })
      await playUntilChanged(
        async () => (await fun.textContent()) ?? '',
        async () => {
          await expect(button).toBeEnabled()
          await button.click()
          await expect(frame.getByRole('status')).not.toBeEmpty()
          await expect(button).toBeEnabled({ timeout: FREE_SPINS_MS })
        },
      )
      // The frame's own balance agrees with the page's.
      await expect(frame.locator('[data-meter="balance"]')).toHaveText((await fun.textContent()) ?? '')
      await frame.getByRole('button', { name: 'Close game' }).click()
      await expect(page).toHaveURL((url) => !url.pathname.startsWith('/play/'))
    }
  })

  test('RNG roulette and blackjack tables change the FUN balance', async ({ page, request, baseURL }) => {
    const demoTable = (kind: Game['kind']) => (game: Game) => game.kind === kind && game.has_demo_mode
    const roulette = await findGame(request, baseURL as string, 'table', demoTable('roulette'))
    const blackjack = await findGame(request, baseURL as string, 'table', demoTable('blackjack'))
    const fun = page.getByTestId('fun-balance')
    const read = async () => (await fun.textContent()) ?? ''

    await page.goto(playPath(roulette, 'demo'))
    await expect(fun).toContainText('FUN')
    const table = gameFrame(page, roulette)
    await playUntilChanged(read, async () => {
      await table.getByRole('button', { name: 'Red', exact: true }).click()
      await table.getByRole('button', { name: 'Spin' }).click()
      await expect(table.getByRole('status')).toContainText('The ball lands on')
      await expect(table.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: FREE_SPINS_MS })
    })

    await page.goto(playPath(blackjack, 'demo'))
    await expect(fun).toContainText('FUN')
    const cards = gameFrame(page, blackjack)
    await playUntilChanged(read, () => playBlackjackHand(cards))
  })

  test('a guest asking for real play lands on registration with the way back in redirect', async ({
    page,
    request,
    baseURL,
  }) => {
    const slot = await findGame(
      request,
      baseURL as string,
      'book',
      (g) => g.kind === 'slot' && g.has_demo_mode,
    )
    await page.goto(playPath(slot, 'demo'))
    await page.getByRole('link', { name: 'Real money' }).click()
    // The visitor's locale prefix (en-CA from the default country) is kept on both paths.
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/sign-up'))
    expect(new URL(page.url()).searchParams.get('redirect')?.endsWith(playPath(slot, 'real'))).toBe(true)
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible()
  })
})

test.describe('real play', () => {
  test('roulette, blackjack and a slot move the header balance; the round is in the games history', async ({
    page,
    request,
    baseURL,
  }) => {
    // Room for one free-spins feature (FREE_SPINS_MS) on top of the usual rounds.
    test.setTimeout(150_000)
    const withEur = (kind: Game['kind']) => (game: Game) =>
      game.kind === kind && game.currencies.EUR !== undefined
    const roulette = await findGame(request, baseURL as string, 'roulette', withEur('roulette'))
    const blackjack = await findGame(request, baseURL as string, 'blackjack', withEur('blackjack'))
    const slot = await findGame(request, baseURL as string, 'book', withEur('slot'))
    await signIn(page, DEMO_PLAYER, DEMO_PASSWORD, 'demo')
    const balance = async () =>
      (await headerBalance(page).getAttribute('aria-label')) ??
      (await headerBalance(page).textContent()) ??
      ''

    // Roulette: a chip on red, then spin.
    await page.goto(playPath(roulette, 'real'))
    const table = gameFrame(page, roulette)
    await table.getByRole('button', { name: 'Red', exact: true }).click()
    await expect(table.getByText(/Total bet/)).toContainText('1')
    await playUntilChanged(balance, async () => {
      await table.getByRole('button', { name: 'Spin' }).click()
      await expect(table.getByRole('status')).toContainText('The ball lands on')
      await expect(table.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: FREE_SPINS_MS })
    })

    // Blackjack: deal, then stand while the hand is open.
    await page.goto(playPath(blackjack, 'real'))
    const cards = gameFrame(page, blackjack)
    await playBlackjackHand(cards)
    await expect(cards.getByRole('status')).toContainText(/win|Push|Bust|Dealer wins|Blackjack/)

    // A real slot round: the header balance follows the realtime balance event.
    await page.goto(playPath(slot, 'real'))
    const reels = gameFrame(page, slot)
    await playUntilChanged(balance, async () => {
      await reels.getByRole('button', { name: 'Spin' }).click()
      await expect(reels.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: FREE_SPINS_MS })
    })

    await page.goto('/profile/games-history')
    const history = page.getByRole('table', { name: 'Your rounds, newest first' })
    await expect(history.getByRole('link', { name: slot.title }).first()).toBeVisible()
    await expect(history.getByRole('link', { name: roulette.title }).first()).toBeVisible()
    await expect(history.getByRole('cell', { name: 'Real money' }).first()).toBeVisible()
    await history.getByRole('link', { name: slot.title }).first().click()
    await expect(page).toHaveURL((url) => url.pathname.endsWith(`/play/${slot.provider}/${slot.seo_title}`))
  })
})
