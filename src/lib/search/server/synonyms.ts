import type { Query } from 'minisearch'

import { locales, type Locale } from '@/i18n/locales'

/*
 * The trade's words: groups of equivalent terms per locale ("push button" = "pushbutton",
 * "relé" = "relevador" = "relay"), kept by the staff in the admin (`search-synonyms`).
 * A query's words are matched against the terms (a term may be several words), within a
 * typo and by prefix for the word being typed, and each match becomes "this or any of its
 * equivalents", so the documents that use any of them are found, and those that use
 * several rank higher.
 */

/** A group as the staff keep it: equivalent terms in one locale. */
export type SynonymGroupRecord = { locale: Locale; terms: readonly string[] }

/** A term as the matcher keeps it: its folded words. */
type Term = { words: string[]; group: number }

/** One locale's groups: every term of every group, longest first, and each group's terms. */
export type SynonymTable = { terms: Term[]; groups: string[][][] }
export type Synonyms = Record<Locale, SynonymTable>

/** The most words a term may have (what a query is scanned for). */
export const MAX_TERM_WORDS = 4
/** The most characters of a term. */
export const MAX_TERM_LENGTH = 60

/** A word as the matcher and the text index compare it: lower case without accents. */
export const fold = (term: string): string => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The words of a text (letters and digits), folded. */
export const wordsOf = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * Why a group's terms cannot be kept, or null: at least two terms, each of one to four
 * words and at most 60 characters, none the same as another once case and accents are
 * set aside.
 */
export function synonymGroupProblem(terms: readonly string[] | null | undefined): string | null {
  const list = (terms ?? []).map((t) => t.trim()).filter(Boolean)
  if (list.length < 2) return 'Give at least two words that mean the same.'
  const seen = new Map<string, string>()
  for (const term of list) {
    if (term.length > MAX_TERM_LENGTH) return `"${term.slice(0, 20)}…" is longer than ${MAX_TERM_LENGTH} characters.`
    const words = wordsOf(term)
    if (!words.length) return `"${term}" has no letters or digits.`
    if (words.length > MAX_TERM_WORDS) return `"${term}" has more than ${MAX_TERM_WORDS} words.`
    const key = words.join(' ')
    const before = seen.get(key)
    if (before !== undefined) return `"${term}" is the same as "${before}" (case and accents aside).`
    seen.set(key, term)
  }
  return null
}

/** Every locale's table from the staff's groups (a group that does not validate is skipped). */
export function buildSynonyms(records: readonly SynonymGroupRecord[]): Synonyms {
  const out = {} as Synonyms
  for (const locale of locales) {
    const groups: string[][][] = []
    const terms: Term[] = []
    for (const record of records) {
      if (record.locale !== locale || synonymGroupProblem(record.terms)) continue
      const group = record.terms.map(wordsOf).filter((w) => w.length > 0)
      const at = groups.length
      groups.push(group)
      for (const words of group) terms.push({ words, group: at })
    }
    terms.sort((a, b) => b.words.length - a.words.length)
    out[locale] = { terms, groups }
  }
  return out
}

export const noSynonyms: Synonyms = buildSynonyms([])

/**
 * Each locale's table followed by the other locales' groups, so a buyer's word in the other
 * language names its group too ("relevador" on the English site: the Spanish group holds
 * "relay"); at equal length and closeness a term of the site's own language wins.
 */
export function acrossLocales(synonyms: Synonyms): Synonyms {
  const out = {} as Synonyms
  for (const locale of locales) {
    const groups: string[][][] = []
    const terms: Term[] = []
    for (const from of [locale, ...locales.filter((l) => l !== locale)]) {
      const table = synonyms[from]
      const offset = groups.length
      groups.push(...table.groups)
      for (const term of table.terms) terms.push({ words: term.words, group: term.group + offset })
    }
    // A stable sort: the site's own terms stay ahead of the others of the same length.
    terms.sort((a, b) => b.words.length - a.words.length)
    out[locale] = { terms, groups }
  }
  return out
}

