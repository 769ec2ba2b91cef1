import { productSvg, type ArtKind, type Colour } from './art'
import { FAMILIES } from './families'
import type { AxisValue, Bi, FamilyDef, SeriesDef } from './familyDefs'
import { bilingualLabel } from './familyDefs'
import { demoCrossReferences, demoSupersessions } from './crosses'
import { DEMO_WAREHOUSES, demoStock } from './stock'

/**
 * The demo catalogue in the import format (docs/import-format-content.md): the families as
 * categories, their series as product pages, every combination of a series' attribute
 * values as a part, a prefix per series mapped to its discount schedule, attribute titles,
 * SVG illustrations, the warehouses with each part's stock and lead times (./stock.ts,
 * receipts due counted from `today`, the seed day), and the cross-references and supersessions
 * (./crosses.ts). Deterministic for a given day; `large`
 * multiplies every series by a variant attribute to 50,000 parts or more, for the benchmarks.
 */

export type CatalogueFile = { path: string; contents: string }

const ATTRIBUTE_TITLES: Record<string, Bi> = {
  color: { en: 'Colour', es: 'Color' },
  voltage: { en: 'Voltage', es: 'Tensión' },
  lens: { en: 'Lens', es: 'Lente' },
  contacts: { en: 'Contacts', es: 'Contactos' },
  operation: { en: 'Operation', es: 'Operación' },
  positions: { en: 'Positions', es: 'Posiciones' },
  holes: { en: 'Holes', es: 'Orificios' },
  function: { en: 'Function', es: 'Función' },
  legend: { en: 'Legend', es: 'Leyenda' },
  options: { en: 'Options', es: 'Opciones' },
  size: { en: 'Size', es: 'Tamaño' },
  width: { en: 'Width', es: 'Ancho' },
  type: { en: 'Type', es: 'Tipo' },
  wire: { en: 'Wire range', es: 'Calibre de cable' },
  levels: { en: 'Levels', es: 'Niveles' },
  fuse: { en: 'Fuse', es: 'Fusible' },
  indicator: { en: 'Indicator', es: 'Indicador' },
  poles: { en: 'Poles', es: 'Polos' },
  current: { en: 'Current', es: 'Corriente' },
  range: { en: 'Adjustment range', es: 'Rango de ajuste' },
  door: { en: 'Door', es: 'Puerta' },
  connection: { en: 'Connection', es: 'Conexión' },
  variant: { en: 'Variant', es: 'Variante' },
}

