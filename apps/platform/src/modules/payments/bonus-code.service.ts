// The deposit bonus code and deposit bonuses (spec 1 §4 "Deposit bonus code"; issue #5 item 5).
// Deposit bonuses are withheld when the player cannot have bonuses issued, already has a deposit
// bonus code, or is a multi-account (group 100).
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { BonusCodeState } from '@croupier/contract/player/set-bonus-code'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError } from '../../http/errors.ts'
import { depositOffers } from '../bonuses/offers.service.ts'
import { updatePlayerRow } from '../player/player-records.service.ts'
import { findActiveAccount } from '../wallet/ledger.service.ts'

export async function setBonusCode(
  db: Database,
  playerId: number,
  code: string,
  now: Date,
): Promise<BonusCodeState> {
  const trimmed = code.trim()
  if (!trimmed) throw new FieldValidationError({ deposit_bonus_code: [V.REQUIRED] })
  const row = await updatePlayerRow(db, playerId, { depositBonusCode: trimmed }, now)
  return { deposit_bonus_code: row.depositBonusCode }
}

export async function clearBonusCode(db: Database, playerId: number, now: Date): Promise<BonusCodeState> {
  await updatePlayerRow(db, playerId, { depositBonusCode: null }, now)
  return { deposit_bonus_code: null }
}

export async function updateBonusSettings(db: Database, playerId: number, canIssue: boolean, now: Date) {
  const row = await updatePlayerRow(db, playerId, { canIssueBonuses: canIssue }, now)
  return { settings: { can_issue: row.canIssueBonuses } }
}

/** The deposit bonuses (bonus definitions) for the active wallet, withheld as spec 1 §4 says. */
export async function depositBonuses(db: Database, playerId: number, now: Date): Promise<DepositBonus[]> {
  const account = await findActiveAccount(db, playerId)
  return depositOffers(db, playerId, account?.currency, now)
}
