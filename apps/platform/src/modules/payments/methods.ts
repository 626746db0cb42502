// The payment methods a player sees (spec 1 §7 GET /api/payments/methods) and crypto deposit
// addresses. A method hidden for one of the player's groups is neither listed nor accepted.
import type { CryptoAddress } from '@croupier/contract/payments/get-crypto-address'
import type { PaymentMethod, SavedProfile } from '@croupier/contract/payments/get-payment-methods'
import { CRYPTO_ADDRESS_CURRENCIES, normaliseCurrencyCode } from '@croupier/rules/currency'
import { V } from '@croupier/rules/validation-keys'
import type { Database } from '../../db/client.ts'
import { FieldValidationError } from '../../http/errors.ts'
import { listPlayerGroups } from '../player/groups.service.ts'
import type { PaymentsDeps } from './payment-change.ts'
import * as repo from './payments.repository.ts'
import { sandboxAddress } from './sandbox-provider.ts'

const invalidMethod = () => new FieldValidationError({ method_id: [V.INVALID] })

export async function groupIdsOf(db: Database, playerId: number): Promise<number[]> {
  return (await listPlayerGroups(db, playerId)).map((g) => g.id)
}

function profileOf(row: repo.ProfileRow): SavedProfile {
  return {
    id: String(row.id),
    label: `${row.brand} •••• ${row.cardLast4}`,
    card: { bin: row.cardBin, last4: row.cardLast4, expiry: row.cardExpiry, holder: row.cardHolder },
  }
}

const FIELDS: Record<repo.MethodRow['type'], Record<'deposit' | 'cashout', PaymentMethod['fields']>> = {
  card: {
    deposit: ['card.number', 'card.expiry', 'card.holder', 'card.cvv'],
    cashout: ['card.number', 'card.expiry', 'card.holder', 'card.cvv'],
  },
  ewallet: { deposit: ['account.email'], cashout: ['account.email'] },
  bank_transfer: { deposit: [], cashout: ['account.iban', 'account.holder'] },
  crypto: { deposit: [], cashout: ['account.address'] },
}

/**
 * The sandbox provider's terms per method kind (spec 2 §3 "termsOfService restrictions"): money goes
 * back the way it came (anti-money-laundering practice), accounts must be the player's own, and a
 * crypto transfer on the wrong coin or network is lost.
 */
const TERMS: Record<
  repo.MethodRow['type'],
  Record<'deposit' | 'cashout', PaymentMethod['terms_of_service']>
> = {
  card: { deposit: ['withdraw_to_same_method'], cashout: ['withdraw_to_same_method', 'own_account_only'] },
  ewallet: { deposit: ['withdraw_to_same_method', 'own_account_only'], cashout: ['own_account_only'] },
  bank_transfer: { deposit: ['own_account_only'], cashout: ['own_account_only'] },
  crypto: {
    deposit: ['exact_coin_and_network', 'network_confirmations'],
    cashout: ['exact_coin_and_network', 'crypto_address_ownership'],
  },
}

export function visible(method: repo.MethodRow, groups: readonly number[]): boolean {
  return method.hiddenForGroup === null || !groups.includes(method.hiddenForGroup)
}

/** `playerId` null: a guest reading the payments info page (spec 2 §2.7) — no saved profiles. */
export async function listMethods(
  db: Database,
  playerId: number | null,
  currency: string,
  action: 'deposit' | 'cashout',
): Promise<PaymentMethod[]> {
  const code = normaliseCurrencyCode(currency)
  const [methods, groups, profiles] = await Promise.all([
    repo.listMethods(db, code, action),
    playerId === null ? [] : groupIdsOf(db, playerId),
    playerId === null ? [] : repo.listProfiles(db, playerId),
  ])
  return methods
    .filter((m) => visible(m, groups))
    .map((m) => ({
      id: m.code,
      type: m.type,
      brand: m.brand,
      provider: m.provider,
      currency: m.currency,
      action: m.action,
      fee: { fixed_cents: m.feeFixedCents, percent_bp: m.feePercentBp },
      processing_time: m.processingTime,
      min_cents: m.minCents,
      max_cents: m.maxCents,
      network: m.network,
      fields: FIELDS[m.type][action],
      saved_profiles: m.type === 'card' ? profiles.filter((p) => p.brand === m.brand).map(profileOf) : [],
      terms_of_service: TERMS[m.type][action],
    }))
}

export async function cryptoAddress(
  deps: PaymentsDeps,
  playerId: number,
  currency: string,
  network: string | undefined,
): Promise<CryptoAddress> {
  const code = normaliseCurrencyCode(currency)
  const chain = (CRYPTO_ADDRESS_CURRENCIES as readonly string[]).includes(code)
    ? await repo.findCryptoNetwork(deps.db, code, network)
    : null
  if (!chain) throw new FieldValidationError(network ? { network: [V.INVALID] } : { currency: [V.INVALID] })
  const address = await repo.findOrInsertAddress(deps.db, {
    playerId,
    currency: code,
    network: chain,
    address: sandboxAddress(deps.settings.callbackSecret, playerId, code, chain),
  })
  return { currency: code, network: chain, address, tag: null }
}

/** The method a payment names, in its currency and direction, visible to the player. */
export async function resolveMethod(
  db: Database,
  body: { method_id: string; currency: string },
  action: 'deposit' | 'cashout',
  playerId: number,
) {
  const method = await repo.findMethod(db, body.method_id, normaliseCurrencyCode(body.currency), action)
  if (!method || !visible(method, await groupIdsOf(db, playerId))) throw invalidMethod()
  return method
}
