import MiniSearch from 'minisearch'

import { locales, type Locale } from '@/i18n/locales'

import { fold } from './synonyms'

// Series pages, categories and content, found by their title and text in the buyer's
// language, and by their title and summary in the other languages (`alt`, weighing less: a
// buyer on the English site who types "botón" means the push buttons): one MiniSearch per
// locale (./searchIndex.ts searches them).

export type SearchGroup = 'products' | 'content'

/** A routed document in one locale. */
export type DocLocaleRecord = { title: string; summary?: string | null; text?: string | null; href: string }

/** A routed document (series page, category, page, article…) in every locale it has. */
export type DocRecord = {
  id: string
  collection: string
  group: SearchGroup
  locales: Partial<Record<Locale, DocLocaleRecord>>
  /** Words found in every locale (a series' code). */
  keywords?: string
}

/** The searchable words of a document in one locale: one MiniSearch, and the hits' display data. */
export type DocIndex = {
  docs: readonly DocRecord[]
  byLocale: Record<Locale, { mini: MiniSearch<{ key: string }>; byKey: Map<string, DocRecord> }>
  /** Series pages by id, per locale: a part hit's title and link. */
  series: Record<Locale, Map<string, DocLocaleRecord>>
}

const textOptions = {
  idField: 'key',
  fields: ['title', 'text', 'alt'],
  storeFields: [] as string[],
  processTerm: (term: string) => {
    const folded = fold(term)
    return folded ? folded : null
  },
}

const keyOf = (doc: DocRecord) => `${doc.collection}:${doc.id}`

/** One MiniSearch per locale over titles (boosted) and text. */
export function buildDocIndex(docs: readonly DocRecord[]): DocIndex {
  const byLocale = {} as DocIndex['byLocale']
  const series = {} as DocIndex['series']
  for (const locale of locales) {
    const mini = new MiniSearch<{ key: string }>(textOptions)
    const byKey = new Map<string, DocRecord>()
    const seriesHere = new Map<string, DocLocaleRecord>()
    const batch: { key: string; title: string; text: string; alt: string }[] = []
    for (const doc of docs) {
      const here = doc.locales[locale]
      if (!here || !here.title.trim()) continue
      const key = keyOf(doc)
      if (byKey.has(key)) continue
      byKey.set(key, doc)
      if (doc.collection === 'products') seriesHere.set(doc.id, here)
      const text = [doc.keywords, here.summary, here.text].filter(Boolean).join('\n')
      const others = locales.filter((l) => l !== locale).map((l) => doc.locales[l])
      const alt = others.flatMap((o) => (o ? [o.title, o.summary ?? ''] : [])).join('\n')
      batch.push({ key, title: here.title, text, alt })
    }
    mini.addAll(batch)
    byLocale[locale] = { mini, byKey }
    series[locale] = seriesHere
  }
  return { docs, byLocale, series }
}

/**
 * Plain text of a rich-text (Lexical) value: every text node, blocks separated by a line.
 * @example richTextToPlain({ root: { children: [{ children: [{ text: 'Hi' }] }] } }) // 'Hi'
 */
export function richTextToPlain(value: unknown, max = 4000): string {
  const out: string[] = []
  let length = 0
  const walk = (node: unknown) => {
    if (length >= max || !node || typeof node !== 'object') return
    const n = node as { text?: unknown; children?: unknown; root?: unknown }
    if (typeof n.text === 'string') {
      out.push(n.text)
      length += n.text.length
    }
    if (n.root) walk(n.root)
    if (Array.isArray(n.children)) {
      for (const child of n.children) walk(child)
      out.push('\n')
    }
  }
  walk(value)
  return out
    .join('')
    .replace(/[ \t]*\n[\s]*/g, '\n')
    .trim()
    .slice(0, max)
}
