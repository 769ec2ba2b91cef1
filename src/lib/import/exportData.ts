import type { Payload } from 'payload'

import { exportContent, partContentOfDoc, relationId } from './contentExport'
import { SHIPPING_SETTINGS_FIELDS, SITE_SETTINGS_FIELDS, type ImportFile } from './format'
import { localized } from './importData'

/** Every section of the import format, always present (empty when the database has none). */
export type ExportFile = Required<ImportFile>

const byKey =
  <T>(key: (row: T) => string | number) =>
  (a: T, b: T) => {
    const x = key(a)
    const y = key(b)
    return x < y ? -1 : x > y ? 1 : 0
  }

/**
 * Writes the database in the import format (format.ts), ordered by natural key (the rate
 * table by min, tax rules by sequence), so export -> import into an empty database ->
 * export gives the same JSON.
 */
export async function exportData(payload: Payload, options: { outputDir?: string } = {}): Promise<ExportFile> {
  // overrideAccess: the exporter is a staff script run from the shell, and customers and price lists are staff-only.
  const all = { overrideAccess: true, depth: 0, pagination: false, limit: 0, locale: 'en' } as const
  const allLocales = { ...all, locale: 'all' } as const
  const [site, shipping, prefixes, parts, categories, lists, entries, customers, rates, zones, boxRules, itemRules, taxRules, reps, carriers, countries, webUsers] =
    await Promise.all([
      payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0, locale: 'en' }),
      payload.findGlobal({ slug: 'shipping-settings', overrideAccess: true, depth: 0, locale: 'en' }),
      payload.find({ collection: 'part-prefixes', ...all }),
      payload.find({ collection: 'parts', ...allLocales }), // the lead-time note in both languages
      payload.find({ collection: 'categories', ...all, select: { slug: true } }),
      payload.find({ collection: 'price-lists', ...all, select: { name: true } }),
      payload.find({ collection: 'price-list-entries', ...all }),
      payload.find({ collection: 'customers', ...all }),
      payload.find({ collection: 'shipping-rates', ...all }),
      payload.find({ collection: 'shipping-zones', ...all }),
      payload.find({ collection: 'box-rules', ...all }),
      payload.find({ collection: 'cart-item-rules', ...all }),
      payload.find({ collection: 'tax-rules', ...all }),
      payload.find({ collection: 'sales-reps', ...all }),
      payload.find({ collection: 'shipping-carriers', ...allLocales }),
      payload.find({ collection: 'countries', ...allLocales }),
      payload.find({ collection: 'web-users', ...all }),
    ])

  const settingsSource = { ...site, ...shipping } as unknown as Record<string, unknown>
  // The content sections, the uploads' files (into outputDir), series codes and the tagline: contentExport.ts.
  const content = await exportContent(payload, options)
  const settings = Object.fromEntries(
    [...SITE_SETTINGS_FIELDS, ...SHIPPING_SETTINGS_FIELDS].filter((f) => settingsSource[f] != null && settingsSource[f] !== '').map((f) => [f, settingsSource[f]]),
  ) as ExportFile['settings']
  if (content.tagline) settings.tagline = content.tagline

  const familyOf = new Map(categories.docs.map((c) => [c.id, c.slug ?? null]))
  const listName = new Map(lists.docs.map((l) => [l.id, l.name]))
  const priceLists: ExportFile['priceLists'] = Object.fromEntries(lists.docs.map((l) => l.name).sort().map((name) => [name, []]))
  const sortedEntries = [...entries.docs].sort(
    byKey((e) => `${e.item ? 0 : 1} ${e.item ?? e.schedule ?? ''}`),
  )
  for (const e of sortedEntries) {
    const name = listName.get(typeof e.priceList === 'object' ? e.priceList.id : e.priceList)
    if (name === undefined || (!e.item && !e.schedule)) continue
    priceLists[name].push(e.item ? { item: e.item, valueType: e.valueType, value: e.value } : { schedule: e.schedule!, valueType: e.valueType, value: e.value })
  }

  // A web user's customers by name (the database keeps no link to a deleted customer; one would be left out).
  const customerName = new Map(customers.docs.map((c) => [c.id, c.name]))
  const nameOf = (v: number | { id: number } | null | undefined) => (v == null ? undefined : customerName.get(typeof v === 'object' ? v.id : v))

  return {
    settings,
    partPrefixes: [...prefixes.docs]
      .sort(byKey((p) => p.title))
      .map((p) => {
        const product = relationId(p.product)
        const series = product === undefined ? undefined : content.seriesOf(product)
        return { title: p.title, discountSchedule: p.discountSchedule ?? null, isPublic: Boolean(p.isPublic), ...(series === undefined ? {} : { series }) }
      }),
    products: [...parts.docs]
      .sort(byKey((p) => p.pn))
      .map((p) => {
        const category = typeof p.category === 'object' ? p.category?.id : p.category
        return {
          pn: p.pn,
          listPrice: p.listPrice,
          pkgqty: p.pkgqty,
          family: category == null ? null : (familyOf.get(category) ?? null),
          tariff: Boolean(p.tariff),
          ...(p.tariffRate == null ? {} : { tariffRate: p.tariffRate }),
          ...partContentOfDoc(p as unknown as Record<string, unknown>, content.seriesOf),
        }
      }),
    priceLists,
    customers: Object.fromEntries(
      [...customers.docs]
        .sort(byKey((c) => c.name))
        .map((c) => [
          c.name,
          {
            priceList: c.priceList ?? 'OEM',
            terms: c.arTerm ?? 'CREDIT CARD',
            type: c.custType ?? null,
            taxable: Boolean(c.taxable),
            isFreeGroundAt: c.isFreeGroundAt ?? null,
          },
        ]),
    ),
    webUsers: [...webUsers.docs]
      .sort(byKey((u) => u.email))
      .map((u) => ({
        email: u.email,
        ...(u.nameFirst ? { nameFirst: u.nameFirst } : {}),
        ...(u.nameLast ? { nameLast: u.nameLast } : {}),
        customers: (u.customers ?? []).map(nameOf).filter((n): n is string => n !== undefined),
        ...(nameOf(u.primaryCustomer) === undefined ? {} : { primaryCustomer: nameOf(u.primaryCustomer) }),
      })),
    rateTable: [...rates.docs]
      .sort(byKey((r) => r.min))
      .map(({ min, max, ground, groundDist, air2day, air1day }) => ({ min, max, ground, groundDist, air2day, air1day })),
    // Integer-like keys ('100') still come before others ('005') in a JS object: JSON.stringify's order.
    zones: Object.fromEntries([...zones.docs].sort(byKey((z) => z.zip)).map((z) => [z.zip, z.zone])),
    boxRules: [...boxRules.docs]
      .sort(byKey((r) => r.code))
      .map((r) => ({
        code: r.code,
        family: r.family,
        spqBoxCount: r.spqBoxCount,
        nonBoxCount: r.nonBoxCount,
        zones: (r.zones ?? []).map((z) => ({ id: z.zone, spqBoxPrice: z.spqBoxPrice, nonBoxPrice: z.nonBoxPrice })),
      })),
    cartItemRules: [...itemRules.docs]
      .sort(byKey((r) => r.pn))
      .map((r) => ({ pn: r.pn, exemptFromFreeShipping: Boolean(r.exemptFromFreeShipping), leadTime10Days: Boolean(r.leadTime10Days) })),
    taxRules: [...taxRules.docs]
      .sort((a, b) => a.sequence - b.sequence || byKey<typeof a>((r) => `${r.state} ${r.zipCodes}`)(a, b) || a.id - b.id)
      .map((r) => ({ state: r.state, zipCodes: r.zipCodes, rate: r.rate, taxShipping: Boolean(r.taxShipping) })),
    reps: [...reps.docs].sort(byKey((r) => r.label)).map((r) => ({
      label: r.label,
      areaCodes: r.areaCodes ?? [],
      states: r.states ?? [],
      countries: r.countries ?? [],
      territory: r.territory ?? null,
      rep: r.rep,
    })),
    carriers: [...carriers.docs]
      .sort(byKey((c) => c.slug))
      .map((c) => {
        const title = localized(c.title)
        return {
          slug: c.slug,
          title: { en: title.en, es: title.es || title.en },
          sequence: c.sequence,
          isInternational: Boolean(c.isInternational),
          ...(c.minSubtotalThresholdvalue == null ? {} : { minSubtotalThresholdvalue: c.minSubtotalThresholdvalue }),
          collect: Boolean(c.collect),
          ...(c.methods?.length ? { methods: c.methods } : {}),
        }
      }),
    countries: [...countries.docs]
      .sort(byKey((c) => c.alpha2))
      .map((c) => {
        const name = localized(c.name)
        return { alpha2: c.alpha2, alpha3: c.alpha3, name: { en: name.en, es: name.es || name.en }, phoneCode: c.phoneCode ?? '' }
      }),
    ...(content.sections as Pick<ExportFile, keyof typeof content.sections>),
  }
}
