import { attributeValue, type LocalizedText } from '@/lib/catalogue/values'

import { partFacts } from './facets'

/*
 * The parts as the search keeps them: sorted by normalized part number (upper case, only
 * A-Z and 0-9) in plain and typed arrays, so a prefix is two binary searches and a part's
 * attribute facts (./facets.ts) a few array reads, on 50,000 parts as on 500.
 */

/** A part as the index takes it: its number, its series (a `products` document id), the table filter that shows it, its public attributes (as stored: text or text per locale) and list price. */
export type PartRecord = { pn: string; seriesId: string; filter?: string; attributes?: Record<string, unknown>; listPrice?: number | null }

/** How many of a part's attribute values a hit shows. */
export const SHOWN_VALUES = 3

/** Every visible part, sorted by normalized part number. */
export type PartIndex = {
  norms: string[]
  pns: string[]
  series: string[]
  filters: string[]
  /** Series whose every part is restricted: their pages are not shown, so neither are they here. */
  hiddenSeries: string[]
  /** The normalized numbers with the letters read as digits folded (O as 0, I as 1), sorted, and the part each is. */
  folded: string[]
  foldedPart: Int32Array
  /** Each part's list price (NaN: none). */
  price: Float64Array
  /** Each part's first SHOWN_VALUES attribute values, as indexes into `labels` (+1; 0: none). */
  shown: Uint32Array
  labels: LocalizedText[]
  /** Attribute facts per part (./facets.ts): colour (-1 none), voltage range and kinds, current range, contacts and poles. */
  colour: Int8Array
  vMin: Float32Array
  vMax: Float32Array
  kinds: Uint8Array
  aMin: Float32Array
  aMax: Float32Array
  aExact: Uint8Array
  no: Int8Array
  nc: Int8Array
  poles: Int8Array
  /** The parts of each series, in part-number order. */
  bySeries: Map<string, Int32Array>
  /** Every public attribute of each part (the crosses' side-by-side table): part i's are at attrStart[i] to attrStart[i + 1], a key (into attrKeys) and labels (into `labels`, +1). */
  attrKeys: string[]
  attrStart: Int32Array
  attrKey: Uint16Array
  attrLabel: Uint32Array
}

/**
 * A part number as the index compares it: upper case, only letters A-Z and digits.
 * @example normalizePartQuery(' wd-1x1 ') // 'WD1X1'
 */
