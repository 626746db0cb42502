// Seeded payment methods and deposit bonuses (issue #5 items 1, 5). Crypto figures are spec 2 §9's
// ("BTC min 0.0001; USDT deposit min 20; withdrawal max BTC 0.4, LTC 60, ETH 12, DOGE 1 600 000,
// USDT 25 to 4000; fees free; processing instant"); the others are our choice, marked so.
import { SOFORT_HIDDEN_GROUP } from '@croupier/rules/cashbox'
import { CASHBOX_CURRENCIES, currencyInfo } from '@croupier/rules/currency'
import type { Database } from '../db/client.ts'
import {
  insertMissingDepositBonuses,
  insertMissingPaymentMethods,
} from '../modules/payments/payments.repository.ts'
import type { DepositBonusAmounts, paymentMethods } from '../modules/payments/payments.tables.ts'
import { english } from './config/promo-shared.ts'

type MethodRow = typeof paymentMethods.$inferInsert

export const SANDBOX_PROVIDER = 'sandbox'

/** Our choice: the smallest fiat deposit in major units per currency (a 50 first amount always fits). */
const FIAT_MIN_DEPOSIT_UNITS: Record<string, number> = {
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

/** Our seeded deposit bonuses: per-currency figures scale from EUR by the minimum deposit table. */
function amounts(minDepositEur: number, maxBonusEur: number): DepositBonusAmounts {
  const out: DepositBonusAmounts = {}
  for (const currency of CASHBOX_CURRENCIES) {
    const factor = (FIAT_MIN_DEPOSIT_UNITS[currency] ?? 10) / 10
    const sub = currencyInfo(currency)?.subunits_to_unit ?? 100
    out[currency] = {
      min_deposit_cents: Math.round(minDepositEur * factor) * sub,
      max_bonus_cents: Math.round(maxBonusEur * factor) * sub,
    }
  }
  return out
}

export const DEPOSIT_BONUS_ROWS = [
  {
    code: 'WELCOME100',
    percent: 100,
    wagerMultiplier: 35,
    freeSpins: 100,
    amounts: amounts(20, 500),
    position: 0,
    titles: {
      ...english('100% up to {max} + 100 free spins'),
      de: '100 % bis zu {max} + 100 Freispiele',
      'fr-CA': '100 % jusqu’à {max} + 100 tours gratuits',
      no: '100 % opptil {max} + 100 gratisspinn',
      it: '100% fino a {max} + 100 giri gratis',
    },
    descriptions: {
      ...english('Your deposit doubled, wagering 35 times the bonus.'),
      de: 'Deine Einzahlung verdoppelt, Umsatz 35-mal der Bonus.',
      'fr-CA': 'Votre dépôt doublé, mise de 35 fois le bonus.',
      no: 'Innskuddet ditt doblet, omsetning 35 ganger bonusen.',
      it: 'Il tuo deposito raddoppiato, puntata 35 volte il bonus.',
    },
  },
  {
    code: 'RELOAD50',
    percent: 50,
    wagerMultiplier: 30,
    freeSpins: 0,
    amounts: amounts(20, 250),
    position: 1,
    titles: {
      ...english('50% reload up to {max}'),
      de: '50 % Reload bis zu {max}',
      'fr-CA': 'Recharge 50 % jusqu’à {max}',
      no: '50 % påfyll opptil {max}',
      it: 'Ricarica 50% fino a {max}',
    },
    descriptions: {
      ...english('Half your deposit again as a bonus, wagering 30 times.'),
      de: 'Die Hälfte deiner Einzahlung als Bonus, Umsatz 30-mal.',
      'fr-CA': 'La moitié de votre dépôt en bonus, mise de 30 fois.',
      no: 'Halvparten av innskuddet som bonus, omsetning 30 ganger.',
      it: 'Metà del tuo deposito come bonus, puntata 30 volte.',
    },
  },
]

/** Inserts the methods and deposit bonuses that are missing (natural keys; edits survive). */
export async function seedPayments(db: Database): Promise<void> {
  await insertMissingPaymentMethods(db, paymentMethodRows())
  await insertMissingDepositBonuses(db, DEPOSIT_BONUS_ROWS)
}
