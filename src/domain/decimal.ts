/** An exact fraction num/den (den > 0), used so that money never multiplies two floats. */
export interface Ratio {
  num: bigint
  den: bigint
}

/**
 * The exact decimal a JS number prints as, as a fraction. `String(x)` gives the shortest
 * decimal that round-trips, which is what a person typed (0.0495, 1.005), so arithmetic
 * on the result avoids the binary float traps of `x * 100`.
 * @example decimalToRatio(0.0495) // { num: 495n, den: 10000n }
 */
export function decimalToRatio(value: number): Ratio {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`)
  const [mantissa, exponentText] = String(value).toLowerCase().split('e')
  const exponent = exponentText ? Number(exponentText) : 0
  const negative = mantissa.startsWith('-')
  const [whole, fraction = ''] = mantissa.replace('-', '').split('.')
  let num = BigInt(whole + fraction)
  let den = 10n ** BigInt(fraction.length)
  if (exponent > 0) num *= 10n ** BigInt(exponent)
  if (exponent < 0) den *= 10n ** BigInt(-exponent)
  return { num: negative ? -num : num, den }
}

/**
 * num/den rounded to an integer, half away from zero (0.5 -> 1, -0.5 -> -1).
 * @example roundRatio({ num: 5n, den: 2n }) // 3n
 */
export function roundRatio({ num, den }: Ratio): bigint {
  const magnitude = num < 0n ? -num : num
  const rounded = (2n * magnitude + den) / (2n * den)
  return num < 0n ? -rounded : rounded
}
