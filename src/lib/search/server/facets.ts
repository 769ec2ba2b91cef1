import { fold } from './synonyms'

/*
 * Attribute words in a query, in either language on either site: a colour ("green",
 * "verde"), contacts ("1NO", "1 NA", "normally open"), a voltage ("24 V", "24VDC", "24 V CC",
 * "120VAC", "120 V CA"), a current ("9A", "9 A") and poles ("3P", "3 polos"). The query's
 * facets are taken out of its words (what is left names the kind of part), and each part's
 * attribute values are read once, at build, into the same terms (./partIndex.ts), so a part
 * is compared in a few array reads.
 */

type Kind = 'ac' | 'dc'
export type Facets = {
  colour?: number
  volts?: { v: number; kind: Kind | null }
  amps?: number
  contacts?: { no: number; nc: number }
  poles?: number
}

/** The words that name each colour in English and Spanish, by the colour's index (red 0 … orange 9: a part keeps the index). */
const COLOUR_WORDS: Record<string, number> = {}
const colourWords: [number, string[]][] = [
  [0, ['red', 'rojo', 'roja', 'rojos', 'rojas']],
  [1, ['green', 'verde', 'verdes']],
  [2, ['amber', 'ambar']],
  [3, ['yellow', 'amarillo', 'amarilla', 'amarillos']],
  [4, ['blue', 'azul', 'azules']],
  [5, ['white', 'blanco', 'blanca', 'blancos']],
  [6, ['clear', 'transparente']],
  [7, ['black', 'negro', 'negra', 'negros']],
  [8, ['gray', 'grey', 'gris', 'grises']],
  [9, ['orange', 'naranja']],
]
for (const [i, list] of colourWords) for (const w of list) COLOUR_WORDS[w] = i

const NUM = String.raw`(\d+(?:[.,]\d+)?)`
const num = (text: string) => Number(text.replace(',', '.'))
// "24 V", "24V", "24VDC", "24 vdc", "24 V CC", "120 V CA", "24 V AC/DC", "12 volts", "24 voltios" (CD: DC in Mexico).
const VOLTS = new RegExp(String.raw`(?<![\w.,])${NUM}\s*(?:v|volts?|voltios?)(?:\s*(ac\/dc|ca\/cc|ca\/cd|ac|dc|ca|cc|cd))?(?!\w)`, 'g')
const AMPS = new RegExp(String.raw`(?<![\w.,])${NUM}\s*(?:a|amps?|amperes?|amperios?)(?!\w)`, 'g')
const CONTACTS = /(?<![\w.,])(\d)\s*(no|na|nc)(?!\w)/g
const OPEN_WORDS = /\b(?:normally open|normalmente abiertos?|n\.o\.)(?!\w)/g
const CLOSED_WORDS = /\b(?:normally closed|normalmente cerrados?|n\.c\.)(?!\w)/g
const POLES = /(?<![\w.,])(\d)\s*(?:p|poles?|polos?|-pole)(?!\w)/g
const POLE_WORDS: Record<string, number> = { unipolar: 1, monopolar: 1, bipolar: 2, tripolar: 3, tetrapolar: 4 }
const KINDS: Record<string, Kind | null> = { ac: 'ac', ca: 'ac', dc: 'dc', cc: 'dc', cd: 'dc' }

/** Words that join the others and name nothing ("relé de 24 V", "push button with 1 NO"). */
const JOINING = new Set(['de', 'del', 'con', 'para', 'y', 'en', 'el', 'la', 'los', 'las', 'with', 'for', 'and', 'of', 'the', 'in'])

/**
 * The attribute words of a query and what is left of it.
 * @example parseFacets('contactor 9A 24VDC') // { facets: { amps: 9, volts: { v: 24, kind: 'dc' } }, rest: 'contactor', found: true }
 */
export function parseFacets(query: string): { facets: Facets; rest: string; found: boolean } {
  const facets: Facets = {}
  let text = ` ${fold(query)} `
  const take = (re: RegExp, use: (m: RegExpExecArray) => boolean) => {
    text = text.replace(re, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray
      return use(m) ? ' ' : m[0]
    })
  }
  take(VOLTS, (m) => {
    if (facets.volts) return false
    const kind = m[2] && !m[2].includes('/') ? KINDS[m[2]] : null
    facets.volts = { v: num(m[1]), kind }
    return true
  })
  take(CONTACTS, (m) => {
    const c = (facets.contacts ??= { no: 0, nc: 0 })
    if (m[2] === 'nc') c.nc += Number(m[1])
    else c.no += Number(m[1])
    return true
  })
  take(OPEN_WORDS, () => {
    const c = (facets.contacts ??= { no: 0, nc: 0 })
    c.no = Math.max(c.no, 1)
    return true
  })
  take(CLOSED_WORDS, () => {
    const c = (facets.contacts ??= { no: 0, nc: 0 })
    c.nc = Math.max(c.nc, 1)
    return true
  })
  take(AMPS, (m) => {
    if (facets.amps !== undefined) return false
    facets.amps = num(m[1])
    return true
  })
  take(POLES, (m) => {
    facets.poles = Number(m[1])
    return true
  })
  const words: string[] = []
  for (const word of text.split(/[^\p{L}\p{N}.,/-]+/u).filter(Boolean)) {
    const colour = COLOUR_WORDS[word]
    if (colour !== undefined && facets.colour === undefined) facets.colour = colour
    else if (POLE_WORDS[word] && facets.poles === undefined) facets.poles = POLE_WORDS[word]
    else if (word === 'na' || word === 'nc') {
      const c = (facets.contacts ??= { no: 0, nc: 0 })
      if (word === 'na') c.no = Math.max(c.no, 1)
      else c.nc = Math.max(c.nc, 1)
    } else words.push(word)
  }
  const found = Object.keys(facets).length > 0
  const kept = found && words.some((w) => !JOINING.has(w)) ? words.filter((w) => !JOINING.has(w)) : words
  return { facets, rest: found ? kept.join(' ') : query, found }
}

