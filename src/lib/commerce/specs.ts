import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import type { BoxRule, Carrier, CartItemRule, Customer, PartPrefix, RateRow, SalesRep, ShippingMethod, TaxRule } from '@/domain'
import type { ImportData, ImportFile } from '@/lib/import/format'
import type {
  BoxRule as BoxRuleDoc,
  CartItemRule as CartItemRuleDoc,
  Country as CountryDoc,
  Customer as CustomerDoc,
  PartPrefix as PartPrefixDoc,
  SalesRep as SalesRepDoc,
  ShippingCarrier as CarrierDoc,
  ShippingRate as RateDoc,
  ShippingZone as ZoneDoc,
  TaxRule as TaxRuleDoc,
  WebUser as WebUserDoc,
} from '@/payload-types'

/**
 * One spec per commerce collection: how its stored record becomes what the rules engine
 * reads (toDomain, for readCommerceData.ts), a record of the import file (toFile, for the
 * exporter) and the row the importer compares and writes (stored, and fromFile for the
 * file's record). The reader, the exporter (src/lib/import/exportData.ts) and the importer
 * (src/lib/import/importCommerce.ts) all go through these, so a field is mapped in one place.
 * The format of the file itself (its zod schemas) is src/lib/import/format.ts.
 */

type Id = number
type Data = Required<ImportData>
type File = Required<ImportFile>
type Entry<T> = T extends Record<string, infer V> ? [string, V] : never

/** How the importer and the exporter read a collection: as the system, every record, no depth. */
export type ReadOptions = { req?: PayloadRequest; overrideAccess: true; depth: 0; pagination: false; limit: 0 } // the importer/exporter (staff CLI), never a buyer's request

/** What a file's record may need to become a row: another collection's ids, and the stored row of its key. */
export type FromFileLinks<Row> = {
  /** A customer's id by name (web users name their customers). */
  customerId: (name: string) => Id
  /** The series page a part prefix names (absent: as stored). */
  prefixProduct: (series: string | null | undefined, stored: Id | null | undefined) => Id | null
  /** The stored row with this key, if any. */
  stored: (key: string) => Row | undefined
}

/** What a stored record may need to become a record of the file. */
export type ToFileLinks = {
  customerName: (id: Id) => string | undefined
  seriesOf: (id: Id) => string | undefined
}

export type CommerceSpec<Doc extends { id: Id }, Row, Rec, Out> = {
  section: keyof Data
  collection: CollectionSlug
  /** The stored records, with the fields this spec maps (locale 'all' where one is localized). */
  read: (payload: Payload, options: ReadOptions) => Promise<Doc[]>
  /** A row's natural key. */
  keyOf: (row: Row) => string
  /** A stored record's key, where it is not keyOf(stored(doc)). */
  storedKey?: (doc: Doc) => string
  /** A stored record as the row the importer compares with the file's. */
  stored: (doc: Doc) => Row
  /** A record of the parsed file (a `[key, value]` entry for keyed sections) as that row. */
  fromFile: (record: Rec, index: number, links: FromFileLinks<Row>) => Row
  /** A stored record as the exporter writes it. */
  toFile: (doc: Doc, links: ToFileLinks) => Out
  /** The exported file's order. */
  exportOrder: (a: Doc, b: Doc) => number
  /** The importer sorts the file's rows first (the order records are created in). */
  importOrder?: (a: Row, b: Row) => number
  /** A field kept in both languages: written in English with the rest, then in Spanish. */
  localized?: 'title' | 'name'
}

const spec = <Doc extends { id: Id }, Row, Rec, Out>(s: CommerceSpec<Doc, Row, Rec, Out>) => s

const compare = (x: string | number, y: string | number) => (x < y ? -1 : x > y ? 1 : 0)
const by =
  <T>(key: (row: T) => string | number) =>
  (a: T, b: T) =>
    compare(key(a), key(b))

const relationId = (v: number | { id: number } | null | undefined): Id | null => (v == null ? null : typeof v === 'object' ? v.id : v)

/** A localized field read with `locale: 'all'` (Payload types it as its plain value): { en, es }, '' where empty. */
export function localized(value: unknown): { en: string; es: string } {
  const v = (value && typeof value === 'object' ? value : { en: value }) as { en?: unknown; es?: unknown }
  return { en: typeof v.en === 'string' ? v.en : '', es: typeof v.es === 'string' ? v.es : '' }
}

