/*
 * The instant search's answers as sent (JSON text), kept per index: the modal asks on every
 * pause in typing and many buyers type the same starts ("pb22", "contactor"), so a repeated
 * question costs a map read instead of a search and a serialization. The entries hang off
 * the index they were computed from (a WeakMap), so an edit, which builds a new index
 * (./searchData.ts), starts an empty cache: an answer is never older than the index.
 */

import type { Locale } from '@/i18n/locales'

import type { SearchAnswer } from '../contract'
import type { SearchIndex } from './searchIndex'

/** The API's answer to a query as sent (JSON text): the groups, with how each hit was found (docs/api.md). */
export function searchAnswer(index: SearchIndex, query: string, locale: Locale, limit: number): string {
  return JSON.stringify({ query, locale, ...index.search(query, locale, { limit }) } satisfies SearchAnswer)
}

/**
 * Answers kept per index: about 12 MB at most (an answer of 8 hits per group is 2 to 6 KB). Room
 * for the starts buyers type and the competitor numbers they paste: at 500 the benchmark's mix
 * of 600 queries (issue 29) missed on every request, as each answer pushed out the next one asked.
 */
export const MAX_ANSWERS = 2000

const caches = new WeakMap<object, Map<string, string>>()

/**
 * The answer to `key` computed from `index`, from the cache or by `make` (then kept; the
 * least recently used goes first once MAX_ANSWERS are kept).
 */
export function cachedAnswer(index: object, key: string, make: () => string): string {
  let cache = caches.get(index)
  if (!cache) {
    cache = new Map()
    caches.set(index, cache)
  }
  const hit = cache.get(key)
  if (hit !== undefined) {
    // A Map iterates in insertion order: moved to the end, it is the most recently used.
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const made = make()
  cache.set(key, made)
  if (cache.size > MAX_ANSWERS) cache.delete(cache.keys().next().value as string)
  return made
}
