// Display helpers for payment methods (spec 2 §9): amounts in the wallet currency (crypto in its
// display unit, spec 1 §9), fees ("free" when none) and processing time.
import type { PaymentMethod } from '@croupier/contract/payments/get-payment-methods'
import { isBrandHidden } from '@croupier/rules/cashbox'
import { formatInDisplayUnits, isCrypto } from '@croupier/rules/currency'

export function formatAmount(cents: number, currency: string, locale: string): string {
  return formatInDisplayUnits(cents, currency, locale)
}

/**
 * A method's name for players: translated by method id where it is a word ('Bank transfer',
 * cashbox.methodNames.<id>), the brand as is where it is a name (Visa, Bitcoin).
 */
export function methodName(
  t: (key: string, options?: { defaultValue?: string }) => string,
  method: { id: string; brand: string },
): string {
  return t(`cashbox.methodNames.${method.id}`, { defaultValue: method.brand })
}

/** 'free', or the fixed part and the percent (e.g. "€1.00 + 2.5%"). */
export function feeText(method: PaymentMethod, locale: string, free: string): string {
  const { fixed_cents, percent_bp } = method.fee
  if (fixed_cents === 0 && percent_bp === 0) return free
  const parts: string[] = []
  if (fixed_cents > 0) parts.push(formatAmount(fixed_cents, method.currency, locale))
  if (percent_bp > 0)
    parts.push(`${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(percent_bp / 100)}%`)
  return parts.join(' + ')
}

/** spec 1 §6: the Sofort brand hidden for its group (the platform filters too). */
export function visibleMethods(
  methods: readonly PaymentMethod[],
  groupIds: readonly number[],
): PaymentMethod[] {
  return methods.filter((method) => !isBrandHidden(method.brand, groupIds))
}

export function isCryptoMethod(method: PaymentMethod): boolean {
  return method.type === 'crypto' || isCrypto(method.currency)
}
