// Shared steps of the bonus journeys (bonus-*.spec.ts; issue #12): a fresh EUR player (optionally
// arriving with a partner stag), the wallet's two pockets as the platform and the balance menu show
// them, the player's bonuses and free spins, a card deposit through the cashbox with a bonus chosen,
// real spins in the slot frame, and screenshots of the gifts page.
import {
  createDeposit,
  getAccounts,
  getDepositBonuses,
  getPlayerBonuses,
  getPlayerFreeSpins,
} from '@croupier/contract/api.generated'
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { PlayerBonus, PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import type { Game } from '@croupier/contract/catalogue/game'
import { type APIRequestContext, expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { displayName, fillRegistration, profileLink, signUpDialog, uniqueEmail } from './accounts'
import { cashbox, completeProfile, fillCard, headerBalance } from './cashbox-deposit'
import { FREE_SPINS_MS, findGame } from './catalogue'
import { pagePlatform } from './platform'
import { DESKTOP, MOBILE } from './screen'
import { cardMethod } from './wallet'

const SHOTS = '/tmp/shots-bonuses'

/** The partner stag whose players get the welcome pack (spec 1 §6, packages/rules/src/groups.ts). */
export const WELCOME_PACK_STAG = '131811'

/**
 * A new EUR player signed up through the UI. With `stag`, the visitor first arrives by a partner
 * link (`/?stag=…`), which the web stores as the stag cookie that registration sends. With `promos`,
 * the player ticks "Send me bonuses and promotions by email" (promo codes and coupons are
 * promotional offers: never to a player with receive_promos off, ADR 039).
 */
export async function newEuroPlayer(
  page: Page,
  journey: string,
  { stag, promos = false }: { stag?: string; promos?: boolean } = {},
): Promise<string> {
  if (stag !== undefined) await page.goto(`/?stag=${stag}`)
  const email = uniqueEmail(journey)
  await page.goto('/sign-up')
  const dialog = signUpDialog(page)
  await fillRegistration(dialog, { email, currency: 'EUR' })
  if (promos) await dialog.getByRole('checkbox', { name: /^Send me bonuses and promotions by email/ }).check()
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(dialog).toBeHidden()
  await expect(profileLink(page, displayName(email))).toBeVisible()
  return email
}

/** The EUR wallet's cash and bonus money as the platform has them (spec 1 §3). */
export async function euroWallet(page: Page): Promise<{ cash: number; bonus: number }> {
  const accounts = await pagePlatform(page).call(getAccounts, { query: {} })
  const wallet = accounts.find((account) => account.currency === 'EUR')
  if (!wallet) throw new Error('no EUR wallet')
  return {
    cash: wallet.available_to_cashout_cents,
    bonus: wallet.amount_cents - wallet.available_to_cashout_cents,
  }
}

export function playerBonuses(page: Page): Promise<PlayerBonus[]> {
  return pagePlatform(page).call(getPlayerBonuses)
}

export function playerFreeSpins(page: Page): Promise<PlayerFreeSpins[]> {
  return pagePlatform(page).call(getPlayerFreeSpins)
}

/** The player's bonus of `group` (the newest), waiting for it to be issued. */
export async function bonusOf(page: Page, match: (bonus: PlayerBonus) => boolean): Promise<PlayerBonus> {
  let found: PlayerBonus | undefined
  await expect
    .poll(async () => {
      found = (await playerBonuses(page)).find(match)
      return found?.id ?? null
    })
    .not.toBeNull()
  return found as PlayerBonus
}

/** The deposit bonus of `code` on offer to this player now. */
export async function depositBonus(page: Page, code: string): Promise<DepositBonus | undefined> {
  const offered = await pagePlatform(page).call(getDepositBonuses)
  return offered.find((bonus) => bonus.code.toUpperCase() === code.toUpperCase())
}

/** What a deposit of `depositCents` with `bonus` issues: the match, capped. */
export function matched(
  bonus: Pick<DepositBonus, 'percent' | 'max_bonus_cents'>,
  depositCents: number,
): number {
  return Math.min(Math.floor((depositCents * bonus.percent) / 100), bonus.max_bonus_cents)
}

/** "€1,234.56" as en shows euros. */
export function euros(cents: number): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100)
}

/**
 * A EUR card deposit straight to the platform (the cashbox journey is bonus-welcome's), with a
 * deposit bonus code when given; answers once the sandbox has settled it.
 */
