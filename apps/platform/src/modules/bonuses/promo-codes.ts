// Promo codes (spec 1 §7 PL10, issue #12): a code redeems at once into a bonus (a gift waits for the
// player to activate it) or a free-spin batch, once per player. Codes are case-insensitive.
// 422 `code`: REQUIRED, PROMO_CODE_INVALID (unknown, expired, not priced in the wallet currency or not
// for this player), PROMO_CODE_USED; 403 BONUS_NOT_ALLOWED when the player may not have it.
import type { PromoCodeResult } from '@croupier/contract/bonuses/redeem-promo-code'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { findDefinitionByCode, offeredIn } from './definitions.ts'
import { bonusesAllowed, fitsAudience, loadViewer, promoStagExcluded } from './eligibility.ts'
import { bonusAmount, issueBonus, issueFreeSpins } from './issue.ts'
import { activeCurrency, insertPlayerCode } from './offers.repository.ts'
import { presentBonus, presentFreeSpinsOne } from './presenter.ts'

const invalid = () => new FieldValidationError({ code: [V.PROMO_CODE_INVALID] })
export const notAllowed = () =>
  new HttpError(403, 'BONUS_NOT_ALLOWED', 'Bonuses cannot be issued to this account.')

export async function redeemPromoCode(
  db: Database,
  playerId: number,
  raw: string,
  now: Date,
): Promise<PromoCodeResult> {
  const code = raw.trim().toUpperCase()
  if (!code) throw new FieldValidationError({ code: [V.REQUIRED] })
  const viewer = await loadViewer(db, playerId)
  if (!viewer) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first.')
  const definition = await findDefinitionByCode(db, code)
  const currency = await activeCurrency(db, playerId)
  if (definition?.trigger !== 'promo_code' || !currency || !offeredIn(definition, currency, now))
    throw invalid()
  if (!(await bonusesAllowed(db, viewer, now))) throw notAllowed()
  // receive_promos off does not refuse a code the player entered (ADR 039); an excluded stag does.
  if (definition.promotional && (await promoStagExcluded(db, viewer))) throw notAllowed()
  if (!fitsAudience(definition, viewer)) throw invalid()
  const sourceKey = `promo:${code}`
  return db.transaction(async (tx) => {
    const recorded = await insertPlayerCode(tx, {
      playerId,
      definitionId: definition.id,
      code,
      kind: 'promo_code',
      state: 'redeemed',
      createdAt: now,
      updatedAt: now,
    })
    if (!recorded) throw new FieldValidationError({ code: [V.PROMO_CODE_USED] })
    if (definition.type === 'freespins') {
      const batch = await issueFreeSpins(tx, { playerId, definition, currency, sourceKey, now })
      // None of its games is in the catalogue: nothing to give, and the code stays unused.
      if (!batch) throw invalid()
      return {
        data: { kind: 'freespins', code, freespins: await presentFreeSpinsOne(tx, playerId, batch, now) },
      }
    }
    const bonus = await issueBonus(tx, {
      playerId,
      definition,
      currency,
      amountCents: bonusAmount(definition, currency),
      sourceKey,
      now,
      autoActivate: false,
    })
    if (!bonus) throw new FieldValidationError({ code: [V.PROMO_CODE_USED] })
    return { data: { kind: 'bonus', code, bonus: await presentBonus(tx, playerId, bonus, now) } }
  })
}
