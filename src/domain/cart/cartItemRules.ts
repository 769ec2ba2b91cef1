import { matchesPnPattern } from '../partNumber'
import type { CartItemRule } from '../types'

/**
 * The first cart-item rule matching pn (exactly, or by prefix for a pattern ending in `*`).
 * @example findCartItemRule('CT09-A10', [{ pn: 'CT09-*', exemptFromFreeShipping: true }])?.pn // 'CT09-*'
 */
export function findCartItemRule(pn: string, rules: readonly CartItemRule[]): CartItemRule | null {
  return rules.find((rule) => matchesPnPattern(rule.pn, pn)) ?? null
}

/**
 * The line is still charged shipping under free ground.
 * @example isExemptFromFreeShipping('CT09-A10', rules) // true
 */
export function isExemptFromFreeShipping(pn: string, rules: readonly CartItemRule[]): boolean {
  return rules.some((rule) => rule.exemptFromFreeShipping === true && matchesPnPattern(rule.pn, pn))
}

/**
 * The line shows "Ships in 10 business days".
 * @example hasLeadTime10Days('EN-1210-S', rules) // true
 */
export function hasLeadTime10Days(pn: string, rules: readonly CartItemRule[]): boolean {
  return rules.some((rule) => rule.leadTime10Days === true && matchesPnPattern(rule.pn, pn))
}
