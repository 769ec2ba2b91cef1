import type { Payload, PayloadRequest } from 'payload'

import * as specs from '@/lib/commerce/server/specs'
import type { CommerceSpec, ReadOptions } from '@/lib/commerce/server/specs'

import type { ContentImporter } from './contentImport'
import type { ImportOptions, SummarySection } from '../contract'
import { SHIPPING_SETTINGS_FIELDS, SITE_SETTINGS_FIELDS } from '../commerceFormat'
import { webUserReferenceProblems, type ImportData, type ImportProblem } from '../format'
import { importPriceLists } from './importPriceLists'
import { missingLink, numberedKeys, titleFromSlug } from './importRows'
import { importStock, stockProblems } from './stockSection'
import { context, removeIds, sync, type Id, type SectionCounts } from './sync'

/**
 * The commerce sections of an import (settings, part prefixes, parts, price lists,
 * customers, web users and the shipping, tax and rep rules), written inside importData's
 * transaction. Most sections are one spec of src/lib/commerce/server/specs/ run through `sync`;
 * settings, parts, price lists and the rate table have their own shape. Every call names
 * its locale: the shared request would otherwise keep the last one used.
 */
export class CommerceImporter {
  readonly replace: boolean
  // overrideAccess: the importer is a staff script run from the shell, not a visitor's request.
  readonly read: ReadOptions & { req: PayloadRequest } // the staff's import and export run as the system
  readonly write: { req: PayloadRequest; overrideAccess: true; depth: 0; context: typeof context } // the staff's import and export run as the system

  constructor(
    readonly payload: Payload,
    private readonly req: PayloadRequest,
    readonly options: ImportOptions,
    readonly counts: (section: SummarySection) => SectionCounts,
    private readonly content: ContentImporter,
  ) {
    this.replace = options.replace ?? false
    this.read = { req, overrideAccess: true, depth: 0, pagination: false, limit: 0 } // the staff's import and export run as the system
    this.write = { req, overrideAccess: true, depth: 0, context } // the staff's import and export run as the system
  }

  remove(collection: Parameters<typeof removeIds>[2], ids: Id[]) {
    return removeIds(this.payload, this.req, collection, ids)
  }

  progress(section: SummarySection) {
    return (done: number, total: number) => this.options.onProgress?.(section, done, total)
  }

  /**
   * One section by its spec: the stored records are read and mapped to rows, the file's
   * records to the same rows, and `sync` writes the difference. A localized field is
   * written in English with the rest, then in Spanish.
   */
  async section<Doc extends { id: Id }, Row extends object, Rec>(
    spec: CommerceSpec<Doc, Row, Rec, unknown>,
    records: readonly Rec[],
    links: { customerId?: (name: string) => Id } = {},
  ): Promise<void> {
    const { collection } = spec
    const docs = await spec.read(this.payload, this.read)
    const existing = docs.map((d) => {
      const row = spec.stored(d)
      return { id: d.id, key: spec.storedKey ? spec.storedKey(d) : spec.keyOf(row), row }
    })
    const storedRows = new Map(existing.map((e) => [e.key, e.row]))
    const rows = records.map((record, index) =>
      spec.fromFile(record, index, {
        customerId: links.customerId ?? missingLink,
        prefixProduct: (series, stored) => this.content.prefixProduct(series, stored),
        stored: (key) => storedRows.get(key),
      }),
    )
    if (spec.importOrder) rows.sort(spec.importOrder)
    const field = spec.localized
    // The row without its localized field, and that field's English and Spanish.
    const split = (row: Row) => {
      if (!field) return { data: row as Record<string, unknown>, text: undefined }
      const { [field]: text, ...data } = row as Record<string, unknown>
      return { data, text: text as { en: string; es: string } }
    }
    await sync({
      rows,
      keyOf: spec.keyOf,
      existing,
      counts: this.counts(spec.section),
      deleteAbsent: this.replace,
      onProgress: this.progress(spec.section),
      create: async (row) => {
        const { data, text } = split(row)
        const made = await this.payload.create({
          collection,
          data: (text ? { ...data, [field!]: text.en } : data) as never,
          ...this.write,
          locale: 'en',
        })
        if (text) await this.payload.update({ collection, id: made.id, data: { [field!]: text.es } as never, ...this.write, locale: 'es' })
      },
      update: async (id, row, stored) => {
        const { data, text } = split(row)
        await this.payload.update({
          collection,
          id,
          data: (text ? { ...data, [field!]: text.en } : data) as never,
          ...this.write,
          locale: 'en',
        })
        if (text && split(stored).text!.es !== text.es)
          await this.payload.update({ collection, id, data: { [field!]: text.es } as never, ...this.write, locale: 'es' })
      },
      remove: (ids) => this.remove(collection, ids),
    })
  }