// ---- A part's values, read once ------------------------------------------------------------

/** A part's attribute facts as numbers (NaN or -1: none); ./partIndex.ts keeps them in typed arrays. */
type PartFacts = {
  colour: number
  vMin: number
  vMax: number
  /** 1 AC, 2 DC, 3 both, 0 not said. */
  kinds: number
  ampsMin: number
  ampsMax: number
  /** The current is a rating (9 A), not an adjustment range (6.3-10 A). */
  ampsExact: boolean
  no: number
  nc: number
  poles: number
}

const LABEL_VOLTS = /(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*v(?!\w)(?:\s*(ac\/dc|ac|dc))?/
const LABEL_AMPS = /^(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*a$/
const LABEL_CONTACTS = /(\d)\s*(no|na|nc)(?!\w)/g
const LABEL_POLES = /(\d)\s*(?:p|poles?|polos?)(?!\w)/

/** What a part's attribute labels (every locale's, keyed by attribute) say about its colour, voltage, current, contacts and poles. */
export function partFacts(values: readonly { key: string; labels: readonly string[] }[]): PartFacts {
  const facts: PartFacts = {
    colour: -1,
    vMin: NaN,
    vMax: NaN,
    kinds: 0,
    ampsMin: NaN,
    ampsMax: NaN,
    ampsExact: false,
    no: -1,
    nc: -1,
    poles: -1,
  }
  for (const { key, labels } of values) {
    for (const raw of labels) {
      const label = fold(raw).trim()
      if (facts.colour < 0 && COLOUR_WORDS[label] !== undefined) facts.colour = COLOUR_WORDS[label]
      const v = Number.isNaN(facts.vMin) ? LABEL_VOLTS.exec(label) : null
      if (v) {
        facts.vMin = Number(v[1])
        facts.vMax = Number(v[2] ?? v[1])
        facts.kinds = v[3] === 'ac/dc' ? 3 : v[3] === 'ac' ? 1 : v[3] === 'dc' ? 2 : 0
      }
      const a = Number.isNaN(facts.ampsMin) ? LABEL_AMPS.exec(label) : null
      if (a) {
        facts.ampsMin = Number(a[1])
        facts.ampsMax = Number(a[2] ?? a[1])
        facts.ampsExact = !a[2]
      }
      if (facts.no < 0) {
        let no = -1
        let nc = -1
        for (const m of label.matchAll(LABEL_CONTACTS)) {
          if (m[2] === 'nc') nc = Math.max(nc, 0) + Number(m[1])
          else no = Math.max(no, 0) + Number(m[1])
        }
        if (no >= 0 || nc >= 0) {
          facts.no = Math.max(no, 0)
          facts.nc = Math.max(nc, 0)
        }
      }
      if (facts.poles < 0) {
        const p = key === 'poles' && /^\d$/.test(label) ? [label, label] : LABEL_POLES.exec(label)
        if (p) facts.poles = Number(p[1])
      }
    }
  }
  return facts
}

/** How well a part's facts answer the query's facets: 0 when one of them does not hold, else 1 or 2 per facet (2: exactly). */
export function facetScore(
  f: Facets,
  colour: number,
  vMin: number,
  vMax: number,
  kinds: number,
  amps: readonly [number, number, boolean],
  no: number,
  nc: number,
  poles: number,
): number {
  let score = 0
  if (f.colour !== undefined) {
    if (colour !== f.colour) return 0
    score += 2
  }
  if (f.volts) {
    const { v, kind } = f.volts
    if (!(v >= vMin && v <= vMax)) return 0
    score += vMin === vMax ? 2 : 1
    if (kind) {
      const bit = kind === 'ac' ? 1 : 2
      if (!(kinds & bit)) return 0
      score += kinds === bit ? 2 : 1
    }
  }
  if (f.amps !== undefined) {
    const [lo, hi, exact] = amps
    if (!(f.amps >= lo && f.amps <= hi)) return 0
    score += exact ? 2 : 1
  }
  if (f.contacts) {
    if (no < f.contacts.no || nc < f.contacts.nc) return 0
    score += no === f.contacts.no && nc === f.contacts.nc ? 2 : 1
  }
  if (f.poles !== undefined) {
    if (poles !== f.poles) return 0
    score += 2
  }
  return score
}
