import { type Cents, multiplyCents, sumCents } from '../money'
import type { CommerceSettings } from '../settings'
import type { Part } from '../types'

/**
 * A line's item tariff: round2(line total x rate) when the part is flagged `tariff`, with
 * the part's own rate winning over settings.itemTariffRate.
 * @example lineItemTariffCents({ pn: 'CT09-A10', listPrice: 57, tariff: true }, 5700, settings) // 1425
 */
export function lineItemTariffCents(
  part: Pick<Part, 'tariff' | 'tariffRate'>,
  lineTotalCents: Cents,
  settings: Pick<CommerceSettings, 'itemTariffRate'>,
): Cents {
  const rate = lineItemTariffRate(part, settings)
  return rate === null ? 0 : multiplyCents(lineTotalCents, rate)
}

/**
 * The item tariff rate of a part: its own when set, else settings.itemTariffRate; null when
 * the part is not flagged `tariff`.
 * @example lineItemTariffRate({ tariff: true }, { itemTariffRate: 0.25 }) // 0.25
 */
export function lineItemTariffRate(
  part: Pick<Part, 'tariff' | 'tariffRate'>,
  settings: Pick<CommerceSettings, 'itemTariffRate'>,
): number | null {
  if (part.tariff !== true) return null
  return part.tariffRate ?? settings.itemTariffRate
}

/**
 * The sum of the lines' item tariffs, each already rounded.
 * @example itemTariffCents([1425, 0]) // 1425
 */
export function itemTariffCents(lineTariffs: readonly Cents[]): Cents {
  return sumCents(lineTariffs)
}

/**
 * Global tariff surcharge: round2(S x globalTariffRate).
 * @example globalTariffCents(3330, { globalTariffRate: 0.0495 }) // 165
 */
export function globalTariffCents(subtotal: Cents, settings: Pick<CommerceSettings, 'globalTariffRate'>): Cents {
  return multiplyCents(subtotal, settings.globalTariffRate)
}
