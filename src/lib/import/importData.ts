import { beginTransaction as drizzleBeginTransaction } from '@payloadcms/drizzle'
import { createLocalReq, type CollectionSlug, type Payload, type PayloadRequest } from 'payload'

import {
  SHIPPING_SETTINGS_FIELDS,
  SITE_SETTINGS_FIELDS,
  webUserReferenceProblems,
  type ImportData,
  type ImportProblem,
  type ImportSection,
} from './format'
import { ContentImporter } from './contentImport'

export type SectionCounts = { created: number; updated: number; deleted: number }
/** The file's sections, plus the categories made for new families and the price lists' entries. */
export type SummarySection = ImportSection | 'categories' | 'priceListEntries'
export type ImportSummary = Partial<Record<SummarySection, SectionCounts>>
export type ImportOptions = {
  /** Make every collection the file carries hold exactly the file's records (a full ERP snapshot). */
  replace?: boolean
  onProgress?: (section: SummarySection, done: number, total: number) => void
  /** The folder of the import file: the media and files sections' paths are relative to it (default: the working folder). */
  baseDir?: string
}

/**
 * The file refers to records that exist neither in it nor in the database (found before
 * anything is written; the transaction is rolled back). The message lists `path: reason`.
 */
export class ImportProblemsError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(`The file refers to records that do not exist:\n${problems.map((p) => `  ${p.path}: ${p.reason}`).join('\n')}`)
    this.name = 'ImportProblemsError'
  }
}

/** Record ids (numbers on both adapters, as payload-types.ts says). */
type Id = number
type Existing<Row> = { id: Id; key: string; row: Row }

/** Collection hooks read this: there is no Next cache to expire in a script. */
const context = { disableRevalidate: true }
const DELETE_CHUNK = 500

/** A JSON form with sorted keys, to compare a stored record with the file's. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  )
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)

/** '150*, 151*' -> '150*,151*' (as the format normalizes it), so stored rules match the file's. */
const normalizeZipList = (zips: string) =>
  zips
    .split(',')
    .map((z) => z.trim())
    .filter(Boolean)
    .join(',')

