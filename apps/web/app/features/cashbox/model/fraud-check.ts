// The fraud check's body (spec 1 §5, §7): player details, the card's BIN and last four and its
// expiry split into month and year (empty values dropped), the amount, the payment system, the type
// (transaction for a deposit, payout for a withdrawal) and the VIP status as the player status (§6).
import type { FraudCheckBody } from '@croupier/contract/auth/fraud-check'
import type { Player } from '@croupier/contract/player/get-player'
import { cardFraudData } from '@croupier/rules/cashbox'
import { groupIdsOf, vipStatus } from '@croupier/rules/groups'

export interface FraudCheckInput {
  player: Pick<Player, 'country' | 'first_name' | 'last_name' | 'email' | 'statuses'>
  action: 'deposit' | 'cashout'
  amountCents: number
  currency: string
  paymentSystem: string
  /** Card number and MM/YY as typed, or a saved card's parts. */
  card?: { number?: string; bin?: string; last4?: string; expiry?: string | null; holder?: string | null }
  paymentAccountId?: string
  transactionId: string
  websiteUrl: string
  now: Date
}

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export function fraudCheckBody(input: FraudCheckInput): FraudCheckBody {
  const card = input.card
  const parts = card ? cardFraudData(card.number ?? '', card.expiry ?? '') : {}
  const bin = parts.bin ?? card?.bin
  const last4 = parts.last4 ?? card?.last4
  const body: FraudCheckBody = {
    country: text(input.player.country),
    first_name: text(input.player.first_name),
    last_name: text(input.player.last_name),
    email: text(input.player.email),
    card_bin: bin && /^\d{6}$/.test(bin) ? bin : undefined,
    card_last4: last4 && /^\d{4}$/.test(last4) ? last4 : undefined,
    expiry_month: parts.exp_month ? Number(parts.exp_month) : undefined,
    expiry_year: parts.exp_year ? Number(parts.exp_year) : undefined,
    cardholder: text(card?.holder),
    payment_account_id: text(input.paymentAccountId),
    website_url: text(input.websiteUrl),
    transaction_id: input.transactionId,
    time: input.now.toISOString(),
    currency: input.currency,
    amount_cents: input.amountCents,
    payment_system: text(input.paymentSystem),
    type: input.action === 'deposit' ? 'transaction' : 'payout',
    custom_player_status: vipStatus(groupIdsOf(input.player.statuses)),
  }
  // spec 1 §5: empty values dropped.
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as FraudCheckBody
}
