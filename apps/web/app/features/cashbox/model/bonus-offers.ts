// What the deposit step says beside a deposit bonus: its plan label (LITE, PRO, MAX) and its step of
// the welcome pack ("Welcome pack 2/4"), read from the bonuses on offer (GET /api/v2/bonuses) since
// the deposit bonus list (GET /api/bonuses/deposit) carries neither. And the bonus money an active
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

/** The welcome pack's next step when it is not in the deposit bonus list (it comes with a deposit without a code). */
export function welcomeStepOffer(
  offers: readonly OfferedBonus[],
  bonuses: readonly DepositBonus[],
): (OfferedBonus & { step: number }) | null {
  const listed = (offer: OfferedBonus) =>
    bonuses.some((bonus) => bonus.id === offer.id || sameCode(offer.code, bonus.code))
  const offer = offers.find((item) => item.step !== null && !listed(item))
  return offer && offer.step !== null ? { ...offer, step: offer.step } : null
}
