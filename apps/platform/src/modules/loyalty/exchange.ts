// POST /api/player/comp_points/exchange (ADR 040): points for a card's reward in ONE transaction.
// Locks the wallet, then the card, then the comp-point account (ADR 039's order with the card after
// the wallet); checks price, sale window, stock, eligibility and balance; debits chargeable points
// (`exchange:<id>`), takes the stock and issues the reward: cash as an `adjustment` posting
// `shop:<id>`, bonus money or free spins through the bonus engine (source `shop:<id>`), lootboxes
// through the lootbox module (`shop:<id>:<unit>`, after the account: ADR 040's order). Any refusal
// throws and rolls everything back. The idempotency key replays the first exchange.
import { createHash } from 'node:crypto'
import type {
  ExchangeCompPointsBody,
  ExchangeCompPointsResponse,
} from '@croupier/contract/loyalty/exchange-comp-points'
import { isMultiAccount } from '@croupier/rules/groups'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError, HttpError } from '../../http/errors.ts'
import * as bonuses from '../bonuses/bonuses.service.ts'
import type { Executor } from '../events/events.service.ts'
import { issueLootboxInTx, LootboxGroupUnknownError } from '../lootboxes/lootboxes.service.ts'
import { issueTicketsInTx } from '../lotteries/lotteries.service.ts'
import { emitBalanceChanged, lockWallet, postInTransaction } from '../wallet/ledger.service.ts'
import * as repo from './loyalty.repository.ts'
import type { StoredShopRate, StoredShopReward } from './loyalty.tables.ts'
import { compPointsOf, debitPointsInTx, PointsShortError } from './points.ts'
import { onSale } from './shop.ts'

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such card in the shop.')

class KeyTaken extends Error {}

function requestHash(body: ExchangeCompPointsBody): string {
  const { idempotency_key: _, ...rest } = body
  const canonical = JSON.stringify({
    card_id: rest.card_id,
    quantity: rest.quantity,
    points: rest.points,
    group: rest.group,
    currency: rest.currency,
    lottery_id: rest.lottery_id,
    tickets_count: rest.tickets_count,
  })
  return createHash('sha256').update(canonical).digest('hex')
}

function toExchange(row: repo.ExchangeRow): ExchangeCompPointsResponse['exchange'] {
  return {
    id: String(row.id),
    card_id: String(row.cardId),
    quantity: row.quantity,
    points: row.points,
    reward: row.reward,
  }
}

async function replay(
  db: Database,
  row: repo.ExchangeRow,
  hash: string,
): Promise<ExchangeCompPointsResponse> {
  if (row.requestHash !== hash)
    throw new HttpError(409, 'IDEMPOTENCY_CONFLICT', 'This idempotency key was used for another request.')
  return { exchange: toExchange(row), comp_points: await compPointsOf(db, row.playerId) }
}

/** The refusals a locked card answers: price, sale window, stock. */
function checkCard(card: repo.CardRow, body: ExchangeCompPointsBody, now: Date): StoredShopRate {
  if (card.groupKey !== body.group) throw new FieldValidationError({ group: [V.INVALID] })
  const rate = card.rates.find((candidate) => candidate.currency === body.currency)
  if (!rate) throw notFound()
  if (rate.points * body.quantity !== body.points)
    throw new HttpError(409, 'SHOP_PRICE_CHANGED', 'The price of this card has changed.')
  if (!onSale(card, now)) throw new HttpError(409, 'SHOP_SALE_OVER', 'The sale of this card is over.')
  if (card.stock !== null && card.stock < body.quantity)
    throw new HttpError(409, 'SHOP_OUT_OF_STOCK', 'Not enough of this card is left.')
  return rate
}

async function definitionOf(tx: Executor, card: repo.CardRow): Promise<bonuses.Definition | undefined> {
  if (!card.bonusDefinitionKey) return undefined
  const manual = await bonuses.listDefinitions(tx, ['manual'])
  return manual.find((definition) => definition.key === card.bonusDefinitionKey)
}

/** MULTI_ACCOUNT first (the client warns), then whether the player may receive this bonus at all. */
async function checkEligible(
  tx: Executor,
  playerId: number,
  definition: bonuses.Definition | undefined,
  now: Date,
): Promise<void> {
  const viewer = await bonuses.loadViewer(tx, playerId)
  if (!viewer) throw notFound()
  if (isMultiAccount(viewer.groupIds))
    throw new HttpError(403, 'MULTI_ACCOUNT', 'This account cannot exchange comp points.')
  const allowed = definition
    ? await bonuses.mayReceive(tx, viewer, definition, now, 'requested')
    : await bonuses.bonusesAllowed(tx, viewer, now)
  if (!allowed) throw new HttpError(403, 'BONUS_NOT_ALLOWED', 'Bonuses are off for this account.')
}

interface Issue {
  playerId: number
  exchangeId: number
  card: repo.CardRow
  rate: StoredShopRate
  quantity: number
  currency: string
  definition: bonuses.Definition | undefined
  /** Lottery cards: the lottery the player chose. */
  lotteryId: string | undefined
  now: Date
}

