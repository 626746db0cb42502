// The deposit bonus code and deposit bonuses (spec 1 §4 "Deposit bonus code"; issue #5 item 5).
// Deposit bonuses are withheld when the player cannot have bonuses issued, already has a deposit
// bonus code, or is a multi-account (group 100).
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { BonusCodeState } from '@croupier/contract/player/set-bonus-code'
import { formatMinorUnits } from '@croupier/rules/currency'
import { isMultiAccount } from '@croupier/rules/groups'
import { type Locale, normaliseLocale } from '@croupier/rules/locale'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import { pickLocalised } from '../config/config.service.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import { findPlayerById, updatePlayerRow } from '../player/player-records.service.ts'
import { findActiveAccount } from '../wallet/ledger.service.ts'
import * as repo from './payments.repository.ts'

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

export async function depositBonuses(db: Database, playerId: number, now: Date): Promise<DepositBonus[]> {
  const player = await findPlayerById(db, playerId)
  if (!player) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first.')
  const groups = (await listPlayerGroups(db, playerId)).map((g) => g.id)
  if (!player.canIssueBonuses || player.depositBonusCode || isMultiAccount(groups)) return []
  const account = await findActiveAccount(db, playerId)
  if (!account) return []
  const locale: Locale = normaliseLocale(player.locale) ?? 'en'
  return (await repo.listDepositBonuses(db))
    .filter((b) => b.amounts[account.currency] && (b.expiresAt === null || b.expiresAt > now))
    .map((b) => {
      const amounts = b.amounts[account.currency] ?? { min_deposit_cents: 0, max_bonus_cents: 0 }
      // A title names the cap as {max}: it reads in the wallet's currency ("up to CA$750").
      const max = formatMinorUnits(amounts.max_bonus_cents, account.currency, locale, {
        dropWholeFraction: true,
      })
      return {
        id: String(b.id),
        code: b.code,
        title: pickLocalised(b.titles, locale).replaceAll('{max}', max),
        description: pickLocalised(b.descriptions, locale),
        percent: b.percent,
        currency: account.currency,
        min_deposit_cents: amounts.min_deposit_cents,
        max_bonus_cents: amounts.max_bonus_cents,
        wager_multiplier: b.wagerMultiplier,
        free_spins: b.freeSpins,
        expires_at: b.expiresAt?.toISOString() ?? null,
      }
    })
}
