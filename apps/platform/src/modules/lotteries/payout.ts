// A lottery place's prize (ADR 041) in the winner's active wallet currency: cash through the ledger,
// bonus money through the bonus engine, both keyed `lottery:<id>:<place>` so it is paid once.
import { issueBonus, listDefinitions } from '../bonuses/bonuses.service.ts'
import type { Executor } from '../events/events.service.ts'
import { emitBalanceChanged, findActiveAccount, postInTransaction } from '../wallet/ledger.service.ts'
import * as repo from './lotteries.repository.ts'
import type { StoredLotteryPrize } from './lotteries.tables.ts'

/** The manual definition a bonus prize issues through when the prize names none (seeded). */
export const LOTTERY_BONUS_DEFINITION_KEY = 'lottery_prize_bonus'

interface PayInput {
  lotteryId: number
  place: number
  playerId: number
  prize: StoredLotteryPrize
  now: Date
  /** False: record the amount only (the seed's archived demo draw). */
  pay: boolean
}

/** Answers what was paid: `ledger:<entry>`, `bonus:<id>` or why nothing was. */
export async function payPrize(tx: Executor, input: PayInput): Promise<string> {
  const key = `lottery:${input.lotteryId}:${input.place}`
  const account = await findActiveAccount(tx as never, input.playerId)
  if (!account) return 'no-wallet'
  const currency = account.currency
  const amountCents = input.prize.amount[currency] ?? 0
  if (amountCents <= 0) return 'no-amount'
  await repo.setWinnerAmount(tx, input.lotteryId, input.place, currency, amountCents)
  if (!input.pay) return 'seed-demo'
  if (input.prize.type === 'cash') {
    const posted = await postInTransaction(tx, {
      playerId: input.playerId,
      currency,
      amountCents,
      kind: 'adjustment',
      idempotencyKey: key,
      reference: key,
      now: input.now,
    })
    await emitBalanceChanged(tx, input.playerId, posted)
    return `ledger:${posted.entryId}`
  }
  const definitionKey = input.prize.bonus_definition_key ?? LOTTERY_BONUS_DEFINITION_KEY
  const definition = (await listDefinitions(tx, ['manual'])).find((d) => d.key === definitionKey)
  if (!definition) return 'no-definition'
  const bonus = await issueBonus(tx, {
    playerId: input.playerId,
    definition,
    currency,
    amountCents,
    sourceKey: key,
    now: input.now,
    autoActivate: false,
  })
  return bonus ? `bonus:${bonus.id}` : 'not-eligible'
}