export function normalizePartQuery(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/**
 * A normalized number with the letters a buyer reads as digits folded: O as 0, I and L as 1.
 * @example foldConfusable('PB22G1OM') // 'PB22G10M'
 */
export function foldConfusable(norm: string): string {
  return norm.replace(/O/g, '0').replace(/[IL]/g, '1')
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Builds the part index from visible parts; `hiddenBySeries` counts the restricted parts the
 * loader dropped per series, so a series with nothing else is hidden too.
 */
export function buildPartIndex(records: readonly PartRecord[], hiddenBySeries: ReadonlyMap<string, number>): PartIndex {
  const kept: { norm: string; pn: string; record: PartRecord }[] = []
  const visible = new Set<string>()
  for (const record of records) {
    const pn = record.pn.trim()
    const norm = normalizePartQuery(pn)
    if (!norm) continue
    visible.add(record.seriesId)
    kept.push({ norm, pn, record })
  }
  kept.sort((a, b) => byCodeUnit(a.norm, b.norm) || byCodeUnit(a.pn, b.pn))
  const n = kept.length
  const index: PartIndex = {
    norms: kept.map((k) => k.norm),
    pns: kept.map((k) => k.pn),
    series: kept.map((k) => k.record.seriesId),
    filters: kept.map((k) => k.record.filter ?? ''),
    hiddenSeries: [...hiddenBySeries.keys()].filter((id) => !visible.has(id)).sort(),
    folded: [],
    foldedPart: new Int32Array(n),
    price: new Float64Array(n),
    shown: new Uint32Array(n * SHOWN_VALUES),
    labels: [],
    colour: new Int8Array(n),
    vMin: new Float32Array(n),
    vMax: new Float32Array(n),
    kinds: new Uint8Array(n),
    aMin: new Float32Array(n),
    aMax: new Float32Array(n),
    aExact: new Uint8Array(n),
    no: new Int8Array(n),
    nc: new Int8Array(n),
    poles: new Int8Array(n),
    bySeries: new Map(),
    attrKeys: [],
    attrStart: new Int32Array(n + 1),
    attrKey: new Uint16Array(0),
    attrLabel: new Uint32Array(0),
  }
  const labelIds = new Map<string, number>()
  const labelId = (labels: LocalizedText) => {
    const id = JSON.stringify(labels)
    let at = labelIds.get(id)
    if (at === undefined) {
      at = index.labels.push(labels)
      labelIds.set(id, at)
    }
    return at
  }
  const keyIds = new Map<string, number>()
  const attrKey: number[] = []
  const attrLabel: number[] = []
  const seriesParts = new Map<string, number[]>()
  const folded = kept.map((k, i) => [foldConfusable(k.norm), i] as const).sort((a, b) => byCodeUnit(a[0], b[0]) || a[1] - b[1])
  index.folded = folded.map((f) => f[0])
  folded.forEach(([, i], at) => (index.foldedPart[at] = i))
  kept.forEach(({ record }, i) => {
    const list = seriesParts.get(record.seriesId)
    if (list) list.push(i)
    else seriesParts.set(record.seriesId, [i])
    index.price[i] = typeof record.listPrice === 'number' && Number.isFinite(record.listPrice) ? record.listPrice : NaN
    const values: { key: string; labels: string[] }[] = []
    for (const [key, raw] of Object.entries(record.attributes ?? {})) {
      const value = attributeValue(raw)
      if (!value) continue
      const labels = Object.values(value.labels).filter((l): l is string => Boolean(l))
      values.push({ key, labels })
      const at = labelId(value.labels)
      let k = keyIds.get(key)
      if (k === undefined) k = keyIds.set(key, index.attrKeys.push(key) - 1).get(key)!
      attrKey.push(k)
      attrLabel.push(at)
      if (values.length <= SHOWN_VALUES) index.shown[i * SHOWN_VALUES + values.length - 1] = at
    }
    index.attrStart[i + 1] = attrKey.length
    const f = partFacts(values)
    index.colour[i] = f.colour
    index.vMin[i] = f.vMin
    index.vMax[i] = f.vMax
    index.kinds[i] = f.kinds
    index.aMin[i] = f.ampsMin
    index.aMax[i] = f.ampsMax
    index.aExact[i] = f.ampsExact ? 1 : 0
    index.no[i] = f.no
    index.nc[i] = f.nc
    index.poles[i] = f.poles
  })
  for (const [id, list] of seriesParts) index.bySeries.set(id, Int32Array.from(list))
  index.attrKey = Uint16Array.from(attrKey)
  index.attrLabel = Uint32Array.from(attrLabel)
  return index
}

/** The first index whose value is not below `value` (values sorted by code unit). */
function lowerBound(values: readonly string[], value: string): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (values[mid] < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The index range of the normalized part numbers starting with `prefix`. */
export function prefixRange(norms: readonly string[], prefix: string): [number, number] {
  // Normalized part numbers hold only A-Z and 0-9, all below "~".
  return [lowerBound(norms, prefix), lowerBound(norms, `${prefix}~`)]
}

/** Scratch rows of the distance below (a number of 63 characters or more is not compared). */
const row = new Int32Array(64)
const prev = new Int32Array(64)

/**
 * The edit distance (insert, delete, substitute) from `query` to the closest start of `key`
 * (a number being typed is a start of one), or max + 1 once it cannot be max or less.
 */
export function prefixDistance(query: string, key: string, max: number): number {
  const m = query.length
  const n = Math.min(key.length, m + max)
  if (m >= row.length || n >= row.length) return max + 1
  for (let j = 0; j <= n; j++) prev[j] = j
  for (let i = 1; i <= m; i++) {
    row[0] = i
    let low = i
    const from = Math.max(1, i - max)
    const to = Math.min(n, i + max)
    if (from > 1) row[from - 1] = max + 1
    for (let j = from; j <= to; j++) {
      const sub = prev[j - 1] + (query.charCodeAt(i - 1) === key.charCodeAt(j - 1) ? 0 : 1)
      const del = (j <= i - 1 + max ? prev[j] : max + 1) + 1
      const ins = (j - 1 >= from - 1 ? row[j - 1] : max + 1) + 1
      const d = Math.min(sub, del, ins)
      row[j] = d
      if (d < low) low = d
    }
    if (to < n) row[to + 1] = max + 1
    if (low > max) return max + 1
    prev.set(row.subarray(0, n + 1))
  }
  let best = max + 1
  for (let j = Math.max(0, m - max); j <= n; j++) if (prev[j] < best) best = prev[j]
  return best
}
