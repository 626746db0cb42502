// spec 1 §5 multiple_of: a fiat amount is typed in steps of the currency's smallest unit (0.01 EUR,
// 1 JPY); the rule names the step instead of a bare "not valid". Crypto amounts are checked by
// their digits (parseMajorToMinor), as their steps are below the rule's 3 decimals.
import { currencyInfo } from '@croupier/rules/currency'
import { V } from '@croupier/rules/validation-keys'
import { multipleOf } from '@croupier/rules/validation-payment'

/** The step of a typed amount in major units, null when the currency has none the rule can compare. */
export function amountStep(currency: string): number | null {
  const info = currencyInfo(currency)
  if (!info || info.fiat === false) return null
  return 1 / info.subunits_to_unit
}

/** true when the typed amount is a number that is not a multiple of the currency's step. */
export function breaksAmountStep(amount: string, currency: string): boolean {
  const step = amountStep(currency)
  const text = amount.trim().replace(',', '.')
  if (step === null || !/^\d+(\.\d+)?$/.test(text)) return false
  return multipleOf(Number(text), step) === V.MULTIPLE_OF
}
