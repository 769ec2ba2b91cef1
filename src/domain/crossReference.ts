/*
 * Other makers' part numbers and our own old ones (docs/cross-references.md): the number's
 * normal form, the order of match levels, and the chain of supersessions to the part sold
 * today. Pure: the collections, the importer, the search and the cart share it.
 */

/** How closely a competitor's part matches ours, best first. */
export const MATCH_LEVELS = ['exact', 'functional', 'partial'] as const
export type MatchLevel = (typeof MATCH_LEVELS)[number]

/** Whether a value is a match level. */
export const isMatchLevel = (value: unknown): value is MatchLevel => MATCH_LEVELS.includes(value as MatchLevel)

/**
 * A part number as crosses compare it: upper case, without spaces, dashes, dots and slashes.
 * @example crossKey('xb4-ba.31') // 'XB4BA31'
 * @example crossKey(' 800F / PN2G ') // '800FPN2G'
 */
export function crossKey(pn: string | null | undefined): string {
  return (pn ?? '').toUpperCase().replace(/[\s\-\u2010-\u2015\u2212./\\]/g, '')
}

/**
 * Orders crosses: the closer match first, then by brand and number (stable for equal ones).
 * @example [{ match: 'partial' }, { match: 'exact' }].sort(byMatch) // exact first
 */
export function byMatch<T extends { match: MatchLevel; brand?: string; competitorPn?: string }>(a: T, b: T): number {
  const level = MATCH_LEVELS.indexOf(a.match) - MATCH_LEVELS.indexOf(b.match)
  if (level) return level
  const brand = (a.brand ?? '').localeCompare(b.brand ?? '')
  return brand || (a.competitorPn ?? '').localeCompare(b.competitorPn ?? '')
}

/** One of our part numbers replaced by another, since a date (ISO, or none). */
export type Supersession = { oldPn: string; replacementPn: string; since?: string | null }

/** Where an old number leads: the number sold today and the steps taken, oldest first; or the cycle it runs into. */
export type SupersessionPath = { pn: string; steps: Supersession[] } | { cycle: string[] }

/** The supersessions by their old number's key (crossKey); a later row for the same key wins. */
export function supersessionMap(list: readonly Supersession[]): Map<string, Supersession> {
  const map = new Map<string, Supersession>()
  for (const s of list) map.set(crossKey(s.oldPn), s)
  return map
}

/**
 * Follows an old number through its replacements to the number sold today (`pn` itself and
 * no steps when it was never replaced); a chain that comes back to a number it passed is a
 * cycle, answered with the numbers on it (the first repeated at the end).
 * @example followSupersessions(supersessionMap([{ oldPn: 'A', replacementPn: 'B' }, { oldPn: 'B', replacementPn: 'C' }]), 'a') // { pn: 'C', steps: [A→B, B→C] }
 */
export function followSupersessions(byOld: ReadonlyMap<string, Supersession>, pn: string): SupersessionPath {
  const steps: Supersession[] = []
  const seen = [crossKey(pn)]
  let current = pn
  for (;;) {
    const next = byOld.get(crossKey(current))
    if (!next) return { pn: current, steps }
    const key = crossKey(next.replacementPn)
    const at = seen.indexOf(key)
    if (at >= 0) return { cycle: [...steps.slice(at).map((s) => s.oldPn), next.oldPn, next.replacementPn] }
    seen.push(key)
    steps.push(next)
    current = next.replacementPn
  }
}

/** The first cycle among supersessions (its numbers, the first repeated at the end), or null when every chain ends. */
export function supersessionCycle(list: readonly Supersession[]): string[] | null {
  const byOld = supersessionMap(list)
  for (const s of list) {
    const path = followSupersessions(byOld, s.oldPn)
    if ('cycle' in path) return path.cycle
  }
  return null
}
