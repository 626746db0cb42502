// A game's stakes in a session's currency (issue 9 item 18). The catalogue keeps each game's minimum
// and maximum stake in EUR, the default currency (spec 1 §9); a session in another currency converts
// them at the exchange rate. A converted minimum that falls between minor units is rounded up to two
// significant digits (a readable stake, never below the game's minimum), a maximum down.
import { betSteps } from './bet-steps.ts'

/** An exchange rate as exact decimals: `units` of the currency are worth `eur` euros. */
export interface EurRate {
  units: string
  eur: string
}

/** EUR itself, and the demo currency FUN, whose stakes are the catalogue's numbers. */
export const SAME_AS_EUR: EurRate = { units: '1', eur: '1' }

export interface Stakes {
  minCents: number
  maxCents: number
  stepsCents: number[]
  /** Where the bet selector starts: the game's minimum stake. */
  defaultCents: number
}

const EUR_SUBUNITS = 100n
const SIGNIFICANT_DIGITS = 2

function toScaled(decimal: string): { value: bigint; scale: bigint } {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(decimal.trim())
  if (!match) throw new Error(`not a decimal: ${decimal}`)
  const fraction = match[2] ?? ''
  return { value: BigInt(`${match[1]}${fraction}`), scale: BigInt(fraction.length) }
}

/** `eurCents` in minor units of a currency with `subunits` per unit, as an exact fraction. */
function convert(eurCents: number, subunits: number, rate: EurRate): { num: bigint; den: bigint } {
  const units = toScaled(rate.units)
  const eur = toScaled(rate.eur)
  if (units.value === 0n || eur.value === 0n) throw new Error('an exchange rate is never zero')
  return {
    num: BigInt(eurCents) * units.value * BigInt(subunits) * 10n ** eur.scale,
    den: EUR_SUBUNITS * eur.value * 10n ** units.scale,
  }
}

const ceilDiv = (num: bigint, den: bigint): bigint => (num + den - 1n) / den

/** The power of ten that keeps two significant digits of `minor` (1 below 100). */
function significantStep(minor: bigint): bigint {
  return 10n ** BigInt(Math.max(0, minor.toString().length - SIGNIFICANT_DIGITS))
}

/** A converted minimum: `num / den` rounded up to two significant digits (59.1 → 60, 435.4 → 440). */
function readableMin({ num, den }: { num: bigint; den: bigint }): bigint {
  if (num % den === 0n) return num / den
  const rounded = ceilDiv(num, den)
  const step = significantStep(rounded)
  return ceilDiv(rounded, step) * step
}

/** A converted maximum: `num / den` rounded down to two significant digits (66_991.3 → 66_000). */
function readableMax({ num, den }: { num: bigint; den: bigint }): bigint {
  if (num % den === 0n) return num / den
  const floored = num / den
  const step = significantStep(floored)
  return (floored / step) * step
}

/** The game's stake range, bet steps and default bet in a currency (see the file header). */
export function stakesIn(
  game: { minBetCents: number; maxBetCents: number },
  subunits: number,
  rate: EurRate,
): Stakes {
  const minCents = Number(readableMin(convert(game.minBetCents, subunits, rate)))
  const maxCents = Math.max(minCents, Number(readableMax(convert(game.maxBetCents, subunits, rate))))
  return { minCents, maxCents, stepsCents: betSteps(minCents, maxCents), defaultCents: minCents }
}
