import type { Payload } from 'payload'

import * as specs from '@/lib/commerce/server/specs'
import type { CommerceSpec, ReadOptions, ToFileLinks } from '@/lib/commerce/server/specs'

import { exportContent } from './contentExport'
import { partContentOfDoc } from './contentSiteSpecs'
import { relationId } from './contentValues'
import { exportCrosses } from './crossExport'
import { exportStock } from './stockSection'
import { SHIPPING_SETTINGS_FIELDS, SITE_SETTINGS_FIELDS } from '../commerceFormat'
import type { ImportFile } from '../format'

/** Every section of the import format, always present (empty when the database has none). */
export type ExportFile = Required<ImportFile>

const byKey =
  <T>(key: (row: T) => string | number) =>
  (a: T, b: T) => {
    const x = key(a)
    const y = key(b)
    return x < y ? -1 : x > y ? 1 : 0
  }

type ExportSpec<Doc extends { id: number }, Out> = Pick<CommerceSpec<Doc, never, never, Out>, 'read' | 'exportOrder' | 'toFile'>

/** A commerce section as a list of the file's records, in the spec's order. */
async function records<Doc extends { id: number }, Out>(
  payload: Payload,
  spec: ExportSpec<Doc, Out>,
  read: ReadOptions,
  links: ToFileLinks,
): Promise<Out[]> {
  const docs = await spec.read(payload, read)
  return docs.sort(spec.exportOrder).map((d) => spec.toFile(d, links))
}

/**
 * Writes the database in the import format (format.ts), ordered by natural key (the rate
 * table by min, tax rules by sequence), so export -> import into an empty database ->
 * export gives the same JSON. The commerce sections go through their specs
 * (src/lib/commerce/server/specs/), the content sections through contentExport.ts.
 */
export async function exportData(payload: Payload, options: { outputDir?: string } = {}): Promise<ExportFile> {
  // overrideAccess: the exporter is a staff script run from the shell, and customers and price lists are staff-only.
  const read: ReadOptions = { overrideAccess: true, depth: 0, pagination: false, limit: 0 } // the staff's export command reads everything
  const all = { ...read, locale: 'en' } as const
  const [site, shipping, parts, categories, lists, entries, customerNames] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0, locale: 'en' }), // staff export
    payload.findGlobal({ slug: 'shipping-settings', overrideAccess: true, depth: 0, locale: 'en' }), // staff export
    payload.find({ collection: 'parts', ...read, locale: 'all', joins: false }), // the lead-time note in both languages; stock is its own section
    payload.find({ collection: 'categories', ...all, select: { slug: true } }),
    payload.find({ collection: 'price-lists', ...all, select: { name: true } }),
    payload.find({ collection: 'price-list-entries', ...all }),
    payload.find({ collection: 'customers', ...all, select: { name: true } }),
  ])

  const settingsSource: Record<string, unknown> = { ...site, ...shipping }
  // The content sections, the uploads' files (into outputDir), series codes and the tagline: contentExport.ts.
  const content = await exportContent(payload, options)
  const settings: ExportFile['settings'] = Object.fromEntries(
    [...SITE_SETTINGS_FIELDS, ...SHIPPING_SETTINGS_FIELDS]
      .filter((f) => settingsSource[f] != null && settingsSource[f] !== '')
      .map((f) => [f, settingsSource[f]]),
  )
  if (content.tagline) settings.tagline = content.tagline

  const familyOf = new Map(categories.docs.map((c) => [c.id, c.slug ?? null]))
  const listName = new Map(lists.docs.map((l) => [l.id, l.name]))
  const priceLists: ExportFile['priceLists'] = Object.fromEntries(
    lists.docs
      .map((l) => l.name)
      .sort()
      .map((name) => [name, []]),
  )
  const sortedEntries = [...entries.docs].sort(byKey((e) => `${e.item ? 0 : 1} ${e.item ?? e.schedule ?? ''}`))
  for (const e of sortedEntries) {
    const name = listName.get(typeof e.priceList === 'object' ? e.priceList.id : e.priceList)
    if (name === undefined || (!e.item && !e.schedule)) continue
    priceLists[name].push(
      e.item ? { item: e.item, valueType: e.valueType, value: e.value } : { schedule: e.schedule!, valueType: e.valueType, value: e.value },
    )
  }

  const customerName = new Map(customerNames.docs.map((c) => [c.id, c.name]))
  const links: ToFileLinks = { customerName: (id) => customerName.get(id), seriesOf: content.seriesOf }
  const section = <Doc extends { id: number }, Out>(spec: ExportSpec<Doc, Out>) => records(payload, spec, read, links)
  const [
    partPrefixes,
    customers,
    webUsers,
    rates,
    zones,
    boxRules,
    cartItemRules,
    taxRules,
    reps,
    carriers,
    countries,
    warehouses,
    stock,
    crosses,
  ] = await Promise.all([
    section(specs.partPrefixes),
    section(specs.customers),
    section(specs.webUsers),
    specs.rateTable.read(payload, read).then((docs) => docs.sort(specs.rateTable.exportOrder).map(specs.rateRow)),
    section(specs.zones),
    section(specs.boxRules),
    section(specs.cartItemRules),
    section(specs.taxRules),
    section(specs.reps),
    section(specs.carriers),
    section(specs.countries),
    section(specs.warehouses),
    exportStock(payload),
    exportCrosses(payload),
  ])

  return {
    settings,
    partPrefixes,
    products: [...parts.docs].sort(byKey((p) => p.pn)).map((p) => {
      const category = typeof p.category === 'object' ? p.category?.id : p.category
      return {
        pn: p.pn,
        listPrice: p.listPrice,
        pkgqty: p.pkgqty,
        family: category == null ? null : (familyOf.get(category) ?? null),
        tariff: Boolean(p.tariff),
        ...(p.tariffRate == null ? {} : { tariffRate: p.tariffRate }),
        ...(p.leadTimeDays == null ? {} : { leadTimeDays: p.leadTimeDays }),
        ...partContentOfDoc({ ...p, product: relationId(p.product) }, content.seriesOf),
      }
    }),
    priceLists,
    customers: Object.fromEntries(customers),
    webUsers,
    rateTable: rates,
    // Integer-like keys ('100') still come before others ('005') in a JS object: JSON.stringify's order.
    zones: Object.fromEntries(zones),
    boxRules,
    cartItemRules,
    taxRules,
    reps,
    carriers,
    countries,
    warehouses,
    stock,
    ...crosses,
    ...(content.sections as Pick<ExportFile, keyof typeof content.sections>),
  }
}