  async settings(settings: NonNullable<ImportData['settings']>) {
    const counts = this.counts('settings')
    // The tagline is localized: written in both languages by the content importer.
    const taglineWritten = await this.content.tagline(settings.tagline)
    for (const [slug, fields] of [
      ['site-settings', SITE_SETTINGS_FIELDS],
      ['shipping-settings', SHIPPING_SETTINGS_FIELDS],
    ] as const) {
      const current: Record<string, unknown> = {
        ...(await this.payload.findGlobal({ slug, req: this.req, overrideAccess: true, depth: 0, locale: 'en' })), // the import is a staff shell command: no user to check
      }
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

  /** Category id per family slug; families missing get a category titled after the slug. */
  async categoryIds(families: string[]): Promise<Map<string, Id>> {
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

  async products(products: NonNullable<ImportData['products']>) {
    const collection = 'parts'
    const families = [...new Set(products.map((p) => p.family).filter((f): f is string => Boolean(f)))].sort()
    const categories = await this.categoryIds(families)
    // locale 'all': the lead-time note in both languages (the other fields are not localized).
    const { docs } = await this.payload.find({
      collection,
      ...this.read,
      locale: 'all',
      select: {
        pn: true,
        listPrice: true,
        pkgqty: true,
        category: true,
        tariff: true,
        tariffRate: true,
        leadTimeDays: true,
        product: true,
        attributes: true,
        leadTimeNote: true,
      },
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
        leadTimeDays: d.leadTimeDays ?? null,
        ...this.content.storedPart(d),
      },
    }))
    const stored = new Map(existing.map((e) => [e.key, e.row]))
    const rows = products.map((p) => {
      // Series page, attributes, lead-time note (contentPartsImport.ts); without a family, the series' category.
      const content = this.content.partContent(p, stored.get(p.pn))
      return {
        pn: p.pn,
        listPrice: p.listPrice,
        pkgqty: p.pkgqty,
        category: p.family ? (categories.get(p.family) ?? null) : this.content.seriesCategory(content.product),
        tariff: p.tariff,
        tariffRate: p.tariffRate ?? null,
        // Absent: as stored (an ERP file without lead times keeps the staff's).
        leadTimeDays: p.leadTimeDays === undefined ? (stored.get(p.pn)?.leadTimeDays ?? null) : p.leadTimeDays,
        ...content,
      }
    })
    await sync({
      rows,
      keyOf: (r) => r.pn,
      existing,
      counts: this.counts('products'),
      deleteAbsent: this.replace,
      onProgress: this.progress('products'),
      create: (data) => this.content.writePart(undefined, data),
      update: (id, data, was) => this.content.writePart(id, data, was),
      remove: (ids) => this.remove(collection, ids),
    })
  }

  priceLists(priceLists: NonNullable<ImportData['priceLists']>) {
    return importPriceLists(this, priceLists)
  }

  /**
   * Before anything is written: every customer a web user names is in the file, or stored
   * and kept (a replace with a customers section keeps only the file's).
   */
  async webUserReferenceProblems(data: ImportData, users: NonNullable<ImportData['webUsers']>): Promise<ImportProblem[]> {
    const known = new Set(Object.keys(data.customers ?? {}))
    if (!(this.replace && data.customers)) {
      const { docs } = await this.payload.find({ collection: 'customers', ...this.read, locale: 'en', select: { name: true } })
      for (const d of docs) known.add(d.name)
    }
    return webUserReferenceProblems(users, known)
  }

  /** The stock records' parts and warehouses that exist neither in the file nor in the database (before anything is written). */
  stockReferenceProblems(data: ImportData): Promise<ImportProblem[]> {
    return stockProblems(this.target(), data, this.replace)
  }

  /** In bulk, after the parts and the warehouses (stockSection.ts). */
  stock(records: NonNullable<ImportData['stock']>) {
    return importStock(this.target(), records, { replace: this.replace, counts: this.counts('stock'), onProgress: this.progress('stock') })
  }

  /** The import's transaction, for the sections written in plain SQL. */
  target() {
    const sessions = (this.payload.db as unknown as { sessions: Record<string, { db: unknown }> }).sessions
    return { payload: this.payload, db: sessions[String(this.req.transactionID)]?.db }
  }

  /** Keyed by e-mail (lower-cased); customer names become ids. Contacts are left as stored. */
  async webUsers(users: NonNullable<ImportData['webUsers']>) {
    const customers = await this.payload.find({ collection: 'customers', ...this.read, locale: 'en', select: { name: true } })
    const idOf = new Map(customers.docs.map((c) => [c.name, c.id]))
    const customerId = (name: string) => {
      const found = idOf.get(name)
      if (found === undefined) throw new Error(`No customer named "${name}"`) // checked up front; a safeguard
      return found
    }
    await this.section(specs.webUsers, users, { customerId })
  }

  /** No natural key: the stored rows become the file's set (identical rows are kept). */
  async rateTable(rows: NonNullable<ImportData['rateTable']>) {
    const { collection } = specs.rateTable
    const docs = await specs.rateTable.read(this.payload, this.read)
    // A row's key is the row itself, numbered among identical ones.
    const fileRows = rows.map(specs.rateRow)
    const storedRows = docs.map(specs.rateRow)
    const fileKeys = numberedKeys(fileRows)
    const storedKeys = numberedKeys(storedRows)
    await sync({
      rows: fileRows.map((row, i) => ({ ...row, key: fileKeys[i] })),
      keyOf: (r) => r.key,
      existing: docs.map((d, i) => ({ id: d.id, key: storedKeys[i], row: { ...storedRows[i], key: storedKeys[i] } })),
      counts: this.counts('rateTable'),
      deleteAbsent: true,
      onProgress: this.progress('rateTable'),
      create: ({ key: _key, ...data }) => this.payload.create({ collection, data, ...this.write, locale: 'en' }),
      update: async () => undefined, // equal keys mean equal rows
      remove: (ids) => this.remove(collection, ids),
    })
  }
}
