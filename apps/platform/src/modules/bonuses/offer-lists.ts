// The read side of the offers (issue #12): the player's bonuses and free spins, the bonuses on offer
// (GET /api/v2/bonuses), the registration gifts (guests too), the deposit bonuses of the cashbox
// (spec 1 §4) and the redeemed codes. Config `disabled-bonuses` hides issued bonuses and offers of
// its group keys; `modify-gifts-config` labels and orders them.
import type { DepositBonus } from '@croupier/contract/bonuses/get-deposit-bonuses'
import type { RedeemedCode } from '@croupier/contract/bonuses/get-promo-codes'
import type { OfferedBonus, PlayerBonus, PlayerFreeSpins } from '@croupier/contract/bonuses/player-bonus'
import { DisabledBonusesSchema } from '@croupier/contract/config/get-disabled-bonuses'
import { ModifyGiftsConfigSchema } from '@croupier/contract/config/get-modify-gifts-config'
import type { Locale } from '@croupier/rules/locale'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import { readOptionalConfig } from '../config/config.service.ts'
import { listPlayerFreeSpins } from './bonuses.repository.ts'
import {
  type Definition,
  definitionTexts,
  depositCode,
  listDefinitions,
  offeredBonus,
  offeredIn,
} from './definitions.ts'
import { bonusesAllowed, fitsAudience, loadViewer, mayReceive, type Viewer } from './eligibility.ts'
import {
  activeCurrency,
  countSucceededDeposits,
  listBonusesForPlayer,
  listPlayerCodes,
} from './offers.repository.ts'
import { giftLabels, presentBonuses, presentFreeSpins } from './presenter.ts'

/** Finished bonuses kept in the list for history. */
const HISTORY = 20

async function disabledGroupKeys(db: Database): Promise<Set<string>> {
  const config = await readOptionalConfig(db, 'disabled-bonuses', DisabledBonusesSchema)
  return new Set(config?.groupKeys ?? [])
}

async function giftOrder(db: Database): Promise<Map<string, number>> {
  const config = await readOptionalConfig(db, 'modify-gifts-config', ModifyGiftsConfigSchema)
  return new Map((config?.gifts ?? []).map((gift) => [gift.groupKey, gift.order]))
}

async function viewerOrThrow(db: Database, playerId: number): Promise<Viewer> {
  const viewer = await loadViewer(db, playerId)
  if (!viewer) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first.')
  return viewer
}

/** Issued and activated first, then the last finished; issued ones of disabled group keys hidden. */
export async function playerBonuses(db: Database, playerId: number, now: Date): Promise<PlayerBonus[]> {
  const disabled = await disabledGroupKeys(db)
  const rows = (await listBonusesForPlayer(db, playerId, HISTORY)).filter(
    (row) => !(row.stage === 'issued' && disabled.has(row.groupKey)),
  )
  return presentBonuses(db, playerId, rows, now)
}

export async function playerFreeSpins(db: Database, playerId: number, now: Date): Promise<PlayerFreeSpins[]> {
  const rows = await listPlayerFreeSpins(db, playerId)
  const open = rows.filter((row) => row.stage === 'issued' || row.stage === 'activated')
  const done = rows
    .filter((row) => !open.includes(row))
    .reverse()
    .slice(0, HISTORY)
  return presentFreeSpins(db, playerId, [...open, ...done], now)
}

function sortByOrder(offers: OfferedBonus[], order: Map<string, number>): OfferedBonus[] {
  const rank = (offer: OfferedBonus) => order.get(offer.group_key) ?? Number.MAX_SAFE_INTEGER
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => rank(a.offer) - rank(b.offer) || a.index - b.index)
    .map(({ offer }) => offer)
}

/**
 * Bonuses on offer to the player in the active wallet's currency: deposit bonuses with a code
 * (reloads, the rocket plans) and the next welcome-pack step. Promo codes and coupons are not
 * listed: their codes are handed out elsewhere. Empty when the player cannot be issued bonuses.
 */
