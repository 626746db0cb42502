// What other modules call to issue bonuses (issue #12): a succeeded deposit issues its deposit
// bonus once (source `deposit:<payment id>`), signing up issues the registration gifts and puts a
// player arriving with partner stag 131811 into the welcome-pack group (spec 1 §6).
import { hasWelcomePack, WELCOME_PACK_GROUP } from '@croupier/rules/groups'
import { addPlayerGroups } from '../player/groups.service.ts'
import type { Executor } from '../wallet/ledger.service.ts'
import type { BonusRow, FreeSpinsRow } from './bonuses.repository.ts'
import {
  type Definition,
  findDefinitionById,
  findDepositDefinition,
  listDefinitions,
  offeredIn,
} from './definitions.ts'
import { loadViewer, mayReceive, type PlayerRow, type Viewer } from './eligibility.ts'
import { bonusAmount, issueBonus, issueFreeSpins } from './issue.ts'
import * as repo from './offers.repository.ts'

export { attachCoupon } from './coupons.ts'
export {
  depositOffers,
  offers,
  playerBonuses,
  playerFreeSpins,
  redeemedCodes,
  registrationOffers,
} from './offer-lists.ts'
export { redeemPromoCode } from './promo-codes.ts'

export interface DepositPayment {
  id: number
  playerId: number
  action: string
  state: string
  currency: string
  amountCents: number
  bonusCode: string | null
}

export interface Issued {
  bonus?: BonusRow | undefined
  freespins?: FreeSpinsRow | undefined
}

/** Does this deposit qualify for the definition (currency, minimum, audience, welcome step)? */
async function qualifies(
  tx: Executor,
  viewer: Viewer,
  definition: Definition,
  payment: DepositPayment,
  now: Date,
): Promise<boolean> {
  if (definition.trigger !== 'deposit' && definition.trigger !== 'coupon') return false
  if (!offeredIn(definition, payment.currency, now)) return false
  const min = definition.amounts[payment.currency]?.min_deposit_cents ?? 0
  if (payment.amountCents < min) return false
  if (definition.depositNumber !== null) {
    if ((await repo.countSucceededDeposits(tx, viewer.player.id)) !== definition.depositNumber) return false
  }
  // Every code on a deposit is the player's request (picked from what we offered, typed, stored or a
  // coupon): receive_promos off does not refuse it (ADR 039).
  return mayReceive(tx, viewer, definition, now, 'requested')
}

type Choice = { definition: Definition; after: () => Promise<void> }

/**
 * The code on the payment, else the stored deposit bonus code, else an attached coupon; nothing
 * else (ADR 039: a welcome step too is issued only when its code `WELCOMEPACK<step>` was chosen).
 */
async function chooseDefinition(
  tx: Executor,
  viewer: Viewer,
  payment: DepositPayment,
  now: Date,
): Promise<Choice | undefined> {
  const nothing = async () => {}
  const byCode = async (code: string | null, after: () => Promise<void>) => {
    if (!code?.trim()) return undefined
    const definition = await findDepositDefinition(tx, code)
    if (!definition) return undefined
    return (await qualifies(tx, viewer, definition, payment, now)) ? { definition, after } : undefined
  }
  const chosen = await byCode(payment.bonusCode, nothing)
  if (chosen) return chosen
  const stored = await byCode(viewer.player.depositBonusCode, () =>
    repo.clearDepositBonusCode(tx, viewer.player.id, now),
  )
  if (stored) return stored
  const coupon = await repo.findAttachedCoupon(tx, viewer.player.id)
  if (coupon) {
    const definition = await findDefinitionById(tx, coupon.definitionId)
    if (definition && (await qualifies(tx, viewer, definition, payment, now))) {
      return { definition, after: () => repo.markCouponUsed(tx, coupon.id, payment.id, now) }
    }
  }
  return undefined
}

/**
 * Issues the deposit bonus (and its free spins) of a succeeded deposit, in the settling
 * transaction with the payment row locked. Once per payment: a replay issues nothing.
 */
export async function issueForDeposit(tx: Executor, payment: DepositPayment, now: Date): Promise<Issued> {
  if (payment.action !== 'deposit' || payment.state !== 'succeeded') return {}
  const viewer = await loadViewer(tx, payment.playerId)
  if (!viewer) return {}
  const choice = await chooseDefinition(tx, viewer, payment, now)
  if (!choice) return {}
  const { definition } = choice
  const sourceKey = `deposit:${payment.id}`
  const amountCents = bonusAmount(definition, payment.currency, payment.amountCents)
  const bonus =
    amountCents > 0
      ? await issueBonus(tx, {
          playerId: payment.playerId,
          definition,
          currency: payment.currency,
          amountCents,
          depositCents: payment.amountCents,
          sourceKey,
          now,
          autoActivate: true,
        })
      : undefined
  const freespins = await issueFreeSpins(tx, {
    playerId: payment.playerId,
    definition,
    currency: payment.currency,
    sourceKey,
    now,
  })
  if (bonus || freespins) await choice.after()
  return { bonus, freespins }
}

/** Signing up: the welcome-pack group for partner stag 131811, then the registration gifts. */
export async function issueOnRegistration(tx: Executor, player: PlayerRow, now: Date): Promise<Issued[]> {
  if (hasWelcomePack([], player.stag)) await addPlayerGroups(tx, player.id, [WELCOME_PACK_GROUP])
  const viewer = await loadViewer(tx, player.id)
  const currency = await repo.activeCurrency(tx, player.id)
  if (!viewer || !currency) return []
  const issued: Issued[] = []
  for (const definition of await listDefinitions(tx, ['registration'])) {
    if (!offeredIn(definition, currency, now) || !(await mayReceive(tx, viewer, definition, now))) continue
    const sourceKey = `registration:${definition.key}`
    const amountCents = bonusAmount(definition, currency)
    const bonus =
      amountCents > 0
        ? await issueBonus(tx, {
            playerId: player.id,
            definition,
            currency,
            amountCents,
            sourceKey,
            now,
            autoActivate: false,
          })
        : undefined
    const freespins = await issueFreeSpins(tx, { playerId: player.id, definition, currency, sourceKey, now })
    issued.push({ bonus, freespins })
  }
  return issued
}