async function issueReward(tx: Executor, input: Issue): Promise<StoredShopReward> {
  const { card, rate, quantity, currency, playerId, now } = input
  const sourceKey = `shop:${input.exchangeId}`
  if (card.type === 'money') {
    const amountCents = (rate.amount_cents ?? 0) * quantity
    if (card.wager === 0 || !input.definition) {
      const posted = await postInTransaction(tx, {
        playerId,
        currency,
        amountCents,
        kind: 'adjustment',
        idempotencyKey: sourceKey,
        reference: sourceKey,
        now,
      })
      await emitBalanceChanged(tx, playerId, posted)
      return { type: 'money', amount_cents: amountCents }
    }
    const bonus = await bonuses.issueBonus(tx, {
      playerId,
      definition: input.definition,
      currency,
      amountCents,
      sourceKey,
      now,
      autoActivate: false,
    })
    if (!bonus) throw new Error(`bonus ${sourceKey} not issued`)
    return { type: 'money', amount_cents: amountCents, bonus_id: String(bonus.id) }
  }
  if (card.type === 'lootboxes' && card.lootboxGroupKey) {
    const ids: string[] = []
    for (let unit = 1; unit <= quantity; unit++) {
      const box = await issueLootboxInTx(tx, {
        playerId,
        groupKey: card.lootboxGroupKey,
        source: 'shop',
        key: `${sourceKey}:${unit}`,
        now,
        currency,
      })
      if (!box) throw new Error(`lootbox ${sourceKey}:${unit} not issued`)
      ids.push(String(box.id))
    }
    return { type: 'lootboxes', lootbox_ids: ids }
  }
  if (card.type === 'lotteries') {
    // One ticket per unit, in the card's lottery (ADR 041), after the comp-point account (lock order).
    const lotteryId = input.lotteryId ?? card.lotteryIds?.[0]
    if (!lotteryId || !card.lotteryIds?.includes(lotteryId))
      throw new FieldValidationError({ lottery_id: [V.INVALID] })
    await issueTicketsInTx(tx, { lotteryId, playerId, count: quantity, key: sourceKey, source: 'shop', now })
    return { type: 'lotteries', tickets_count: quantity, lottery_id: lotteryId }
  }
  const spins = input.definition?.freeSpins
  if (card.type !== 'freespins' || !input.definition || !spins) throw notFound()
  const count = (rate.freespins_count ?? spins.count) * quantity
  const batch = await bonuses.issueFreeSpins(tx, {
    playerId,
    definition: { ...input.definition, freeSpins: { ...spins, count } },
    currency,
    sourceKey,
    now,
  })
  if (!batch) throw notFound()
  return { type: 'freespins', freespins_count: count, freespins_id: String(batch.id) }
}

export async function exchangeCompPoints(
  db: Database,
  playerId: number,
  body: ExchangeCompPointsBody,
  now: Date,
): Promise<ExchangeCompPointsResponse> {
  const hash = requestHash(body)
  const earlier = await repo.findExchangeByKey(db, playerId, body.idempotency_key)
  if (earlier) return replay(db, earlier, hash)
  const cardId = /^\d{1,9}$/.test(body.card_id) ? Number(body.card_id) : undefined
  const card = cardId === undefined ? undefined : await repo.findCard(db, cardId)
  if (!card) throw notFound()
  if (body.tickets_count !== undefined && body.tickets_count !== body.quantity)
    throw new FieldValidationError({ tickets_count: [V.INVALID] })
  try {
    return await db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, playerId, body.currency)
      if (!wallet) throw new FieldValidationError({ currency: [V.INVALID] })
      const locked = await repo.lockCard(tx, card.id)
      if (!locked?.enabled) throw notFound()
      const rate = checkCard(locked, body, now)
      const definition = await definitionOf(tx, locked)
      await checkEligible(tx, playerId, definition, now)
      const exchange = await repo.insertExchange(tx, {
        playerId,
        cardId: locked.id,
        idempotencyKey: body.idempotency_key,
        requestHash: hash,
        quantity: body.quantity,
        points: body.points,
        currency: body.currency,
        reward: { type: locked.type },
        createdAt: now,
      })
      if (!exchange) throw new KeyTaken()
      const balances = await debitPointsInTx(tx, {
        playerId,
        points: body.points,
        key: `exchange:${exchange.id}`,
        now,
      })
      if (locked.stock !== null) await repo.takeStock(tx, locked.id, body.quantity)
      const reward = await issueReward(tx, {
        playerId,
        exchangeId: exchange.id,
        card: locked,
        rate,
        quantity: body.quantity,
        currency: body.currency,
        definition,
        lotteryId: body.lottery_id,
        now,
      })
      await repo.setExchangeReward(tx, exchange.id, reward)
      return {
        exchange: toExchange({ ...exchange, reward }),
        comp_points: {
          chargeable: { points: balances.chargeable },
          persistent: { points: balances.persistent },
        },
      }
    })
  } catch (error) {
    if (error instanceof PointsShortError)
      throw new HttpError(409, 'COMP_POINTS_SHORT', 'Not enough comp points.', { shortfall: error.shortfall })
    // A lootbox group the player's groups have no table for: not a card for them.
    if (error instanceof LootboxGroupUnknownError) throw notFound()
    if (!(error instanceof KeyTaken)) throw error
    const winner = await repo.findExchangeByKey(db, playerId, body.idempotency_key)
    if (!winner) throw error
    return replay(db, winner, hash)
  }
}