export async function offers(db: Database, playerId: number, now: Date): Promise<OfferedBonus[]> {
  const viewer = await viewerOrThrow(db, playerId)
  const currency = await activeCurrency(db, playerId)
  if (!currency || !(await bonusesAllowed(db, viewer, now))) return []
  const disabled = await disabledGroupKeys(db)
  const labels = await giftLabels(db)
  const deposits = await countSucceededDeposits(db, playerId)
  const out: OfferedBonus[] = []
  for (const definition of await listDefinitions(db, ['deposit'])) {
    if (disabled.has(definition.groupKey) || !offeredIn(definition, currency, now)) continue
    if (definition.depositNumber !== null && definition.depositNumber !== deposits + 1) continue
    if (!(await mayReceive(db, viewer, definition, now))) continue
    out.push(offeredBonus(definition, currency, viewer.locale, labels))
  }
  return sortByOrder(out, await giftOrder(db))
}

/** What signing up gives, for guests too: the registration gifts in the currency asked for. */
export async function registrationOffers(
  db: Database,
  viewer: { playerId: number | null; locale: Locale | undefined; currency: string | undefined },
  now: Date,
): Promise<OfferedBonus[]> {
  const player = viewer.playerId === null ? undefined : await loadViewer(db, viewer.playerId)
  const locale = player?.locale ?? viewer.locale ?? 'en'
  const currency = viewer.currency ?? 'EUR'
  const disabled = await disabledGroupKeys(db)
  const labels = await giftLabels(db)
  const shown = (definition: Definition) =>
    !disabled.has(definition.groupKey) && offeredIn(definition, currency, now)
  const gifts = (await listDefinitions(db, ['registration'])).filter(shown)
  // The welcome pack's steps, for a signed-in player of its group or partner stag.
  const pack = player
    ? (await listDefinitions(db, ['deposit'])).filter(
        (definition) =>
          definition.depositNumber !== null &&
          definition.code === null &&
          shown(definition) &&
          fitsAudience(definition, player),
      )
    : []
  return [...gifts, ...pack].map((definition) => offeredBonus(definition, currency, locale, labels))
}

function depositBonus(definition: Definition, currency: string, locale: Locale): DepositBonus {
  const amounts = definition.amounts[currency]
  return {
    id: String(definition.id),
    code: depositCode(definition) ?? '',
    ...definitionTexts(definition, currency, locale),
    percent: definition.percent,
    currency,
    min_deposit_cents: amounts?.min_deposit_cents ?? 0,
    max_bonus_cents: amounts?.max_bonus_cents ?? 0,
    wager_multiplier: definition.wagerMultiplier,
    free_spins: definition.freeSpins?.count ?? 0,
    expires_at: definition.validUntil?.toISOString() ?? null,
  }
}

/**
 * The cashbox's deposit bonuses (codes the player can pick) in the active wallet's currency,
 * withheld as spec 1 §4 says: when the player cannot have bonuses issued, already has a deposit
 * bonus code, or is a multi-account; only those whose audience (groups, stags) includes the player.
 * The player's next welcome-pack step comes first, as `WELCOMEPACK<step>` (ADR 039: chosen, never
 * slipped in); promotional ones only with receive_promos on (we do not offer them otherwise).
 */
export async function depositOffers(
  db: Database,
  playerId: number,
  currency: string | undefined,
  now: Date,
): Promise<DepositBonus[]> {
  const viewer = await viewerOrThrow(db, playerId)
  if (!currency || viewer.player.depositBonusCode) return []
  if (!(await bonusesAllowed(db, viewer, now))) return []
  const disabled = await disabledGroupKeys(db)
  const nextDeposit = (await countSucceededDeposits(db, playerId)) + 1
  const steps: DepositBonus[] = []
  const out: DepositBonus[] = []
  for (const definition of await listDefinitions(db, ['deposit'])) {
    if (disabled.has(definition.groupKey) || !offeredIn(definition, currency, now)) continue
    if (definition.depositNumber !== null && definition.depositNumber !== nextDeposit) continue
    if (definition.code === null && definition.depositNumber === null) continue
    if (!(await mayReceive(db, viewer, definition, now))) continue
    ;(definition.code === null ? steps : out).push(depositBonus(definition, currency, viewer.locale))
  }
  return [...steps, ...out]
}

/** Promo codes and coupons the player redeemed, newest first. */
export async function redeemedCodes(db: Database, playerId: number): Promise<RedeemedCode[]> {
  const viewer = await viewerOrThrow(db, playerId)
  const currency = (await activeCurrency(db, playerId)) ?? 'EUR'
  return (await listPlayerCodes(db, playerId)).map(({ code, definition }) => ({
    code: code.code,
    kind: code.kind,
    title: definitionTexts(definition, currency, viewer.locale).title,
    state: code.state,
    created_at: code.createdAt.toISOString(),
  }))
}
