/**
 * A part number as compared everywhere: trimmed and upper-cased.
 * @example normalizePn(' pb22-xg1 ') // 'PB22-XG1'
 */
export function normalizePn(pn: string | null | undefined): string {
  return (pn ?? '').trim().toUpperCase()
}

/**
 * Whether a pattern matches a pn: exactly, or by prefix when the pattern ends in `*`.
 * @example matchesPnPattern('CT09-*', 'ct09-a10') // true
 */
export function matchesPnPattern(pattern: string, pn: string): boolean {
  const wanted = normalizePn(pattern)
  const target = normalizePn(pn)
  if (wanted.endsWith('*')) return target.startsWith(wanted.slice(0, -1))
  return wanted !== '' && wanted === target
}
