import { decimalToRatio, roundRatio } from './decimal'

/** An amount of money in integer cents. Every sum in the domain is done on these. */
export type Cents = number

/**
 * Dollars to integer cents, rounded half away from zero on the decimal as written,
 * so 1.005 becomes 101 (not 100, as `Math.round(1.005 * 100)` gives).
 * @example toCents(16.65) // 1665
 */
export function toCents(dollars: number): Cents {
  const { num, den } = decimalToRatio(dollars)
  return Number(roundRatio({ num: num * 100n, den }))
}

/**
 * Integer cents back to dollars (a number with at most 2 decimals).
 * @example fromCents(1665) // 16.65
 */
export function fromCents(cents: Cents): number {
  return cents / 100
}

/**
 * The one rounding of the domain: a fractional amount to an integer, half away from zero.
 * @example roundHalfAwayFromZero(-0.5) // -1
 */
export function roundHalfAwayFromZero(value: number): number {
  return Number(roundRatio(decimalToRatio(value)))
}

/**
 * A dollar amount rounded to 2 decimals, half away from zero.
 * @example round2(0.005) // 0.01
 */
export function round2(dollars: number): number {
  return fromCents(toCents(dollars))
}

/**
 * cents x rate, rounded once to a whole cent; the rate is read as the decimal it prints as.
 * @example multiplyCents(3330, 0.0495) // 165 (164.835 rounded)
 */
export function multiplyCents(cents: Cents, rate: number): Cents {
  const { num, den } = decimalToRatio(rate)
  return Number(roundRatio({ num: BigInt(cents) * num, den }))
}

/**
 * cents less `percent` per cent, rounded once: round2(list x (1 - v/100)).
 * @example percentOff(1001, 33) // 671 (670.67 rounded)
 */
export function percentOff(cents: Cents, percent: number): Cents {
  const { num, den } = decimalToRatio(percent)
  const factor = { num: 100n * den - num, den: 100n * den }
  return Number(roundRatio({ num: BigInt(cents) * factor.num, den: factor.den }))
}

/**
 * Sum of cent amounts (integers, so exact).
 * @example sumCents([165, 1000]) // 1165
 */
export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0)
}