const COLOUR_NAMES: Record<Colour, Bi> = {
  red: { en: 'red', es: 'rojo' },
  green: { en: 'green', es: 'verde' },
  amber: { en: 'amber', es: 'ámbar' },
  yellow: { en: 'yellow', es: 'amarillo' },
  blue: { en: 'blue', es: 'azul' },
  white: { en: 'white', es: 'blanco' },
  clear: { en: 'clear', es: 'transparente' },
  black: { en: 'black', es: 'negro' },
  gray: { en: 'gray', es: 'gris' },
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100

/** Every combination of the axes' values, in axis order. */
function combinations(axes: readonly { values: readonly AxisValue[] }[]): AxisValue[][] {
  return axes.reduce<AxisValue[][]>((rows, axis) => rows.flatMap((row) => axis.values.map((v) => [...row, v])), [[]])
}

const slugPart = (code: string) =>
  code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function seriesColours(s: SeriesDef): Colour[] {
  const colourAxis = s.axes.find((a) => a.values.some((v) => v.colour))
  const fromAxis = colourAxis ? colourAxis.values.flatMap((v) => (v.colour ? [v.colour] : [])) : []
  return [...new Set(s.colour ? [s.colour, ...fromAxis] : fromAxis)]
}

function partNumberHelp(s: SeriesDef, lang: 'en' | 'es'): string {
  const parts = s.axes.map((a) => `{${ATTRIBUTE_TITLES[a.key]?.[lang] ?? a.key}}`)
  return `${s.code}-${parts.join('-')}`
}

function seriesMarkdown(s: SeriesDef, lang: 'en' | 'es'): string {
  const heading = lang === 'en' ? '## Features' : '## Características'
  const numbering = lang === 'en' ? '## Part numbers' : '## Números de pieza'
  const how =
    lang === 'en'
      ? `Part numbers are built as ${partNumberHelp(s, 'en')}. Filter the table below by any attribute to find yours.`
      : `Los números de pieza se forman así: ${partNumberHelp(s, 'es')}. Filtre la tabla de abajo por cualquier atributo para encontrar el suyo.`
  return `${heading}\n\n${s.points[lang].map((p) => `- ${p}`).join('\n')}\n\n${numbering}\n\n${how}`
}

export function buildDemoCatalogue(options: { large?: boolean; today?: Date } = {}): {
  data: Record<string, unknown>
  files: CatalogueFile[]
} {
  const media = new Map<string, { file: string; alt: Bi; svg: string }>()
  const imageFor = (art: ArtKind, colour: Colour | null, what: Bi): string => {
    const name = colour ? `${art}-${colour}.svg` : `${art}.svg`
    if (!media.has(name)) {
      const alt = colour ? { en: `${what.en}, ${COLOUR_NAMES[colour].en}`, es: `${what.es}, ${COLOUR_NAMES[colour].es}` } : what
      media.set(name, { file: `media/${name}`, alt, svg: productSvg(art, colour) })
    }
    return name
  }

  const accessoriesOf = (family: FamilyDef) => FAMILIES.filter((f) => f.parent === family.slug).flatMap((f) => f.series.map((s) => s.code))
  const perSeries = FAMILIES.reduce((n, f) => n + f.series.reduce((m, s) => m + combinations(s.axes).length, 0), 0)
  const variants = options.large ? Math.ceil(50_000 / perSeries) : 1
  const variantAxis = {
    key: 'variant',
    values: Array.from({ length: variants }, (_, i) => {
      const n = String(i + 1).padStart(2, '0')
      return { code: `V${n}`, label: { en: `Variant ${n}`, es: `Variante ${n}` }, add: i * 0.35 }
    }),
  }

  const categories = FAMILIES.map((f) => ({
    slug: { en: f.slug, es: f.slugEs },
    title: f.title,
    summary: f.summary,
    content: { en: f.intro.en, es: f.intro.es },
    order: f.order,
    ...(f.parent ? { parent: f.parent } : {}),
    ...(f.series.length && FAMILIES.some((x) => x.parent === f.slug) ? { showAccessoriesInShop: true } : {}),
  }))

  const series: Record<string, unknown>[] = []
  const products: Record<string, unknown>[] = []
  const partPrefixes: Record<string, unknown>[] = []
  const usedKeys = new Set<string>()
  for (const family of FAMILIES) {
    for (const [order, s] of family.series.entries()) {
      const colours = seriesColours(s)
      const main = imageFor(s.art, colours[0] ?? null, s.title)
      const gallery = colours.slice(1, 5).map((colour) => imageFor(s.art, colour, s.title))
      const axes = options.large ? [...s.axes, variantAxis] : s.axes
      for (const a of axes) usedKeys.add(a.key)
      series.push({
        series: s.code,
        slug: { en: `${family.slug}/${slugPart(s.code)}`, es: `${family.slugEs}/${slugPart(s.code)}` },
        title: s.title,
        summary: s.summary,
        content: { en: seriesMarkdown(s, 'en'), es: seriesMarkdown(s, 'es') },
        image: main,
        ...(gallery.length ? { gallery } : {}),
        category: family.slug,
        attributeKeys: axes.map((a) => a.key),
        ...(accessoriesOf(family).length ? { accessories: accessoriesOf(family) } : {}),
        order,
      })
      partPrefixes.push({ title: s.code, discountSchedule: s.schedule, isPublic: s.isPublic ?? true, series: s.code })
      for (const combo of combinations(axes)) {
        products.push({
          pn: [s.code, ...combo.map((v) => v.code)].join('-'),
          listPrice: Math.max(0.25, cents(s.base + combo.reduce((sum, v) => sum + (v.add ?? 0), 0))),
          pkgqty: s.pkgqty,
          family: family.slug,
          tariff: s.tariff ?? false,
          series: s.code,
          attributes: Object.fromEntries(axes.map((a, i) => [a.key, bilingualLabel(combo[i].label)])),
          ...(s.lead ? { leadTimeNote: s.lead } : {}),
        })
      }
    }
  }

  // Stock and lead times, drawn per series code and part number.
  const { seriesLead, partLead, stock } = demoStock(
    FAMILIES.flatMap((f) => f.series.map((s) => ({ code: s.code, madeToOrder: Boolean(s.lead) }))),
    products.map((p) => ({ pn: p.pn as string, series: p.series as string, pkgqty: p.pkgqty as number })),
    options.today ?? new Date(),
  )
  for (const s of series) if (seriesLead.has(s.series as string)) s.leadTimeDays = seriesLead.get(s.series as string)
  for (const p of products) if (partLead.has(p.pn as string)) p.leadTimeDays = partLead.get(p.pn as string)

  const attributeTitles = [...usedKeys].map((key, order) => ({ key, title: ATTRIBUTE_TITLES[key] ?? { en: key, es: key }, order }))
  const mediaList = [...media.values()]
  return {
    data: {
      media: mediaList.map((m) => ({ file: m.file, alt: m.alt })),
      categories,
      attributeTitles,
      series,
      products,
      partPrefixes,
      warehouses: DEMO_WAREHOUSES,
      stock,
      ...demoCrosses(products, options.large ?? false),
    },
    files: mediaList.map((m) => ({ path: m.file, contents: m.svg })),
  }
}

/**
 * Other makers' numbers and our own old ones, from the parts' attributes (./crosses.ts). The
 * large catalogue crosses its first variant of each part (PB22-G-10-M-V01).
 */
function demoCrosses(products: Record<string, unknown>[], large: boolean) {
  const parts = products as unknown as Parameters<typeof demoCrossReferences>[0]
  const pns = new Set(parts.map((p) => p.pn))
  const sold = (pn: string) => (large && pns.has(`${pn}-V01`) ? `${pn}-V01` : pn)
  const crossed = large ? parts.filter((p) => p.pn.endsWith('-V01')) : parts
  return {
    crossReferences: demoCrossReferences(crossed, sold),
    supersessions: demoSupersessions().map((s) => ({ ...s, replacementPn: sold(s.replacementPn) })),
  }
}
