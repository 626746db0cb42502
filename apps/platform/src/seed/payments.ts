// Seeded payment methods (issue #5 item 1; deposit bonuses are bonus definitions, seed/bonuses.ts).
// Crypto figures are spec 2 §9's ("BTC min 0.0001; USDT deposit min 20; withdrawal max BTC 0.4, LTC 60, ETH 12, DOGE 1 600 000,
// USDT 25 to 4000; fees free; processing instant"); the others are our choice, marked so.
import { SOFORT_HIDDEN_GROUP } from '@croupier/rules/cashbox'
import { CASHBOX_CURRENCIES, currencyInfo } from '@croupier/rules/currency'
import type { Database } from '../db/client.ts'
import { insertMissingPaymentMethods } from '../modules/payments/payments.repository.ts'
import type { paymentMethods } from '../modules/payments/payments.tables.ts'

type MethodRow = typeof paymentMethods.$inferInsert

export const SANDBOX_PROVIDER = 'sandbox'

/** Our choice: the smallest fiat deposit in major units per currency (a 50 first amount always fits). */
export const FIAT_MIN_DEPOSIT_UNITS: Record<string, number> = {
  EUR: 10,
  USD: 10,
  AUD: 15,
  CAD: 15,
  NZD: 15,
  BRL: 50,
  NOK: 100,
  JPY: 1_500,
  KZT: 5_000,
}

/** Converts major units (a decimal string, never a float) to the currency's minor units. */
export function unitsToCents(units: string, currency: string): number {
  const sub = currencyInfo(currency)?.subunits_to_unit ?? 100
  const [whole = '0', fraction = ''] = units.split('.')
  const digits = Math.round(Math.log10(sub))
  if (fraction.length > digits) throw new Error(`${units} ${currency} is finer than its minor unit`)
  return Number(whole) * sub + Number(fraction.padEnd(digits, '0') || '0')
}

interface CryptoFigures {
  currency: string
  brand: string
  network: string
  /** Major units, as decimal strings. */
  minDeposit: string
  minWithdrawal: string
  maxWithdrawal: string
}

const CRYPTO: readonly CryptoFigures[] = [
  // spec 2 §9: BTC min deposit 0.0001, max withdrawal 0.4; min withdrawal ours.
  {
    currency: 'BTC',
    brand: 'Bitcoin',
    network: 'bitcoin',
    minDeposit: '0.0001',
    minWithdrawal: '0.0005',
    maxWithdrawal: '0.4',
  },
  // Our choice (spec gives no BCH figures).
  {
    currency: 'BCH',
    brand: 'Bitcoin Cash',
    network: 'bitcoin-cash',
    minDeposit: '0.001',
    minWithdrawal: '0.005',
    maxWithdrawal: '4',
  },
  // spec 2 §9: ETH max withdrawal 12; minimums ours.
  {
    currency: 'ETH',
    brand: 'Ethereum',
    network: 'ethereum',
    minDeposit: '0.001',
    minWithdrawal: '0.005',
    maxWithdrawal: '12',
  },
  // spec 2 §9: LTC max withdrawal 60; minimums ours.
  {
    currency: 'LTC',
    brand: 'Litecoin',
    network: 'litecoin',
    minDeposit: '0.01',
    minWithdrawal: '0.05',
    maxWithdrawal: '60',
  },
  // spec 2 §9: DOGE max withdrawal 1,600,000; minimums ours.
  {
    currency: 'DOG',
    brand: 'Dogecoin',
    network: 'dogecoin',
    minDeposit: '10',
    minWithdrawal: '50',
    maxWithdrawal: '1600000',
  },
  // spec 2 §9: USDT deposit min 20, withdrawal 25 to 4,000 (both networks).
  {
    currency: 'USDT',
    brand: 'Tether (TRC20)',
    network: 'trc20',
    minDeposit: '20',
    minWithdrawal: '25',
    maxWithdrawal: '4000',
  },
  {
    currency: 'USDT',
    brand: 'Tether (ERC20)',
    network: 'erc20',
    minDeposit: '20',
    minWithdrawal: '25',
    maxWithdrawal: '4000',
  },
]

function fiatMethods(currency: string): MethodRow[] {
  const min = (FIAT_MIN_DEPOSIT_UNITS[currency] ?? 10) * (currencyInfo(currency)?.subunits_to_unit ?? 100)
  const base = { currency, provider: SANDBOX_PROVIDER, feeFixedCents: 0, feePercentBp: 0 }
  const rows: MethodRow[] = []
  let position = 0
  for (const action of ['deposit', 'cashout'] as const) {
    // Our choice: deposits up to 500× the minimum; withdrawals from 2× up to 400×.
    const minCents = action === 'deposit' ? min : min * 2
    const maxCents = action === 'deposit' ? min * 500 : min * 400
    const range = { action, minCents, maxCents }
    rows.push(
      {
        ...base,
        ...range,
        code: 'card-visa',
        type: 'card',
        brand: 'Visa',
        processingTime: 'instant',
        position: position++,
      },
      {
        ...base,
        ...range,
        code: 'card-mastercard',
        type: 'card',
        brand: 'Mastercard',
        processingTime: 'instant',
        position: position++,
      },
      {
        ...base,
        ...range,
        code: 'ewallet-skrill',
        type: 'ewallet',
        brand: 'Skrill',
        processingTime: 'instant',
        position: position++,
      },
      {
        ...base,
        ...range,
        code: 'bank-transfer',
        type: 'bank_transfer',
        brand: 'Bank transfer',
        processingTime: action === 'deposit' ? 'up_to_1_hour' : 'up_to_3_days',
        position: position++,
      },
    )
    if (action === 'deposit' && currency === 'EUR')
      rows.push({
        ...base,
        ...range,
        code: 'bank-sofort',
        type: 'bank_transfer',
        brand: 'Sofort',
        processingTime: 'instant',
        hiddenForGroup: SOFORT_HIDDEN_GROUP,
        position: position++,
      })
  }
  return rows
}

function cryptoMethods(figures: CryptoFigures, position: number): MethodRow[] {
  const { currency, brand, network } = figures
  const code = `crypto-${currency.toLowerCase()}${currency === 'USDT' ? `-${network}` : ''}`
  // spec 2 §9: fees free, processing instant.
  const base = {
    code,
    currency,
    type: 'crypto' as const,
    brand,
    network,
    provider: SANDBOX_PROVIDER,
    processingTime: 'instant' as const,
    position,
  }
  return [
    { ...base, action: 'deposit', minCents: unitsToCents(figures.minDeposit, currency), maxCents: null },
    {
      ...base,
      action: 'cashout',
      minCents: unitsToCents(figures.minWithdrawal, currency),
      maxCents: unitsToCents(figures.maxWithdrawal, currency),
    },
  ]
}

export function paymentMethodRows(): MethodRow[] {
  return [
    ...CASHBOX_CURRENCIES.flatMap(fiatMethods),
    ...CRYPTO.flatMap((figures, i) => cryptoMethods(figures, i)),
  ]
}

/** Inserts the methods that are missing (natural keys; edits survive). Deposit bonuses are bonus definitions (seed/bonuses.ts). */
export async function seedPayments(db: Database): Promise<void> {
  await insertMissingPaymentMethods(db, paymentMethodRows())
}
