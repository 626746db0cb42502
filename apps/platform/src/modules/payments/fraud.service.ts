// The fraud check (spec 1 §7 POST /api/users/transaction; issue #5 item 4): every check is recorded;
// a BIN on the fraud list, or an amount over the threshold for a non-VIP player, is refused. The
// player's status comes from their groups on the server (spec 1 §6), not from what the client sent.
import type { FraudCheckBodySchema, FraudDecision } from '@croupier/contract/auth/fraud-check'
import { currencyInfo, normaliseCurrencyCode } from '@croupier/rules/currency'
import { vipStatus } from '@croupier/rules/groups'
import { fraudDecision } from '@croupier/rules/payments'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import * as repo from './payments.repository.ts'
import type { PaymentsSettings } from './payments.settings.ts'

export interface FraudCheckInput {
  source: 'api' | 'deposit' | 'withdrawal'
  type: 'transaction' | 'payout'
  currency: string
  amountCents: number
  cardBin?: string | undefined
  cardLast4?: string | undefined
  payload: Record<string, unknown>
}

export async function runFraudCheck(
  deps: { db: Database; settings: PaymentsSettings },
  playerId: number,
  input: FraudCheckInput,
): Promise<FraudDecision> {
  const currency = normaliseCurrencyCode(input.currency)
  const groups = (await listPlayerGroups(deps.db, playerId)).map((g) => g.id)
  const playerStatus = vipStatus(groups)
  const verdict = fraudDecision(
    {
      cardBin: input.cardBin,
      amountCents: input.amountCents,
      subunitsToUnit: currencyInfo(currency)?.subunits_to_unit ?? 100,
      playerStatus,
    },
    {
      blockedBins: deps.settings.fraudBlockedBins,
      amountThresholdUnits: deps.settings.fraudAmountThresholdUnits,
    },
  )
  const id = await repo.insertFraudCheck(deps.db, {
    playerId,
    source: input.source,
    type: input.type,
    currency,
    amountCents: input.amountCents,
    cardBin: input.cardBin ?? null,
    cardLast4: input.cardLast4 ?? null,
    playerStatus,
    payload: input.payload,
    decision: verdict.decision,
    reason: verdict.reason,
  })
  return { id: String(id), ...verdict }
}

/** spec 1 §5: empty values are dropped before the check is stored. */
function dropEmpty(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== ''))
}

export function fraudCheckFromApi(
  deps: { db: Database; settings: PaymentsSettings },
  playerId: number,
  body: z.output<typeof FraudCheckBodySchema>,
): Promise<FraudDecision> {
  return runFraudCheck(deps, playerId, {
    source: 'api',
    type: body.type,
    currency: body.currency,
    amountCents: body.amount_cents,
    cardBin: body.card_bin,
    cardLast4: body.card_last4,
    payload: dropEmpty(body),
  })
}
