// Coupons (spec 1 §7 PL10, issue #12): a coupon attaches to the player; the next deposit that meets
// its minimum issues its deposit bonus once (offers.service.ts#issueForDeposit marks it used).
// 422 `coupon_code`: REQUIRED, COUPON_INVALID, COUPON_USED; 403 BONUS_NOT_ALLOWED as for promo codes.
import type { CouponResult } from '@croupier/contract/bonuses/activate-coupon'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { definitionTexts, findDefinitionByCode, offeredIn } from './definitions.ts'
import { bonusesAllowed, fitsAudience, loadViewer, promoStagExcluded } from './eligibility.ts'
import { activeCurrency, insertPlayerCode } from './offers.repository.ts'
import { notAllowed } from './promo-codes.ts'

export async function attachCoupon(
  db: Database,
  playerId: number,
  raw: string,
  now: Date,
): Promise<CouponResult> {
  const code = raw.trim().toUpperCase()
  if (!code) throw new FieldValidationError({ coupon_code: [V.REQUIRED] })
  const viewer = await loadViewer(db, playerId)
  if (!viewer) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first.')
  const definition = await findDefinitionByCode(db, code)
  const currency = await activeCurrency(db, playerId)
  if (definition?.trigger !== 'coupon' || !currency || !offeredIn(definition, currency, now))
    throw new FieldValidationError({ coupon_code: [V.COUPON_INVALID] })
  if (!(await bonusesAllowed(db, viewer, now))) throw notAllowed()
  // receive_promos off does not refuse a code the player entered (ADR 039); an excluded stag does.
  if (definition.promotional && (await promoStagExcluded(db, viewer))) throw notAllowed()
  if (!fitsAudience(definition, viewer)) throw new FieldValidationError({ coupon_code: [V.COUPON_INVALID] })
  const recorded = await insertPlayerCode(db, {
    playerId,
    definitionId: definition.id,
    code,
    kind: 'coupon',
    state: 'attached',
    createdAt: now,
    updatedAt: now,
  })
  if (!recorded) throw new FieldValidationError({ coupon_code: [V.COUPON_USED] })
  return {
    status: 'attached',
    coupon_code: code,
    title: definitionTexts(definition, currency, viewer.locale).title,
    min_deposit_cents: definition.amounts[currency]?.min_deposit_cents ?? null,
  }
}