/** Edit distance with transpositions (optimal string alignment), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = []
  for (let i = 0; i <= a.length; i++) {
    rows.push([i])
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0].push(j)
        continue
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1)
      rows[i].push(d)
    }
    if (i > 0 && Math.min(...rows[i]) > max) return max + 1
  }
  return rows[a.length][b.length]
}

/** The typos a word of this length may carry, as the text index allows (a fifth of its letters, at most 2). */
export const typosAllowed = (word: string) => (word.length < 4 ? 0 : Math.min(2, Math.round(word.length * 0.2)))

/**
 * How far a query word is from a term's word: 0 equal, 1 the start of it (the word being
 * typed, three letters or more), 2 + typos within a typo, or null.
 */
function wordMatch(query: string, term: string, last: boolean): number | null {
  if (query === term) return 0
  if (last && query.length >= 3 && term.startsWith(query)) return 1
  const allowed = typosAllowed(query)
  if (!allowed) return null
  const d = editDistance(query, term, allowed)
  return d <= allowed ? 2 + d : null
}

/** A span of the query's words that names a group. */
export type SynonymMatch = { start: number; end: number; group: number; cost: number }

/**
 * The groups the query's words name, left to right: at each word the longest term that
 * matches there (then the closest), so "push button" is one match, not two.
 */
export function matchSynonyms(words: readonly string[], table: SynonymTable): SynonymMatch[] {
  const matches: SynonymMatch[] = []
  let i = 0
  while (i < words.length) {
    let best: SynonymMatch | null = null
    for (const term of table.terms) {
      const n = term.words.length
      if (i + n > words.length) continue
      if (best && n < best.end - best.start) break
      let cost = 0
      for (let k = 0; k < n; k++) {
        const c = wordMatch(words[i + k], term.words[k], i + k === words.length - 1)
        if (c === null) {
          cost = -1
          break
        }
        cost += c
      }
      if (cost < 0) continue
      if (!best || cost < best.cost) best = { start: i, end: i + n, group: term.group, cost }
    }
    if (best) {
      matches.push(best)
      i = best.end
    } else i++
  }
  return matches
}

/** How much a term of the group weighs beside the words the buyer typed (each word of it, this over its word count). */
export const ALTERNATIVE_WEIGHT = 0.6

/**
 * A term as a query: its words all (`AND`) or any (`OR`), each weighing `weight` over the
 * number of words, so a long term does not outweigh the buyer's own word.
 */
function phrase(words: readonly string[], combineWith: 'AND' | 'OR', weight: number): Query {
  const boost = weight / words.length
  return {
    combineWith: words.length === 1 ? 'OR' : combineWith,
    queries: [words.join(' ')],
    ...(boost === 1 ? {} : { boostTerm: () => boost }),
  }
}

/**
 * The query's words as a MiniSearch query tree: each word alone, or, where words name a
 * group, "these words or any term of the group" (the other terms weigh less); combined
 * with `combineWith`, which also joins the words of a term.
 * @example expandQuery(['boton'], table, 'AND') // { combineWith: 'AND', queries: [{ combineWith: 'OR', queries: ['boton', 'pulsador', …] }] }
 */
export function expandQuery(words: readonly string[], table: SynonymTable, combineWith: 'AND' | 'OR'): Query {
  const queries: Query[] = []
  const matches = matchSynonyms(words, table)
  let i = 0
  for (const match of [...matches, { start: words.length, end: words.length, group: -1, cost: 0 }]) {
    for (; i < match.start; i++) queries.push(words[i])
    if (match.group < 0) break
    const own = words.slice(match.start, match.end)
    const key = own.join(' ')
    const alternatives = table.groups[match.group].filter((t) => t.join(' ') !== key)
    queries.push({
      combineWith: 'OR',
      queries: [
        own.length === 1 ? own[0] : { combineWith, queries: [key] },
        ...alternatives.map((t) => phrase(t, combineWith, ALTERNATIVE_WEIGHT)),
      ],
    })
    i = match.end
  }
  return { combineWith, queries }
}
