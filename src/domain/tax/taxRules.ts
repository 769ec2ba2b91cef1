import type { TaxRule } from '../types'

const WILDCARD = '*'

const entriesOf = (rule: TaxRule) =>
  rule.zipCodes
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

const isWildcardRule = (rule: TaxRule) => rule.zipCodes.trim() === WILDCARD

/**
 * Whether a rule's ZIP list names a ZIP: an entry ending in `*` matches by prefix,
 * any other entry exactly.
 * @example zipListMatches({ state: 'PA', zipCodes: '150*,152*', rate: 0.07 }, '15213') // true
 */
export function zipListMatches(rule: TaxRule, zip: string): boolean {
  return entriesOf(rule).some((entry) => (entry.endsWith(WILDCARD) ? zip.startsWith(entry.slice(0, -1)) : entry === zip))
}

/**
 * The tax rule for a US state and ZIP. Among the state's rules: one rule is that rule;
 * several: the first (by order) whose list matches the ZIP, else the `*` rule, else none.
 * @example findTaxRule(rules, 'PA', '19103')?.rate // 0.06 (the `*` rule)
 */
export function findTaxRule(rules: readonly TaxRule[], state: string | null | undefined, zip: string | null): TaxRule | null {
  const wanted = (state ?? '').trim().toUpperCase()
  const ofState = rules.filter((rule) => rule.state.trim().toUpperCase() === wanted)
  if (!wanted || ofState.length === 0) return null
  if (ofState.length === 1) return ofState[0]
  // A `*` list matches every ZIP, so it only counts after the specific lists had their turn.
  const specific = zip ? ofState.find((rule) => !isWildcardRule(rule) && zipListMatches(rule, zip)) : undefined
  return specific ?? ofState.find(isWildcardRule) ?? null
}
