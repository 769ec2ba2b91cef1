import { normalizePn } from '../partNumber'
import type { PartPrefix } from '../types'

/**
 * The part-prefix entry whose title is the longest prefix of pn, or null.
 * @example findPartPrefix('PB22-MG1', prefixes)?.title // 'PB22-M' (not 'PB22')
 */
export function findPartPrefix(pn: string, prefixes: readonly PartPrefix[]): PartPrefix | null {
  const target = normalizePn(pn)
  let best: PartPrefix | null = null
  let bestLength = 0
  for (const entry of prefixes) {
    const title = normalizePn(entry.title)
    if (title.length > bestLength && target.startsWith(title)) {
      best = entry
      bestLength = title.length
    }
  }
  return best
}

/**
 * schedule(pn): the discount schedule of the longest matching prefix, or null.
 * @example scheduleFor(' pb22-xg1 ', prefixes) // 'E-1'
 */
export function scheduleFor(pn: string, prefixes: readonly PartPrefix[]): string | null {
  const schedule = findPartPrefix(pn, prefixes)?.discountSchedule?.trim()
  return schedule ? schedule : null
}

/**
 * A part is restricted (not listed, not searchable, 404 for visitors) when the prefix entry
 * that governs it (the longest match, the one giving its schedule) is not public.
 * @example isRestrictedPart('RLU-2C-24D', prefixes) // true
 */
export function isRestrictedPart(pn: string, prefixes: readonly PartPrefix[]): boolean {
  const entry = findPartPrefix(pn, prefixes)
  return entry !== null && entry.isPublic !== true
}