/** 'wire-duct' -> 'Wire duct'. */
export const titleFromSlug = (slug: string) => {
  const words = slug.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Starts the import's transaction. The SQLite adapter leaves transactions off unless its
 * config sets `transactionOptions`, and Payload's stand-in then returns null; the adapter
 * is built on @payloadcms/drizzle, whose beginTransaction runs on it as is.
 */
async function beginTransaction(payload: Payload): Promise<number | string> {
  const id = await payload.db.beginTransaction()
  if (id) return id
  if (payload.db.packageName === '@payloadcms/db-sqlite') {
    const started = await drizzleBeginTransaction.call(payload.db)
    if (started) return started
  }
  throw new Error(`The database adapter ${payload.db.packageName} cannot run the import in one transaction`)
}

/**
 * Imports a parsed file (see format.ts) in one transaction: an error anywhere changes
 * nothing. Records are upserted by their natural key; with `replace`, records of the
 * file's sections that the file does not hold are deleted. Unchanged records are not
 * written, so a second import of the same file reports no change.
 */
export async function importData(payload: Payload, data: ImportData, options: ImportOptions = {}): Promise<ImportSummary> {
  const req = await createLocalReq({ context }, payload)
  const transactionID = await beginTransaction(payload)
  req.transactionID = transactionID
  const importer = new Importer(payload, req, options)
  try {
    const summary = await importer.run(data)
    await payload.db.commitTransaction(transactionID)
    importer.content.keepUploads()
    return summary
  } catch (error) {
    // Payload's operations already roll back on their own errors; this covers ours.
    await payload.db.rollbackTransaction(transactionID)
    // The upload folders are not in the transaction: the files the import wrote go back.
    importer.content.undoUploads()
    throw error
  }
}

/** Every call below names its locale: the shared request would otherwise keep the last one used. */
class Importer {
  private readonly summary: ImportSummary = {}
  private readonly replace: boolean
  // overrideAccess: the importer is a staff script run from the shell, not a visitor's request.
  private readonly read: { req: PayloadRequest; overrideAccess: true; depth: 0; pagination: false; limit: 0 }
  private readonly write: { req: PayloadRequest; overrideAccess: true; depth: 0; context: typeof context }
  /** The content and catalogue sections (contentImport.ts). */
  readonly content: ContentImporter

  constructor(
    private readonly payload: Payload,
    req: PayloadRequest,
    private readonly options: ImportOptions,
  ) {
    this.replace = options.replace ?? false
    this.read = { req, overrideAccess: true, depth: 0, pagination: false, limit: 0 }
    this.write = { req, overrideAccess: true, depth: 0, context }
    this.content = new ContentImporter(payload, req, options, (section) => this.counts(section))
  }

  async run(data: ImportData): Promise<ImportSummary> {
    const contentProblems = await this.content.check(data)
    if (contentProblems.length > 0) throw new ImportProblemsError(contentProblems)
    if (data.webUsers) await this.checkWebUserReferences(data, data.webUsers)
    if (data.settings) await this.settings(data.settings)
    // Media, files, icons, categories (and the parts' families), attribute titles, series pages: what parts and prefixes link to.
    await this.content.catalogue(data, () => this.categoryIds([...new Set((data.products ?? []).map((p) => p.family).filter((f): f is string => Boolean(f)))].sort()))
    if (data.partPrefixes) await this.partPrefixes(data.partPrefixes)
    if (data.products) await this.products(data.products)
    // Resources, the series' links, industries, articles, white papers, testimonials, pages, tstrings, menus, social.
    await this.content.documents(data)
    if (data.priceLists) await this.priceLists(data.priceLists)
    if (data.customers) await this.customers(data.customers)
    if (data.webUsers) await this.webUsers(data.webUsers)
    if (data.rateTable) await this.rateTable(data.rateTable)
    if (data.zones) await this.zones(data.zones)
    if (data.boxRules) await this.boxRules(data.boxRules)
    if (data.cartItemRules) await this.cartItemRules(data.cartItemRules)
    if (data.taxRules) await this.taxRules(data.taxRules)
    if (data.reps) await this.reps(data.reps)
    if (data.carriers) await this.carriers(data.carriers)
    if (data.countries) await this.countries(data.countries)
    return this.summary
  }

  /** Deletes by id; a bulk delete reports its failures instead of throwing, so they are thrown here. */
  private async remove(collection: CollectionSlug, ids: Id[]): Promise<void> {
    const { errors } = await this.payload.delete({ collection, where: { id: { in: ids } }, ...this.write, locale: 'en' })
    if (errors.length > 0) throw new Error(`Could not delete from ${collection}: ${errors.map((e) => `${e.id}: ${e.message}`).join('; ')}`)
  }

  private counts(section: SummarySection): SectionCounts {
    return (this.summary[section] ??= { created: 0, updated: 0, deleted: 0 })
  }

  /**
   * Upserts one section: creates the file's records that are missing, updates those that
   * differ, and with `replace` (or `deleteAbsent`) deletes the stored ones the file lacks.
   */
  private async sync<Row>(args: {
    section: SummarySection
    rows: readonly Row[]
    keyOf: (row: Row) => string
    existing: Existing<Row>[]
    create: (row: Row, index: number) => Promise<unknown>
    update: (id: Id, row: Row, stored: Row, index: number) => Promise<unknown>
    remove: (ids: Id[]) => Promise<unknown>
    deleteAbsent?: boolean
  }): Promise<void> {
    const counts = this.counts(args.section)
    const stored = new Map<string, Existing<Row>>()
    const extra: Id[] = []
    for (const record of args.existing) {
      if (stored.has(record.key)) extra.push(record.id)
      else stored.set(record.key, record)
    }
    const seen = new Set<string>()
    let done = 0
    for (const [index, row] of args.rows.entries()) {
      const key = args.keyOf(row)
      seen.add(key)
      const current = stored.get(key)
      if (!current) {
        await args.create(row, index)
        counts.created++
      } else if (!same(current.row, row)) {
        await args.update(current.id, row, current.row, index)
        counts.updated++
      }
      this.options.onProgress?.(args.section, ++done, args.rows.length)
    }
    if (args.deleteAbsent ?? this.replace) {
      const absent = [...stored.values()].filter((r) => !seen.has(r.key)).map((r) => r.id)
      // Stored duplicates of a key (possible where the key is not unique) go too.
      const ids = [...absent, ...extra]
      for (let i = 0; i < ids.length; i += DELETE_CHUNK) await args.remove(ids.slice(i, i + DELETE_CHUNK))
      counts.deleted += ids.length
    }
  }

  private async settings(settings: NonNullable<ImportData['settings']>) {
    const counts = this.counts('settings')
    // The tagline is localized: written in both languages by the content importer.
    const taglineWritten = await this.content.tagline(settings.tagline)
    for (const [slug, fields] of [
      ['site-settings', SITE_SETTINGS_FIELDS],
      ['shipping-settings', SHIPPING_SETTINGS_FIELDS],
    ] as const) {
      const current = (await this.payload.findGlobal({ slug, ...this.read, locale: 'en' })) as unknown as Record<string, unknown>
      const changed = Object.fromEntries(
        fields.filter((f) => settings[f] !== undefined && current[f] !== settings[f]).map((f) => [f, settings[f]]),
      )
      if (Object.keys(changed).length === 0) {
        if (slug === 'site-settings' && taglineWritten) counts.updated++
        continue
      }
      await this.payload.updateGlobal({ slug, data: changed, ...this.write, locale: 'en' })
      counts.updated++
    }
    this.options.onProgress?.('settings', 1, 1)
  }

  private async partPrefixes(rows: NonNullable<ImportData['partPrefixes']>) {
    const collection = 'part-prefixes'
    const { docs } = await this.payload.find({ collection, ...this.read, locale: 'en', select: { title: true, discountSchedule: true, isPublic: true, product: true } })
    const existing = docs.map((d) => ({
      id: d.id,
      key: d.title,
      row: { title: d.title, discountSchedule: d.discountSchedule ?? null, isPublic: Boolean(d.isPublic), product: (typeof d.product === 'object' ? d.product?.id : d.product) ?? null },
    }))
    // The series page a prefix links to (`series`; absent: as stored).
    const storedProduct = new Map(existing.map((e) => [e.key, e.row.product]))
    await this.sync({
      section: 'partPrefixes',
      rows: rows.map(({ series, ...r }) => ({ ...r, product: this.content.prefixProduct(series, storedProduct.get(r.title)) })),
      keyOf: (r) => r.title,
      existing,
      create: (data) => this.payload.create({ collection, data, ...this.write, locale: 'en' }),
      update: (id, data) => this.payload.update({ collection, id, data, ...this.write, locale: 'en' }),
      remove: (ids) => this.remove(collection, ids),
    })
  }

  /** Category id per family slug; families missing get a category titled after the slug. */
  private async categoryIds(families: string[]): Promise<Map<string, Id>> {
    const ids = new Map<string, Id>()
    if (families.length === 0) return ids
    const { docs } = await this.payload.find({
      collection: 'categories',
      ...this.read,
      locale: 'en',
      where: { slug: { in: families } },
      select: { slug: true },
      sort: 'createdAt',
    })
    for (const d of docs) if (d.slug && !ids.has(d.slug)) ids.set(d.slug, d.id)
    const counts = this.counts('categories')
    for (const slug of families) {
      if (ids.has(slug)) continue
      const data = { title: titleFromSlug(slug), slug }
      const made = await this.payload.create({ collection: 'categories', data, ...this.write, locale: 'en' })
      await this.payload.update({ collection: 'categories', id: made.id, data, ...this.write, locale: 'es' })
      ids.set(slug, made.id)
      counts.created++
    }
    return ids
  }

  private async products(products: NonNullable<ImportData['products']>) {
    const collection = 'parts'
    const families = [...new Set(products.map((p) => p.family).filter((f): f is string => Boolean(f)))].sort()
    const categories = await this.categoryIds(families)
    // locale 'all': the lead-time note in both languages (the other fields are not localized).
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'all',
      select: { pn: true, listPrice: true, pkgqty: true, category: true, tariff: true, tariffRate: true, product: true, attributes: true, leadTimeNote: true },
    })
    const existing = docs.map((d) => ({
      id: d.id,
      key: d.pn,
      row: {
        pn: d.pn,
        listPrice: d.listPrice,
        pkgqty: d.pkgqty,
        category: (typeof d.category === 'object' ? d.category?.id : d.category) ?? null,
        tariff: Boolean(d.tariff),
        tariffRate: d.tariffRate ?? null,
        ...this.content.storedPart(d),
      },
    }))
    const stored = new Map(existing.map((e) => [e.key, e.row]))
    const rows = products.map((p) => {
      // Series page, attributes, lead-time note (contentImport.ts); without a family, the series' category.
      const content = this.content.partContent(p, stored.get(p.pn))
      return {
        pn: p.pn,
        listPrice: p.listPrice,
        pkgqty: p.pkgqty,
        category: p.family ? (categories.get(p.family) ?? null) : this.content.seriesCategory(content.product),
        tariff: p.tariff,
        tariffRate: p.tariffRate ?? null,
        ...content,
      }
    })
    await this.sync({
      section: 'products',
      rows,
      keyOf: (r) => r.pn,
      existing,
      create: (data) => this.content.writePart(undefined, data),
      update: (id, data, was) => this.content.writePart(id, data, was),
      remove: (ids) => this.remove(collection, ids),
    })
  }

  private async priceLists(priceLists: NonNullable<ImportData['priceLists']>) {
    const lists = 'price-lists'
    const entries = 'price-list-entries'
    const names = Object.keys(priceLists)
    const stored = await this.payload.find({ collection: lists, ...this.read, locale: 'en', select: { name: true } })
    const listIds = new Map<string, Id>()
    for (const d of stored.docs) if (!listIds.has(d.name)) listIds.set(d.name, d.id)

    // The lists themselves: only a name, so created or kept (their entries are the content).
    const listCounts = this.counts('priceLists')
    for (const [index, name] of names.entries()) {
      if (!listIds.has(name)) {
        const made = await this.payload.create({ collection: lists, data: { name }, ...this.write, locale: 'en' })
        listIds.set(name, made.id)
        listCounts.created++
      }
      this.options.onProgress?.('priceLists', index + 1, names.length)
    }

    type Row = { priceList: Id; item: string | null; schedule: string | null; valueType: string; value: number }
    const keyOf = (r: Pick<Row, 'priceList' | 'item' | 'schedule'>) => (r.item ? `${r.priceList} item ${r.item}` : `${r.priceList} schedule ${r.schedule}`)
    const rows: Row[] = names.flatMap((name) =>
      priceLists[name].map((e) => ({ priceList: listIds.get(name)!, item: e.item ?? null, schedule: e.item ? null : (e.schedule ?? null), valueType: e.valueType, value: e.value })),
    )
    const { docs } = await this.payload.find({
      collection: entries,
      ...this.read,
      locale: 'en',
      select: { priceList: true, item: true, schedule: true, valueType: true, value: true },
    })
    const existing = docs.map((d) => {
      const row: Row = {
        priceList: typeof d.priceList === 'object' ? d.priceList.id : d.priceList,
        item: d.item || null,
        schedule: d.item ? null : d.schedule || null,
        valueType: d.valueType,
        value: d.value,
      }
      return { id: d.id, key: keyOf(row), row }
    })
    await this.sync({
      section: 'priceListEntries',
      rows,
      keyOf,
      existing,
      create: (data) => this.payload.create({ collection: entries, data, ...this.write, locale: 'en' }),
      update: (id, r) => this.payload.update({ collection: entries, id, data: { valueType: r.valueType, value: r.value }, ...this.write, locale: 'en' }),
      remove: (ids) => this.remove(entries, ids),
    })

    if (this.replace) {
      // Lists the file lacks go; their entries, none of them in the file, went just above.
      const absent = stored.docs.filter((d) => !Object.hasOwn(priceLists, d.name) || listIds.get(d.name) !== d.id).map((d) => d.id)
      if (absent.length > 0) {
        await this.remove(lists, absent)
        listCounts.deleted += absent.length
      }
    }
  }

  private async customers(customers: NonNullable<ImportData['customers']>) {
    const collection = 'customers'
    const rows = Object.entries(customers).map(([name, c]) => ({
      name,
      priceList: c.priceList,
      arTerm: c.terms,
      custType: c.type,
      taxable: c.taxable,
      isFreeGroundAt: c.isFreeGroundAt,
    }))
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'en',
      select: { name: true, priceList: true, arTerm: true, custType: true, taxable: true, isFreeGroundAt: true },
    })
    await this.sync({
      section: 'customers',
      rows,
      keyOf: (r) => r.name,
      existing: docs.map((d) => ({
        id: d.id,
        key: d.name,
        row: {
          name: d.name,
          priceList: d.priceList ?? null,
          arTerm: d.arTerm ?? null,
          custType: d.custType ?? null,
          taxable: Boolean(d.taxable),
          isFreeGroundAt: d.isFreeGroundAt ?? null,
        },
      })),
      create: (data) => this.payload.create({ collection, data, ...this.write, locale: 'en' }),
      update: (id, data) => this.payload.update({ collection, id, data, ...this.write, locale: 'en' }),
      remove: (ids) => this.remove(collection, ids),
    })
  }

  /**
   * Before anything is written: every customer a web user names is in the file, or stored
   * and kept (a replace with a customers section keeps only the file's).
   */
  private async checkWebUserReferences(data: ImportData, users: NonNullable<ImportData['webUsers']>) {
    const known = new Set(Object.keys(data.customers ?? {}))
    if (!(this.replace && data.customers)) {
      const { docs } = await this.payload.find({ collection: 'customers', ...this.read, locale: 'en', select: { name: true } })
      for (const d of docs) known.add(d.name)
    }
    const problems = webUserReferenceProblems(users, known)
    if (problems.length > 0) throw new ImportProblemsError(problems)
  }

  /** Keyed by e-mail (lower-cased); customer names become ids. Contacts are left as stored. */
  private async webUsers(users: NonNullable<ImportData['webUsers']>) {
    const collection = 'web-users'
    const customers = await this.payload.find({ collection: 'customers', ...this.read, locale: 'en', select: { name: true } })
    const idOf = new Map(customers.docs.map((c) => [c.name, c.id]))
    const id = (name: string) => {
      const found = idOf.get(name)
      if (found === undefined) throw new Error(`No customer named "${name}"`) // checked up front; a safeguard
      return found
    }
    const rows = users.map((u) => ({
      email: u.email,
      nameFirst: u.nameFirst ?? null,
      nameLast: u.nameLast ?? null,
      customers: u.customers.map(id),
      primaryCustomer: u.primaryCustomer == null ? null : id(u.primaryCustomer),
    }))
    const idOfRelation = (v: number | { id: number }) => (typeof v === 'object' ? v.id : v)
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'en',
      select: { email: true, nameFirst: true, nameLast: true, customers: true, primaryCustomer: true },
    })
    await this.sync({
      section: 'webUsers',
      rows,
      keyOf: (r) => r.email,
      existing: docs.map((d) => ({
        id: d.id,
        key: d.email.trim().toLowerCase(),
        row: {
          email: d.email,
          nameFirst: d.nameFirst ?? null,
          nameLast: d.nameLast ?? null,
          customers: (d.customers ?? []).map(idOfRelation),
          primaryCustomer: d.primaryCustomer == null ? null : idOfRelation(d.primaryCustomer),
        },
      })),
      create: (data) => this.payload.create({ collection, data, ...this.write, locale: 'en' }),
      update: (id, data) => this.payload.update({ collection, id, data, ...this.write, locale: 'en' }),
      remove: (ids) => this.remove(collection, ids),
    })
  }

  /** No natural key: the stored rows become the file's set (identical rows are kept). */
  private async rateTable(rows: NonNullable<ImportData['rateTable']>) {
    const collection = 'shipping-rates'
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'en',
      select: { min: true, max: true, ground: true, groundDist: true, air2day: true, air1day: true },
    })
    // A row's key is the row itself, numbered among identical ones.
    const numbered = <R>(list: R[]) => {
      const n = new Map<string, number>()
      return list.map((r) => {
        const base = canonical(r)
        const i = n.get(base) ?? 0
        n.set(base, i + 1)
        return `${base}#${i}`
      })
    }
    const fileRows = rows.map(({ min, max, ground, groundDist, air2day, air1day }) => ({ min, max, ground, groundDist, air2day, air1day }))
    const storedRows = docs.map(({ min, max, ground, groundDist, air2day, air1day }) => ({ min, max, ground, groundDist, air2day, air1day }))
    const fileKeys = numbered(fileRows)
    const storedKeys = numbered(storedRows)
    await this.sync({
      section: 'rateTable',
      rows: fileRows.map((row, i) => ({ ...row, key: fileKeys[i] })),
      keyOf: (r) => r.key,
      existing: docs.map((d, i) => ({ id: d.id, key: storedKeys[i], row: { ...storedRows[i], key: storedKeys[i] } })),
      create: ({ key: _key, ...data }) => this.payload.create({ collection, data, ...this.write, locale: 'en' }),
      update: async () => undefined, // equal keys mean equal rows
      remove: (ids) => this.remove(collection, ids),
      deleteAbsent: true,
    })
  }

  private async zones(zones: NonNullable<ImportData['zones']>) {
    const collection = 'shipping-zones'
    const rows = Object.entries(zones)
      .map(([zip, zone]) => ({ zip, zone }))
      .sort((a, b) => (a.zip < b.zip ? -1 : 1))
    const { docs } = await this.payload.find({ collection, ...this.read, locale: 'en', select: { zip: true, zone: true } })
    await this.sync({
      section: 'zones',
      rows,
      keyOf: (r) => r.zip,
      existing: docs.map((d) => ({ id: d.id, key: d.zip, row: { zip: d.zip, zone: d.zone } })),
      create: (data) => this.payload.create({ collection, data, ...this.write, locale: 'en' }),
      update: (id, data) => this.payload.update({ collection, id, data, ...this.write, locale: 'en' }),
      remove: (ids) => this.remove(collection, ids),
    })
  }

  private async boxRules(rules: NonNullable<ImportData['boxRules']>) {
    const collection = 'box-rules'
    const rows = rules.map((r) => ({
      code: r.code,
      family: r.family,
      spqBoxCount: r.spqBoxCount,
      nonBoxCount: r.nonBoxCount,
      zones: r.zones.map((z) => ({ zone: z.id, spqBoxPrice: z.spqBoxPrice, nonBoxPrice: z.nonBoxPrice })),
    }))
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'en',
      select: { code: true, family: true, spqBoxCount: true, nonBoxCount: true, zones: true },
    })
    await this.sync({
      section: 'boxRules',
      rows,
      keyOf: (r) => r.code,
      existing: docs.map((d) => ({
        id: d.id,
        key: d.code,
        row: {
          code: d.code,
          family: d.family,
          spqBoxCount: d.spqBoxCount,
          nonBoxCount: d.nonBoxCount,
          zones: (d.zones ?? []).map((z) => ({ zone: z.zone, spqBoxPrice: z.spqBoxPrice, nonBoxPrice: z.nonBoxPrice })),
        },
      })),
      create: (data) => this.payload.create({ collection, data, ...this.write, locale: 'en' }),
      update: (id, data) => this.payload.update({ collection, id, data, ...this.write, locale: 'en' }),
      remove: (ids) => this.remove(collection, ids),
    })
  }

  private async cartItemRules(rows: NonNullable<ImportData['cartItemRules']>) {
    const collection = 'cart-item-rules'
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'en',
      select: { pn: true, exemptFromFreeShipping: true, leadTime10Days: true },
    })
    await this.sync({
      section: 'cartItemRules',
      rows,
      keyOf: (r) => r.pn,
      existing: docs.map((d) => ({
        id: d.id,
        key: d.pn,
        row: { pn: d.pn, exemptFromFreeShipping: Boolean(d.exemptFromFreeShipping), leadTime10Days: Boolean(d.leadTime10Days) },
      })),
      create: (data) => this.payload.create({ collection, data, ...this.write, locale: 'en' }),
      update: (id, data) => this.payload.update({ collection, id, data, ...this.write, locale: 'en' }),
      remove: (ids) => this.remove(collection, ids),
    })
  }

  /** Keyed by (state, ZIP list); `sequence` is the rule's position in the file, from 1. */
  private async taxRules(rules: NonNullable<ImportData['taxRules']>) {
    const collection = 'tax-rules'
    const rows = rules.map((r, i) => ({ state: r.state, zipCodes: r.zipCodes, rate: r.rate, taxShipping: r.taxShipping, sequence: i + 1 }))
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'en',
      sort: 'sequence',
      select: { state: true, zipCodes: true, rate: true, taxShipping: true, sequence: true },
    })
    const keyOf = (r: { state: string; zipCodes: string }) => `${r.state} ${normalizeZipList(r.zipCodes)}`
    await this.sync({
      section: 'taxRules',
      rows,
      keyOf,
      existing: docs.map((d) => ({
        id: d.id,
        key: keyOf(d),
        row: { state: d.state, zipCodes: d.zipCodes, rate: d.rate, taxShipping: Boolean(d.taxShipping), sequence: d.sequence },
      })),
      create: (data) => this.payload.create({ collection, data, ...this.write, locale: 'en' }),
      update: (id, data) => this.payload.update({ collection, id, data, ...this.write, locale: 'en' }),
      remove: (ids) => this.remove(collection, ids),
    })
  }

  private async reps(reps: NonNullable<ImportData['reps']>) {
    const collection = 'sales-reps'
    const rows = reps.map((r) => ({ label: r.label, rep: r.rep, territory: r.territory, areaCodes: r.areaCodes, states: r.states, countries: r.countries }))
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'en',
      select: { label: true, rep: true, territory: true, areaCodes: true, states: true, countries: true },
    })
    await this.sync({
      section: 'reps',
      rows,
      keyOf: (r) => r.label,
      existing: docs.map((d) => ({
        id: d.id,
        key: d.label,
        row: {
          label: d.label,
          rep: d.rep,
          territory: d.territory ?? null,
          areaCodes: d.areaCodes ?? [],
          states: d.states ?? [],
          countries: d.countries ?? [],
        },
      })),
      create: (data) => this.payload.create({ collection, data, ...this.write, locale: 'en' }),
      update: (id, data) => this.payload.update({ collection, id, data, ...this.write, locale: 'en' }),
      remove: (ids) => this.remove(collection, ids),
    })
  }

  private async carriers(carriers: NonNullable<ImportData['carriers']>) {
    const collection = 'shipping-carriers'
    const rows = carriers.map((c) => ({
      slug: c.slug,
      title: c.title,
      sequence: c.sequence,
      isInternational: c.isInternational,
      minSubtotalThresholdvalue: c.minSubtotalThresholdvalue ?? null,
      collect: c.collect,
      methods: c.methods ?? [],
    }))
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'all',
      select: { slug: true, title: true, sequence: true, isInternational: true, minSubtotalThresholdvalue: true, collect: true, methods: true },
    })
    await this.sync({
      section: 'carriers',
      rows,
      keyOf: (r) => r.slug,
      existing: docs.map((d) => ({
        id: d.id,
        key: d.slug,
        row: {
          slug: d.slug,
          title: localized(d.title),
          sequence: d.sequence,
          isInternational: Boolean(d.isInternational),
          minSubtotalThresholdvalue: d.minSubtotalThresholdvalue ?? null,
          collect: Boolean(d.collect),
          methods: d.methods ?? [],
        },
      })),
      create: async ({ title, ...data }) => {
        const made = await this.payload.create({ collection, data: { ...data, title: title.en }, ...this.write, locale: 'en' })
        await this.payload.update({ collection, id: made.id, data: { title: title.es }, ...this.write, locale: 'es' })
      },
      update: async (id, { title, ...data }, stored) => {
        await this.payload.update({ collection, id, data: { ...data, title: title.en }, ...this.write, locale: 'en' })
        if (stored.title.es !== title.es) await this.payload.update({ collection, id, data: { title: title.es }, ...this.write, locale: 'es' })
      },
      remove: (ids) => this.remove(collection, ids),
    })
  }

  private async countries(countries: NonNullable<ImportData['countries']>) {
    const collection = 'countries'
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'all',
      select: { alpha2: true, alpha3: true, name: true, phoneCode: true },
    })
    await this.sync({
      section: 'countries',
      rows: countries,
      keyOf: (r) => r.alpha2,
      existing: docs.map((d) => ({
        id: d.id,
        key: d.alpha2,
        row: { alpha2: d.alpha2, alpha3: d.alpha3, name: localized(d.name), phoneCode: d.phoneCode ?? '' },
      })),
      create: async ({ name, ...data }) => {
        const made = await this.payload.create({ collection, data: { ...data, name: name.en }, ...this.write, locale: 'en' })
        await this.payload.update({ collection, id: made.id, data: { name: name.es }, ...this.write, locale: 'es' })
      },
      update: async (id, { name, ...data }, stored) => {
        await this.payload.update({ collection, id, data: { ...data, name: name.en }, ...this.write, locale: 'en' })
        if (stored.name.es !== name.es) await this.payload.update({ collection, id, data: { name: name.es }, ...this.write, locale: 'es' })
      },
      remove: (ids) => this.remove(collection, ids),
    })
  }
}

/** A localized field read with `locale: 'all'` (Payload types it as its plain value): { en, es }, '' where empty. */
export function localized(value: unknown): { en: string; es: string } {
  const v = (value && typeof value === 'object' ? value : { en: value }) as { en?: unknown; es?: unknown }
  return { en: typeof v.en === 'string' ? v.en : '', es: typeof v.es === 'string' ? v.es : '' }
}
