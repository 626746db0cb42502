// The welcome bonus (issue #12 acceptance 1): a player who arrived by partner stag 131811 is offered
// the welcome pack and their first €100 deposit shows €100 cash and the matched bonus in the header;
// a player without the stag is not offered the pack, chooses the seeded small-multiplier bonus QUICK1
// in the cashbox with €100, and real spins in the slot frame move the wagering bar on the single
// bonus page (another tab, no reload) until the bonus becomes cash.
import { getBonuses } from '@croupier/contract/api.generated'
import type { OfferedBonus } from '@croupier/contract/bonuses/player-bonus'
import { expect, test } from '@playwright/test'
import {
  bonusOf,
  chooseBonus,
  closeCashbox,
  escapeRegExp,
  euroWallet,
  expectPockets,
  matched,
  newEuroPlayer,
  openDepositStep,
  openRealGame,
  payByCard,
  setStake,
  shootGifts,
  spin,
  WELCOME_PACK_STAG,
  wageringSlot,
} from './support/bonuses'
import { pagePlatform } from './support/platform'

const DEPOSIT_CENTS = 100_00

// The reels stop at once: the journey is about money, not animation.
test.use({ reducedMotion: 'reduce' })

test('a player who arrived with stag 131811 is offered the welcome pack; €100 with it shows €100 cash and the bonus', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await newEuroPlayer(page, 'bonus-stag', { stag: WELCOME_PACK_STAG })
  const offers = await pagePlatform(page).call(getBonuses)
  const welcomeStep = offers.find((offer) => offer.group_key === 'welcome_pack' && offer.step === 1)
  expect(welcomeStep, 'the welcome pack’s first step is on offer').toBeDefined()
  const step = welcomeStep as OfferedBonus
  expect(step.code).toBe('WELCOMEPACK1')

  // The pack is chosen, never slipped in (ADR 039): its next step comes first in the cashbox, picked
  // for the player (who could pick "No bonus" instead), and the deposit goes with it.
  const dialog = await openDepositStep(page, { firstVisit: true })
  const title = new RegExp(`^${escapeRegExp(step.title)}`)
  const first = dialog.getByRole('radiogroup', { name: 'Deposit bonus' }).getByRole('radio').nth(1)
  await expect(first).toHaveAccessibleName(title)
  await expect(first).toBeChecked()
  await payByCard(dialog, DEPOSIT_CENTS / 100)
  await closeCashbox(page)

  const bonus = matched(
    { percent: step.terms.percent, max_bonus_cents: step.terms.max_bonus_cents ?? 0 },
    DEPOSIT_CENTS,
  )
  await expectPockets(page, { cash: DEPOSIT_CENTS, bonus })
  expect(await euroWallet(page)).toEqual({ cash: DEPOSIT_CENTS, bonus })
  const issued = await bonusOf(page, (candidate) => candidate.group_key === 'welcome_pack')
  expect(issued).toMatchObject({ stage: 'activated', amount_cents: bonus, balance_cents: bonus })
})

test('without the stag there is no welcome pack; QUICK1’s wagering moves live and the bonus becomes cash', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await newEuroPlayer(page, 'bonus-quick')
  const offers = await pagePlatform(page).call(getBonuses)
  expect(offers.filter((offer) => offer.group_key === 'welcome_pack')).toEqual([])

  const dialog = await openDepositStep(page, { firstVisit: true })
  await expect(dialog.getByRole('radio', { name: /^Welcome pack/ })).toHaveCount(0)
  const quick = offers.find((offer) => offer.code?.toUpperCase() === 'QUICK1')
  expect(quick, 'QUICK1 is on offer').toBeDefined()
  await chooseBonus(dialog, { title: (quick as OfferedBonus).title })
  await payByCard(dialog, DEPOSIT_CENTS / 100)
  await closeCashbox(page)

  const bonus = await bonusOf(page, (candidate) => candidate.stage === 'activated')
  expect(bonus.wager_required_cents).toBeGreaterThan(0)
  await expectPockets(page, { cash: DEPOSIT_CENTS, bonus: bonus.amount_cents })

  // The single bonus page in a second tab: its bar follows the spins without a reload.
  const watcher = await context.newPage()
  await watcher.goto(`/profile/gifts/${bonus.id}`)
  const bar = watcher.getByRole('progressbar')
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  await shootGifts(watcher, 'bonus-page-activated')

  const slot = await wageringSlot(request, baseURL as string, bonus.terms.excluded_games)
  const reels = await openRealGame(page, slot)
  // A stake of about half the requirement (and within the bonus's maximum bet): two spins finish it.
  const cap = Math.min(
    bonus.terms.max_bet_cents ?? Number.MAX_SAFE_INTEGER,
    Math.ceil(bonus.wager_required_cents / 2),
  )
  await setStake(reels, cap)

  let before = await euroWallet(page)
  let now = bonus
  for (let round = 0; round < 20 && now.stage === 'activated'; round += 1) {
    before = await euroWallet(page)
    await spin(reels)
    const previous = now.wagered_cents
    await expect
      .poll(async () => {
        now = await bonusOf(page, (b) => b.id === bonus.id)
        return now.wagered_cents
      })
      .toBeGreaterThan(previous)
    if (now.stage === 'activated') {
      // Live: the watcher's bar shows the platform's percent, no reload.
      await expect(bar).toHaveAttribute('aria-valuenow', String(now.wagering_percent))
    }
  }
  expect(now.stage).toBe('wagered')
  // Stakes came from cash first, so the bonus money was whole when it converted.
  expect(now.converted_cents).toBe(before.bonus)
  const after = await euroWallet(page)
  const roundNet = after.cash + after.bonus - (before.cash + before.bonus)
  expect(after).toEqual({ cash: before.cash + roundNet + (now.converted_cents ?? 0), bonus: 0 })
  await expectPockets(page, after)
  await watcher.reload()
  await shootGifts(watcher, 'bonus-page-wagered')
})