/** '150*, 151*' -> '150*,151*' (as the format normalizes it), so stored rules match the file's. */
const normalizeZipList = (zips: string) =>
  zips
    .split(',')
    .map((z) => z.trim())
    .filter(Boolean)
    .join(',')

// ---- Part prefixes --------------------------------------------------------------------------------

type PrefixFields = Pick<PartPrefixDoc, 'id' | 'title' | 'discountSchedule' | 'isPublic' | 'product'>

export const partPrefixes = spec({
  section: 'partPrefixes',
  collection: 'part-prefixes',
  read: (payload, o) => payload.find({ collection: 'part-prefixes', ...o, locale: 'en', select: { title: true, discountSchedule: true, isPublic: true, product: true } }).then((r) => r.docs),
  keyOf: (r) => r.title,
  stored: (d: PrefixFields) => ({ title: d.title, discountSchedule: d.discountSchedule ?? null, isPublic: Boolean(d.isPublic), product: relationId(d.product) }),
  // The series page a prefix links to (`series`; absent: as stored).
  fromFile: ({ series, ...r }: Data['partPrefixes'][number], _i, links) => ({ ...r, product: links.prefixProduct(series, links.stored(r.title)?.product) }),
  toFile: (p, links): File['partPrefixes'][number] => {
    const product = relationId(p.product)
    const series = product === null ? undefined : links.seriesOf(product)
    return { title: p.title, discountSchedule: p.discountSchedule ?? null, isPublic: Boolean(p.isPublic), ...(series === undefined ? {} : { series }) }
  },
  exportOrder: by((p) => p.title),
})

/** A part prefix as the rules read it. */
export const partPrefixToDomain = (p: Pick<PartPrefixDoc, 'title' | 'discountSchedule' | 'isPublic'>): PartPrefix => ({ title: p.title, discountSchedule: p.discountSchedule, isPublic: p.isPublic })

// ---- Customers ------------------------------------------------------------------------------------

type CustomerFields = Pick<CustomerDoc, 'id' | 'name' | 'priceList' | 'arTerm' | 'custType' | 'taxable' | 'isFreeGroundAt'>

export const customers = spec({
  section: 'customers',
  collection: 'customers',
  read: (payload, o) =>
    payload
      .find({ collection: 'customers', ...o, locale: 'en', select: { name: true, priceList: true, arTerm: true, custType: true, taxable: true, isFreeGroundAt: true } })
      .then((r) => r.docs),
  keyOf: (r) => r.name,
  stored: (d: CustomerFields) => ({
    name: d.name,
    priceList: d.priceList ?? null,
    arTerm: d.arTerm ?? null,
    custType: d.custType ?? null,
    taxable: Boolean(d.taxable),
    isFreeGroundAt: d.isFreeGroundAt ?? null,
  }),
  fromFile: ([name, c]: Entry<Data['customers']>) => ({ name, priceList: c.priceList, arTerm: c.terms, custType: c.type, taxable: c.taxable, isFreeGroundAt: c.isFreeGroundAt }),
  toFile: (c): Entry<File['customers']> => [
    c.name,
    { priceList: c.priceList ?? 'OEM', terms: c.arTerm ?? 'CREDIT CARD', type: c.custType ?? null, taxable: Boolean(c.taxable), isFreeGroundAt: c.isFreeGroundAt ?? null },
  ],
  exportOrder: by((c) => c.name),
})

/**
 * A `customers` record as the rules price it: priceList, terms (ARTerm), type (CustType),
 * taxable and the own free-ground threshold. Missing fields stay missing; the rules read
 * them as a new customer's (OEM, CREDIT CARD, taxable).
 */
export const customerToDomain = (record: Pick<CustomerDoc, 'priceList' | 'arTerm' | 'custType' | 'taxable' | 'isFreeGroundAt'>): Customer => ({
  priceList: record.priceList ?? null,
  terms: record.arTerm ?? null,
  type: record.custType ?? null,
  taxable: record.taxable ?? null,
  isFreeGroundAt: record.isFreeGroundAt ?? null,
})

// ---- Web users ------------------------------------------------------------------------------------

type WebUserFields = Pick<WebUserDoc, 'id' | 'email' | 'nameFirst' | 'nameLast' | 'customers' | 'primaryCustomer'>

