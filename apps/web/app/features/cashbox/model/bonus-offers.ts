// What the deposit step says beside a deposit bonus: its plan label (LITE, PRO, MAX) and its step of
// the welcome pack ("Welcome pack 2/4"), read from the bonuses on offer (GET /api/v2/bonuses) since
// the deposit bonus list (GET /api/bonuses/deposit) carries neither; which one is picked for the
// player (the welcome step) and the minimum deposit of the chosen one. And the bonus money an active
// bonus keeps in the wallet while the player withdraws the cash (ADR 039 "Withdrawals").
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { OfferedBonus, PlayerBonus } from '@croupier/contract/bonuses/player-bonus'

/** Deposits in the welcome pack (spec 2 §3 welcome pack: four deposits). */
export const WELCOME_PACK_STEPS = 4

export interface BonusBadges {
  label: string | null
  step: number | null
}

const sameCode = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase()

/** The offer that is this deposit bonus (same id, else same code) and what it adds. */
export function bonusBadges(bonus: DepositBonus, offers: readonly OfferedBonus[]): BonusBadges {
  const offer =
    offers.find((item) => item.id === bonus.id) ?? offers.find((item) => sameCode(item.code, bonus.code))
  return { label: offer?.label ?? null, step: offer?.step ?? null }
}

/** The activated bonus of the wallet's currency, when there is one (one per wallet, ADR 039). */
export function activeBonusOf(bonuses: readonly PlayerBonus[], currency: string): PlayerBonus | null {
  return bonuses.find((bonus) => bonus.stage === 'activated' && bonus.currency === currency) ?? null
}

/**
 * The player's next welcome-pack step in the deposit bonus list (`WELCOMEPACK<step>`, ADR 039: the
 * welcome pack is chosen, never slipped in): the cashbox picks it for the player, who may pick
 * "No bonus" instead.
 */
export function welcomeStepBonus(bonuses: readonly DepositBonus[]): DepositBonus | null {
  return bonuses.find((bonus) => /^WELCOMEPACK\d+$/i.test(bonus.code)) ?? null
}

/** The minimum deposit of the chosen bonus, when it is one of the listed ones. */
export function chosenBonusMinimum(bonuses: readonly DepositBonus[], code: string | null): number | null {
  const bonus = bonuses.find((item) => sameCode(item.code, code))
  return bonus && bonus.min_deposit_cents > 0 ? bonus.min_deposit_cents : null
}
