// Opening a box (ADR 040): in one transaction the wallet, then the box row are locked, the box is
// checked again under the lock, the prize drawn from the committed seed and issued through the
// bonus engine keyed `lootbox:<id>`, and the seeds revealed. Two requests for one box draw once:
// the second finds it activated and is refused.
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import type { Database } from '../../db/client.ts'
import { HttpError } from '../../http/errors.ts'
import {
  type Definition,
  issueBonus,
  issueFreeSpins,
  listDefinitions,
  loadViewer,
  mayReceive,
} from '../bonuses/bonuses.service.ts'
import { emitEvents } from '../events/events.service.ts'
import { type Executor, lockWallet } from '../wallet/ledger.service.ts'
import { drawPrize, newClientSeed } from './draw.ts'
import * as repo from './lootboxes.repository.ts'
import type { LootboxPrize } from './lootboxes.tables.ts'
import { lootboxChanged, presentLootbox, stageAt } from './presenter.ts'

/** The seeded `manual` definitions a prize is issued under (seed/lootboxes.ts). */
export const PRIZE_DEFINITION_KEYS = {
  lootbox: { bonus: 'lootbox_bonus', freespins: 'lootbox_freespins' },
  wheel: { bonus: 'wheel_bonus', freespins: 'wheel_freespins' },
} as const

export const lootboxNotFound = () => new HttpError(404, 'NOT_FOUND', 'No such lootbox.')
const notActivatable = () =>
  new HttpError(409, 'LOOTBOX_NOT_ACTIVATABLE', 'This lootbox has been opened or has expired.')
const notAllowed = () => new HttpError(403, 'BONUS_NOT_ALLOWED', 'Bonuses are not available on this account.')

/** A wire id as a row id; anything else is nobody's. */
export function lootboxRowId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw lootboxNotFound()
  return Number(id)
}

async function prizeDefinition(
  db: Executor,
  wheel: boolean,
  type: LootboxPrize['type'],
): Promise<Definition> {
  const key = PRIZE_DEFINITION_KEYS[wheel ? 'wheel' : 'lootbox'][type]
  const definition = (await listDefinitions(db, ['manual'])).find((candidate) => candidate.key === key)
  if (!definition) throw new HttpError(409, 'LOOTBOX_NOT_ACTIVATABLE', 'Lootbox prizes are switched off.')
  return definition
}

/** The definition with the prize's own figures: a snapshot on the box, not the operator's defaults. */
function definitionForPrize(definition: Definition, prize: LootboxPrize, currency: string): Definition {
  const amounts = { ...definition.amounts[currency], max_bonus_cents: prize.amount?.[currency] ?? 0 }
  const maxWin = prize.maxWin?.[currency]
  if (maxWin !== undefined) amounts.freespin_max_win_cents = maxWin
  const games = prize.game ? [prize.game.replace(':', '/')] : (definition.freeSpins?.games ?? [])
  return {
    ...definition,
    amounts: { [currency]: amounts },
    wagerMultiplier: prize.type === 'bonus' ? prize.wager : definition.wagerMultiplier,
    freeSpins:
      prize.type === 'freespins'
        ? { count: prize.freespinsCount ?? 0, games, wager_multiplier: prize.wager }
        : definition.freeSpins,
  }
}

export async function activateLootbox(
  db: Database,
  playerId: number,
  id: string,
  clientSeed: string | undefined,
  now: Date,
): Promise<Lootbox> {
  const boxId = lootboxRowId(id)
  const owned = await repo.findLootbox(db, boxId)
  if (owned?.playerId !== playerId) throw lootboxNotFound()
  if (stageAt(owned, now) !== 'issued') throw notActivatable()
  const viewer = await loadViewer(db, playerId)
  if (!viewer) throw lootboxNotFound()
  // Every prize definition shares the audience checks; either type answers "may this player have it".
  if (
    !(await mayReceive(
      db,
      viewer,
      await prizeDefinition(db, owned.wheelId !== null, 'bonus'),
      now,
      'requested',
    ))
  )
    throw notAllowed()
  const row = await db.transaction(async (tx) => {
    await lockWallet(tx, playerId, owned.currency)
    const box = await repo.lockLootbox(tx, boxId)
    if (!box || stageAt(box, now) !== 'issued') throw notActivatable()
    const seed = clientSeed ?? newClientSeed()
    const draw = drawPrize(
      box.serverSeed,
      seed,
      box.nonce,
      box.items.map((item) => item.weight),
    )
    const prize = box.items[draw.index]
    if (!prize) throw new Error(`lootbox ${box.id}: drew item ${draw.index} of ${box.items.length}`)
    const definition = definitionForPrize(
      await prizeDefinition(tx, box.wheelId !== null, prize.type),
      prize,
      box.currency,
    )
    const issue = { playerId, definition, currency: box.currency, sourceKey: `lootbox:${box.id}`, now }
    const bonus =
      prize.type === 'bonus'
        ? await issueBonus(tx, {
            ...issue,
            amountCents: prize.amount?.[box.currency] ?? 0,
            autoActivate: false,
          })
        : undefined
    const freeSpins = prize.type === 'freespins' ? await issueFreeSpins(tx, issue) : undefined
    if (!bonus && !freeSpins)
      throw new HttpError(409, 'LOOTBOX_NOT_ACTIVATABLE', 'This prize cannot be issued at the moment.')
    const opened = await repo.updateLootbox(tx, box.id, {
      stage: 'activated',
      clientSeed: seed,
      hmac: draw.hmac,
      prizeIndex: draw.index,
      activatedAt: now,
      bonusId: bonus?.id ?? null,
      freespinsId: freeSpins?.id ?? null,
    })
    await emitEvents(tx, [lootboxChanged(opened, 'activated')])
    return opened
  })
  return presentLootbox(row, viewer.locale, now)
}