/** Keyed by e-mail (lower-cased); customers by name in the file, by id in the database. Contacts are left as stored. */
export const webUsers = spec({
  section: 'webUsers',
  collection: 'web-users',
  read: (payload, o) =>
    payload
      .find({ collection: 'web-users', ...o, locale: 'en', select: { email: true, nameFirst: true, nameLast: true, customers: true, primaryCustomer: true } })
      .then((r) => r.docs),
  keyOf: (r) => r.email,
  storedKey: (d) => d.email.trim().toLowerCase(),
  stored: (d: WebUserFields) => ({
    email: d.email,
    nameFirst: d.nameFirst ?? null,
    nameLast: d.nameLast ?? null,
    customers: (d.customers ?? []).map((c) => relationId(c) as Id),
    primaryCustomer: relationId(d.primaryCustomer),
  }),
  fromFile: (u: Data['webUsers'][number], _i, links) => ({
    email: u.email,
    nameFirst: u.nameFirst ?? null,
    nameLast: u.nameLast ?? null,
    customers: u.customers.map(links.customerId),
    primaryCustomer: u.primaryCustomer == null ? null : links.customerId(u.primaryCustomer),
  }),
  // A web user's customers by name (the database keeps no link to a deleted customer; one would be left out).
  toFile: (u, links): File['webUsers'][number] => {
    const nameOf = (v: number | { id: number } | null | undefined) => (v == null ? undefined : links.customerName(relationId(v) as Id))
    return {
      email: u.email,
      ...(u.nameFirst ? { nameFirst: u.nameFirst } : {}),
      ...(u.nameLast ? { nameLast: u.nameLast } : {}),
      customers: (u.customers ?? []).map(nameOf).filter((n): n is string => n !== undefined),
      ...(nameOf(u.primaryCustomer) === undefined ? {} : { primaryCustomer: nameOf(u.primaryCustomer) }),
    }
  },
  exportOrder: by((u) => u.email),
})

// ---- Shipping: rate table, zones, box rules, cart-item rules ---------------------------------------

type RateFields = Pick<RateDoc, 'id' | 'min' | 'max' | 'ground' | 'groundDist' | 'air2day' | 'air1day'>
/** A rate-table row, as the file, the rules and the importer all see it. */
export const rateRow = ({ min, max, ground, groundDist, air2day, air1day }: RateRow): RateRow => ({ min, max, ground, groundDist, air2day, air1day })

/** No natural key: the importer makes the stored rows the file's set (importCommerce.ts). */
export const rateTable = {
  section: 'rateTable',
  collection: 'shipping-rates',
  read: (payload: Payload, o: ReadOptions) =>
    payload
      .find({ collection: 'shipping-rates', ...o, locale: 'en', select: { min: true, max: true, ground: true, groundDist: true, air2day: true, air1day: true } })
      .then((r) => r.docs),
  exportOrder: by<RateFields>((r) => r.min),
} as const

type ZoneFields = Pick<ZoneDoc, 'id' | 'zip' | 'zone'>

export const zones = spec({
  section: 'zones',
  collection: 'shipping-zones',
  read: (payload, o) => payload.find({ collection: 'shipping-zones', ...o, locale: 'en', select: { zip: true, zone: true } }).then((r) => r.docs),
  keyOf: (r) => r.zip,
  stored: (d: ZoneFields) => ({ zip: d.zip, zone: d.zone }),
  fromFile: ([zip, zone]: Entry<Data['zones']>) => ({ zip, zone }),
  importOrder: (a, b) => (a.zip < b.zip ? -1 : 1),
  toFile: (z): Entry<File['zones']> => [z.zip, z.zone],
  exportOrder: by((z) => z.zip),
})

type BoxRuleFields = Pick<BoxRuleDoc, 'id' | 'code' | 'family' | 'spqBoxCount' | 'nonBoxCount' | 'zones'>

/** A box rule as the rules read it and the file carries it (zones by `id`). */
export const boxRuleToDomain = (r: Omit<BoxRuleFields, 'id'>): BoxRule & File['boxRules'][number] => ({
  code: r.code,
  family: r.family,
  spqBoxCount: r.spqBoxCount,
  nonBoxCount: r.nonBoxCount,
  zones: (r.zones ?? []).map((z) => ({ id: z.zone, spqBoxPrice: z.spqBoxPrice, nonBoxPrice: z.nonBoxPrice })),
})

