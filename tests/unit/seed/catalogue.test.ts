import { describe, expect, it } from 'vitest'

import { findPartPrefix } from '@/domain'
import { parseImportFile } from '@/lib/import/format'
import { buildDemoCatalogue } from '@/seed/demo/products'

type Bi = { en: string; es: string }
type Part = { pn: string; listPrice: number; pkgqty: number; family: string; series: string; attributes: Record<string, string | Bi> }
type Series = { series: string; slug: Bi; category: string; attributeKeys: string[]; image: string; gallery?: string[] }
type Prefix = { title: string; discountSchedule: string; isPublic: boolean; series: string }

const SPEC_FAMILIES = [
  'wire-duct',
  'wire-duct-accessories',
  'general-purpose-relays',
  'general-purpose-relays-sockets-retainer-clips',
  'electronic-timing-relays',
  'nema-terminal-blocks',
  'nema-terminal-blocks-accessories',
  'iec-terminal-blocks',
  'iec-terminal-blocks-accessories',
  '13mm-pilot-lights',
  '13mm-accessories',
  '16mm-pilot-lights',
  '16mm-accessories',
  'legend-plates',
  '22mm-nema-push-buttons',
  '22mm-nema-pilot-lights',
  '22mm-nema-accessories',
  '30mm-accessories',
  'control-stations',
  'definite-purpose-contactors',
  'contactors-control-relays',
]
const SCHEDULES = ['E-1', 'E-2', 'E-3', 'F-1', 'F-2', 'F-3', 'G-1', 'G-2', 'G-3', 'G-4', 'G-5', 'G-6', 'H-2', 'H-3', 'H-4', 'H-5', 'H-7']

describe('the demo catalogue', () => {
  const { data, files } = buildDemoCatalogue()
  const parts = data.products as Part[]
  const series = data.series as Series[]
  const prefixes = data.partPrefixes as Prefix[]
  const categories = data.categories as { slug: Bi; title: Bi }[]

  it('writes contacts and supplies as a Spanish catalogue does: NA/NC, CA/CC (issue 27)', () => {
    const values = (data.products as Part[]).flatMap((p) => Object.values(p.attributes))
    const spanish = values.map((v) => (typeof v === 'string' ? v : v.es)).join('\n')
    const english = values.map((v) => (typeof v === 'string' ? v : v.en)).join('\n')
    expect(english).toMatch(/\b1 NO\b/)
    expect(english).toMatch(/AC\/DC/)
    expect(spanish).not.toMatch(/\b\d+ NO\b|AC\/DC|\bV AC\b|\bV DC\b/)
    expect(spanish).toMatch(/\b1 NA\b/)
    expect(spanish).toMatch(/CA\/CC/)
  })

  it('covers at least 25 families, every product family the shop sells among them', () => {
    expect(categories.length).toBeGreaterThanOrEqual(25)
    const slugs = new Set(categories.map((c) => c.slug.en))
    expect(SPEC_FAMILIES.filter((f) => !slugs.has(f))).toEqual([])
  })

  it('has at least 1,500 unique part numbers with sensible prices and packages', () => {
    expect(parts.length).toBeGreaterThanOrEqual(1500)
    expect(new Set(parts.map((p) => p.pn)).size).toBe(parts.length)
    for (const p of parts) {
      expect(p.listPrice).toBeGreaterThan(0)
      expect(Math.round(p.listPrice * 100)).toBeCloseTo(p.listPrice * 100, 6)
      expect([1, 10, 50]).toContain(p.pkgqty)
    }
  })

  it('gives every part the prefix of its own series, mapped to a known schedule', () => {
    const table = prefixes.map((p) => ({ title: p.title, discountSchedule: p.discountSchedule, isPublic: p.isPublic }))
    for (const p of parts) expect(findPartPrefix(p.pn, table)?.title, p.pn).toBe(p.series)
    for (const p of prefixes) expect(SCHEDULES).toContain(p.discountSchedule)
    expect(prefixes.find((p) => p.title === 'RLU')?.isPublic).toBe(false)
  })

  it('links parts, series, categories, attributes and images together', () => {
    const seriesCodes = new Set(series.map((s) => s.series))
    const categorySlugs = new Set(categories.map((c) => c.slug.en))
    const keys = new Set((data.attributeTitles as { key: string }[]).map((a) => a.key))
    const mediaFiles = new Set((data.media as { file: string }[]).map((m) => m.file.replace(/^media\//, '')))
    const written = new Set(files.map((f) => f.path))
    for (const p of parts) {
      expect(seriesCodes.has(p.series)).toBe(true)
      for (const key of Object.keys(p.attributes)) expect(keys.has(key), key).toBe(true)
    }
    for (const s of series) {
      expect(categorySlugs.has(s.category)).toBe(true)
      for (const image of [s.image, ...(s.gallery ?? [])]) expect(mediaFiles.has(image), image).toBe(true)
    }
    for (const m of data.media as { file: string }[]) expect(written.has(m.file)).toBe(true)
  })

  it('has English and Spanish slugs, unique in each language', () => {
    for (const lang of ['en', 'es'] as const) {
      const slugs = series.map((s) => s.slug[lang])
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/)
    }
    expect(categories.filter((c) => c.title.en === c.title.es)).toEqual([])
  })

  it('fits the import format as it is', () => {
    const parsed = parseImportFile(data)
    expect(parsed.ok ? [] : parsed.problems.slice(0, 5)).toEqual([])
  })

  it('is the same every time, and the large option makes 50,000 parts or more', () => {
    expect(buildDemoCatalogue()).toEqual({ data, files })
    const large = buildDemoCatalogue({ large: true }).data.products as Part[]
    expect(large.length).toBeGreaterThanOrEqual(50_000)
    expect(new Set(large.map((p) => p.pn)).size).toBe(large.length)
  })
})
