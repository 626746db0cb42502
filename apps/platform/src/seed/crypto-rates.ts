// Reference crypto prices (USD per coin) and USD fiat cross rates; the seed multiplies them exactly
// as decimals so stored rates never pass through a float. A rate feed replaces them in operation.

export const CRYPTO_USD_PRICES: Readonly<Record<string, string>> = {
  BTC: '97250.00',
  ETH: '3420.50',
  BCH: '455.20',
  LTC: '98.40',
  DOG: '0.3812',
  USDT: '1.0002',
  USDC: '0.9999',
  BNB: '655.30',
  ADA: '0.9821',
  TRX: '0.2513',
}

export const USD_CROSS_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '0.9210',
  AUD: '1.5380',
  CAD: '1.3960',
  NZD: '1.7010',
  JPY: '154.20',
  NOK: '11.0500',
  BRL: '5.8200',
  GBP: '0.7890',
  PLN: '3.9900',
  INR: '84.40',
  KZT: '498.50',
}

function toScaled(decimal: string): { value: bigint; scale: number } {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return { value: BigInt(`${whole}${fraction}`), scale: fraction.length }
}

/** a × b rounded half-up to `digits` fraction digits, as a decimal string. */
export function multiplyDecimals(a: string, b: string, digits = 8): string {
  const x = toScaled(a)
  const y = toScaled(b)
  const scale = x.scale + y.scale
  let product = x.value * y.value
  if (scale > digits) {
    const divisor = 10n ** BigInt(scale - digits)
    product = (product + divisor / 2n) / divisor
  } else {
    product *= 10n ** BigInt(digits - scale)
  }
  const text = product.toString().padStart(digits + 1, '0')
  const whole = text.slice(0, -digits)
  const fraction = text.slice(-digits).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

export function cryptoRateRows(): { crypto: string; fiat: string; rate: string }[] {
  return Object.entries(CRYPTO_USD_PRICES).flatMap(([crypto, usd]) =>
    Object.entries(USD_CROSS_RATES).map(([fiat, cross]) => ({
      crypto,
      fiat,
      rate: multiplyDecimals(usd, cross),
    })),
  )
}