export const boxRules = spec({
  section: 'boxRules',
  collection: 'box-rules',
  read: (payload, o) =>
    payload
      .find({ collection: 'box-rules', ...o, locale: 'en', select: { code: true, family: true, spqBoxCount: true, nonBoxCount: true, zones: true } })
      .then((r) => r.docs),
  keyOf: (r) => r.code,
  stored: (d: BoxRuleFields) => ({
    code: d.code,
    family: d.family,
    spqBoxCount: d.spqBoxCount,
    nonBoxCount: d.nonBoxCount,
    zones: (d.zones ?? []).map((z) => ({ zone: z.zone, spqBoxPrice: z.spqBoxPrice, nonBoxPrice: z.nonBoxPrice })),
  }),
  fromFile: (r: Data['boxRules'][number]) => ({
    code: r.code,
    family: r.family,
    spqBoxCount: r.spqBoxCount,
    nonBoxCount: r.nonBoxCount,
    zones: r.zones.map((z) => ({ zone: z.id, spqBoxPrice: z.spqBoxPrice, nonBoxPrice: z.nonBoxPrice })),
  }),
  toFile: (r) => boxRuleToDomain(r),
  exportOrder: by((r) => r.code),
})

type CartItemRuleFields = Pick<CartItemRuleDoc, 'id' | 'pn' | 'exemptFromFreeShipping' | 'leadTime10Days'>

export const cartItemRules = spec({
  section: 'cartItemRules',
  collection: 'cart-item-rules',
  read: (payload, o) =>
    payload.find({ collection: 'cart-item-rules', ...o, locale: 'en', select: { pn: true, exemptFromFreeShipping: true, leadTime10Days: true } }).then((r) => r.docs),
  keyOf: (r) => r.pn,
  stored: (d: CartItemRuleFields) => ({ pn: d.pn, exemptFromFreeShipping: Boolean(d.exemptFromFreeShipping), leadTime10Days: Boolean(d.leadTime10Days) }),
  fromFile: (r: Data['cartItemRules'][number]) => r,
  toFile: (r): File['cartItemRules'][number] => ({ pn: r.pn, exemptFromFreeShipping: Boolean(r.exemptFromFreeShipping), leadTime10Days: Boolean(r.leadTime10Days) }),
  exportOrder: by((r) => r.pn),
})

/** A cart-item rule as the rules read it. */
export const cartItemRuleToDomain = (r: Omit<CartItemRuleFields, 'id'>): CartItemRule => ({ pn: r.pn, exemptFromFreeShipping: r.exemptFromFreeShipping, leadTime10Days: r.leadTime10Days })

// ---- Tax rules ------------------------------------------------------------------------------------

type TaxRuleFields = Pick<TaxRuleDoc, 'id' | 'state' | 'zipCodes' | 'rate' | 'taxShipping' | 'sequence'>

/** A tax rule as the rules read it and the file carries it. */
export const taxRuleToDomain = ({ state, zipCodes, rate, taxShipping }: Omit<TaxRuleFields, 'id' | 'sequence'>): TaxRule & File['taxRules'][number] => ({
  state,
  zipCodes,
  rate,
  taxShipping: Boolean(taxShipping),
})

/** Keyed by (state, ZIP list); `sequence` is the rule's position in the file, from 1. */
export const taxRules = spec({
  section: 'taxRules',
  collection: 'tax-rules',
  read: (payload, o) =>
    payload
      .find({ collection: 'tax-rules', ...o, locale: 'en', sort: 'sequence', select: { state: true, zipCodes: true, rate: true, taxShipping: true, sequence: true } })
      .then((r) => r.docs),
  keyOf: (r: { state: string; zipCodes: string }) => `${r.state} ${normalizeZipList(r.zipCodes)}`,
  stored: (d: TaxRuleFields) => ({ state: d.state, zipCodes: d.zipCodes, rate: d.rate, taxShipping: Boolean(d.taxShipping), sequence: d.sequence }),
  fromFile: (r: Data['taxRules'][number], i) => ({ state: r.state, zipCodes: r.zipCodes, rate: r.rate, taxShipping: r.taxShipping, sequence: i + 1 }),
  toFile: (r) => taxRuleToDomain(r),
  exportOrder: (a, b) => a.sequence - b.sequence || by<TaxRuleFields>((r) => `${r.state} ${r.zipCodes}`)(a, b) || a.id - b.id,
})

// ---- Sales reps -----------------------------------------------------------------------------------

type RepFields = Pick<SalesRepDoc, 'id' | 'label' | 'rep' | 'territory' | 'areaCodes' | 'states' | 'countries'>