export async function depositByApi(page: Page, amountCents: number, bonusCode?: string): Promise<void> {
  const origin = new URL(page.url()).origin
  const method = await cardMethod(page.request, origin, 'EUR', 'deposit')
  const payment = await pagePlatform(page).call(createDeposit, {
    body: {
      method_id: method.id,
      amount_cents: amountCents,
      currency: 'EUR',
      idempotency_key: `bonus-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', holder: 'JANE PLAYER', cvv: '123' },
      ...(bonusCode === undefined ? {} : { bonus_code: bonusCode }),
    },
  })
  expect(payment.state).toBe('succeeded')
}

/** Opens the cashbox at its deposit step; a first visit fills the personal-info dialog first. */
export async function openDepositStep(page: Page, { firstVisit = false } = {}): Promise<Locator> {
  await page.goto('/deposit')
  if (firstVisit) await completeProfile(page)
  const dialog = cashbox(page)
  await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true')
  return dialog
}

/**
 * Chooses a deposit bonus in the cashbox's chooser: the offered bonus whose title is given (a
 * radio), or else a typed code (the "Bonus code" field and Apply).
 */
export async function chooseBonus(
  dialog: Locator,
  choice: { title: string } | { code: string },
): Promise<void> {
  if ('title' in choice) {
    await dialog.getByRole('radio', { name: new RegExp(`^${escapeRegExp(choice.title)}`) }).check()
    return
  }
  await dialog.getByRole('textbox', { name: 'Bonus code' }).fill(choice.code)
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(
    dialog.getByText(new RegExp(`${escapeRegExp(choice.code)}.*applied`, 'i')).first(),
  ).toBeVisible()
}

/** Sends the open deposit step with the sandbox's success card for `amount` whole euros. */
export async function payByCard(dialog: Locator, amount: number): Promise<void> {
  await dialog.getByRole('radio', { name: /^Visa\b/ }).check()
  const saved = dialog.getByRole('combobox', { name: 'Pay with' })
  if ((await saved.count()) > 0) await saved.selectOption({ label: 'A new card or account' })
  await dialog.getByRole('textbox', { name: 'Amount (EUR)' }).fill(String(amount))
  await fillCard(dialog, '4242 4242 4242 4242', '12/34')
  await dialog.getByRole('button', { name: `Deposit ${euros(amount * 100)}` }).click()
  await expect(dialog.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({ timeout: 20_000 })
}

/** Closes the cashbox. */
export async function closeCashbox(page: Page): Promise<void> {
  const dialog = cashbox(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
}

/**
 * The EUR wallet's cash and bonus as the header's balance menu shows them, the menu closed again:
 * e.g. `{ cash: '€100.00', bonus: '€100.00' }`.
 */
export async function menuPockets(page: Page): Promise<{ cash: string; bonus: string }> {
  await headerBalance(page).click()
  const wallet = page.getByRole('menuitemradio').filter({ hasText: 'EUR' })
  await expect(wallet).toBeVisible()
  const text = (await wallet.innerText()).replace(/\s+/g, ' ')
  await page.keyboard.press('Escape')
  const cash = /Cashable\s*(\S+)/.exec(text)?.[1] ?? ''
  const bonus = /Bonus\s*(\S+)/.exec(text)?.[1] ?? ''
  return { cash, bonus }
}

/** Expects the header and its balance menu to show these pockets (the socket brings them). */
export async function expectPockets(page: Page, cents: { cash: number; bonus: number }): Promise<void> {
  await expectHeaderPockets(page, cents)
  await expect.poll(() => menuPockets(page)).toEqual({ cash: euros(cents.cash), bonus: euros(cents.bonus) })
}

/** A EUR slot whose stakes count towards a bonus (not among its excluded games, `provider/seo_title`). */
export function wageringSlot(
  request: APIRequestContext,
  baseURL: string,
  excluded: readonly string[],
): Promise<Game> {
  return findGame(
    request,
    baseURL,
    'book',
    (game) =>
      game.kind === 'slot' &&
      game.currencies.EUR !== undefined &&
      !excluded.includes(`${game.provider}/${game.seo_title}`) &&
      !excluded.includes(game.identifier),
  )
}

/** The slot's game window on its real-money page. */
export async function openRealGame(page: Page, game: Game): Promise<FrameLocator> {
  await page.goto(`/play/${game.provider}/${game.seo_title}?mode=real`)
  const reels = page.frameLocator(`iframe[title="${game.title}, game window"]`)
  await expect(reels.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 20_000 })
  return reels
}

/** One spin, waited out (a free-spins feature of the slot keeps Spin disabled for a while). */
export async function spin(reels: FrameLocator): Promise<void> {
  const button = reels.getByRole('button', { name: 'Spin' })
  await button.click()
  await expect(button).toBeEnabled({ timeout: FREE_SPINS_MS })
}

/** The frame's stake select, set to the largest step not above `maxCents`; answers that stake. */
export async function setStake(reels: FrameLocator, maxCents: number): Promise<number> {
  const select = reels.locator('select#bet')
  const steps = await select
    .locator('option')
    .evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)))
  const stake = Math.max(...steps.filter((step) => step <= maxCents))
  await select.selectOption(String(stake))
  return stake
}

/** The gifts page's card of a bonus (section "Bonuses") or a free-spin batch ("Free spins") by its title. */
export function giftCard(page: Page, title: string, section: 'Bonuses' | 'Free spins' = 'Bonuses'): Locator {
  return page
    .getByRole('main')
    .getByRole('region', { name: section, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .first()
}

/** The header's balance button says both pockets while there is bonus money (spec 2 §2.2). */
export async function expectHeaderPockets(page: Page, cents: { cash: number; bonus: number }): Promise<void> {
  const label = cents.bonus > 0 ? `${euros(cents.cash)} plus ${euros(cents.bonus)} bonus` : euros(cents.cash)
  await expect(headerBalance(page)).toHaveAttribute(
    'aria-label',
    new RegExp(`^Balance ${escapeRegExp(label)}(?! plus)`),
  )
}

/**
 * Desktop (1280) and mobile (390) screenshots of the signed-in page's main part, or of the viewport
 * while a dialog is open (it sits outside main).
 */
export async function shootGifts(page: Page, name: string): Promise<void> {
  await expect(headerBalance(page)).toBeVisible()
  // The cookie bar, when it is up, would cover the cards.
  const consent = page.getByRole('region', { name: 'Cookie consent' })
  if (await consent.isVisible()) await consent.getByRole('button', { name: 'Accept' }).click()
  const dialogOpen = (await page.getByRole('dialog').count()) > 0
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport)
    const path = `${SHOTS}/${name}-${label}.png`
    if (dialogOpen) await page.screenshot({ path })
    else await page.getByRole('main').screenshot({ path })
  }
  await page.setViewportSize(DESKTOP)
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
