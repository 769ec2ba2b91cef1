import { followSupersessions, supersessionMap, type MatchLevel, type Supersession } from '@/domain'
import { locales } from '@/i18n/locales'
import type { LocalizedText } from '@/lib/catalogue/values'
import { buildDemo } from '@/lib/platform/bootstrap/server/seedDemo'
import { DEFAULT_SYNONYMS } from '@/lib/search/defaultSynonyms'
import { buildSearchIndex, buildSynonyms, type DocRecord, type PartRecord, type SearchIndex } from '@/lib/search/server/searchIndex'

/*
 * The search index of the demo catalogue as the app builds it from the database, built from
 * the demo generator's own records (no database): series pages, categories and the editorial
 * content in both languages, every part with its attributes and list price, the part prefixes
 * (restricted ones dropped) and the starting synonyms.
 */
type Bi = { en: string; es: string }
export type DemoDoc = { series?: string; title: Bi; summary?: Bi; content?: Bi | unknown }
type DemoCross = {
  brand: string
  competitorPn: string
  pn?: string
  series?: string
  match: MatchLevel
  attributes?: Record<string, unknown>
}
type DemoPart = { pn: string; series?: string; attributes?: Record<string, unknown>; listPrice?: number }

const EDITORIAL = {
  pages: 'pages',
  articles: 'articles',
  industries: 'industries',
  resources: 'resources',
  whitePapers: 'white-papers',
} as const

/** One demo document (series, category or editorial) as the search loader reads it. */
export const demoDocRecord = (collection: string, group: 'products' | 'content', d: DemoDoc, i: number): DocRecord => ({
  id: collection === 'products' && d.series ? d.series : `${collection}${i}`,
  collection,
  group,
  keywords: d.series,
  locales: Object.fromEntries(
    locales.map((l) => {
      const content = d.content as Partial<Bi> | undefined
      return [
        l,
        {
          title: d.title[l],
          summary: d.summary?.[l] ?? null,
          text: typeof content?.[l] === 'string' ? content[l] : '',
          href: `/${l}/${collection}/${i}`,
        },
      ]
    }),
  ),
})

export async function buildDemoSearchIndex(options: { synonyms?: boolean } = {}): Promise<SearchIndex> {
  const { data } = await buildDemo()
  const docs = [
    ...(data.series as DemoDoc[]).map((d, i) => demoDocRecord('products', 'products', d, i)),
    ...(data.categories as DemoDoc[]).map((d, i) => demoDocRecord('categories', 'products', d, i)),
    ...Object.entries(EDITORIAL).flatMap(([section, collection]) =>
      ((data[section] as DemoDoc[] | undefined) ?? []).filter((d) => d.title?.en).map((d, i) => demoDocRecord(collection, 'content', d, i)),
    ),
  ]
  const parts: PartRecord[] = (data.products as DemoPart[]).flatMap((p) =>
    p.series ? [{ pn: p.pn, seriesId: p.series, attributes: p.attributes, listPrice: p.listPrice }] : [],
  )
  const prefixes = (data.partPrefixes as { title: string; isPublic: boolean }[]).map((p) => ({ title: p.title, isPublic: p.isPublic }))
  // The demo's crosses and old numbers, each old number followed to the part sold today as the cross data's loader does.
  const supersessions = data.supersessions as Supersession[]
  const byOld = supersessionMap(supersessions)
  const oldNumbers = supersessions.flatMap((s) => {
    const path = followSupersessions(byOld, s.oldPn)
    return 'cycle' in path ? [] : [{ oldPn: s.oldPn, pn: path.pn, since: s.since ?? null }]
  })
  const crosses = (data.crossReferences as DemoCross[]).map((c) => ({
    brand: c.brand,
    competitorPn: c.competitorPn,
    match: c.match,
    pn: c.pn ?? null,
    seriesId: c.series ?? null,
    attributes: c.attributes,
  }))
  const titles = new Map((data.attributeTitles as { key: string; title: LocalizedText }[]).map((t) => [t.key, t.title]))
  return buildSearchIndex({
    parts,
    prefixes,
    docs,
    synonyms: options.synonyms === false ? undefined : buildSynonyms(DEFAULT_SYNONYMS),
    crosses,
    oldNumbers,
    titles,
  })
}