export const reps = spec({
  section: 'reps',
  collection: 'sales-reps',
  read: (payload, o) =>
    payload
      .find({ collection: 'sales-reps', ...o, locale: 'en', select: { label: true, rep: true, territory: true, areaCodes: true, states: true, countries: true } })
      .then((r) => r.docs),
  keyOf: (r) => r.label,
  stored: (d: RepFields) => ({ label: d.label, rep: d.rep, territory: d.territory ?? null, areaCodes: d.areaCodes ?? [], states: d.states ?? [], countries: d.countries ?? [] }),
  fromFile: (r: Data['reps'][number]) => ({ label: r.label, rep: r.rep, territory: r.territory, areaCodes: r.areaCodes, states: r.states, countries: r.countries }),
  toFile: (r): File['reps'][number] => ({
    label: r.label,
    areaCodes: r.areaCodes ?? [],
    states: r.states ?? [],
    countries: r.countries ?? [],
    territory: r.territory ?? null,
    rep: r.rep,
  }),
  exportOrder: by((r) => r.label),
})

/** A sales rep as the rep lookup reads it. */
export const repToDomain = (r: Omit<RepFields, 'id'>): SalesRep => ({
  label: r.label,
  rep: r.rep,
  territory: r.territory ?? '',
  areaCodes: r.areaCodes ?? [],
  states: r.states ?? [],
  countries: r.countries ?? [],
})

// ---- Carriers and countries (one localized field each) ---------------------------------------------

type CarrierFields = Pick<CarrierDoc, 'id' | 'slug' | 'title' | 'sequence' | 'isInternational' | 'minSubtotalThresholdvalue' | 'collect' | 'methods'>

export const carriers = spec({
  section: 'carriers',
  collection: 'shipping-carriers',
  read: (payload, o) =>
    payload
      .find({
        collection: 'shipping-carriers',
        ...o,
        locale: 'all',
        select: { slug: true, title: true, sequence: true, isInternational: true, minSubtotalThresholdvalue: true, collect: true, methods: true },
      })
      .then((r) => r.docs),
  keyOf: (r) => r.slug,
  localized: 'title',
  stored: (d: CarrierFields) => ({
    slug: d.slug,
    title: localized(d.title),
    sequence: d.sequence,
    isInternational: Boolean(d.isInternational),
    minSubtotalThresholdvalue: d.minSubtotalThresholdvalue ?? null,
    collect: Boolean(d.collect),
    methods: d.methods ?? [],
  }),
  fromFile: (c: Data['carriers'][number]) => ({
    slug: c.slug,
    title: c.title,
    sequence: c.sequence,
    isInternational: c.isInternational,
    minSubtotalThresholdvalue: c.minSubtotalThresholdvalue ?? null,
    collect: c.collect,
    methods: c.methods ?? [],
  }),
  toFile: (c): File['carriers'][number] => {
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
  },
  exportOrder: by((c) => c.slug),
})

const METHOD_TITLES: Record<ShippingMethod, string> = {
  ground: 'FedEx Ground',
  air2day: 'FedEx 2nd Day',
  air1day: 'FedEx Standard Overnight',
}

/** A carrier (read in one locale) as the rules read it, with its methods' names. */
export const carrierToDomain = (c: Omit<CarrierFields, 'id'>): Carrier => ({
  slug: c.slug,
  title: c.title,
  sequence: c.sequence,
  isInternational: Boolean(c.isInternational),
  minSubtotalThresholdvalue: c.minSubtotalThresholdvalue,
  collect: Boolean(c.collect),
  methods: (c.methods ?? []).map((id) => ({ id, title: METHOD_TITLES[id] })),
})

type CountryFields = Pick<CountryDoc, 'id' | 'alpha2' | 'alpha3' | 'name' | 'phoneCode'>

export const countries = spec({
  section: 'countries',
  collection: 'countries',
  read: (payload, o) =>
    payload.find({ collection: 'countries', ...o, locale: 'all', select: { alpha2: true, alpha3: true, name: true, phoneCode: true } }).then((r) => r.docs),
  keyOf: (r) => r.alpha2,
  localized: 'name',
  stored: (d: CountryFields) => ({ alpha2: d.alpha2, alpha3: d.alpha3, name: localized(d.name), phoneCode: d.phoneCode ?? '' }),
  fromFile: (c: Data['countries'][number]) => c,
  toFile: (c): File['countries'][number] => {
    const name = localized(c.name)
    return { alpha2: c.alpha2, alpha3: c.alpha3, name: { en: name.en, es: name.es || name.en }, phoneCode: c.phoneCode ?? '' }
  },
  exportOrder: by((c) => c.alpha2),
})
