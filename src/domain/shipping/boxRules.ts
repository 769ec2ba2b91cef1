import type { Cents } from '../money'
import type { BoxRule } from '../types'

/** What box pricing needs of a cart line. */
export interface BoxedLine {
  family?: string | null
  qty: number
  /** The line's package quantity (its step). */
  step: number
}

const familyKey = (family: string | null | undefined) => (family ?? '').trim().toLowerCase()

/**
 * The box rule for a family, if any (the first, when several name it).
 * @example boxRuleFor('enclosures', boxRules)?.code // 'ENCL'
 */
export function boxRuleFor(family: string | null | undefined, rules: readonly BoxRule[]): BoxRule | null {
  const key = familyKey(family)
  return key ? (rules.find((rule) => familyKey(rule.family) === key) ?? null) : null
}

/**
 * A box rule's charge for its family's lines in a zone: full packages go spqBoxCount to a
 * box, loose pieces nonBoxCount to a box, each box at the zone's price. Null when the rule
 * has no price for the zone, so the caller can say TBD rather than guess.
 * @example boxChargeCents(encl, [{ family: 'enclosures', qty: 3, step: 1 }], 8) // 6000
 */
export function boxChargeCents(rule: BoxRule, lines: readonly BoxedLine[], zone: number): Cents | null {
  const prices = rule.zones.find((z) => z.id === zone)
  if (!prices) return null
  let packages = 0
  let loose = 0
  for (const line of lines) {
    packages += Math.floor(line.qty / line.step)
    loose += line.qty % line.step
  }
  const spqBoxes = Math.ceil(packages / rule.spqBoxCount)
  const nonBoxes = Math.ceil(loose / rule.nonBoxCount)
  return spqBoxes * prices.spqBoxPriceCents + nonBoxes * prices.nonBoxPriceCents
}
