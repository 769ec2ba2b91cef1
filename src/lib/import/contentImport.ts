import path from 'node:path'

import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import {
  DOC_SPECS,
  REF_COLLECTION,
  canonicalMenu,
  canonicalRecord,
  fieldOf,
  isLocalized,
  menuOfDoc,
  recordOfDoc,
  relationId,
  socialOfDoc,
  taglineOfDoc,
  type Bi,
  type Doc,
  type DocSpec,
  type FieldSpec,
  type RefKind,
} from './contentSpecs'
import { CONTENT_SECTIONS, fileNameOf, type ContentSection, type MediaRecord, type MenuRecord } from './contentFormat'
import { formatPath, type ImportData, type ImportProblem } from './format'
import type { ImportOptions, SummarySection } from './importData'
import { markdownConverter, type MarkdownConverter } from './markdown'
import { context, removeIds, same, type Id, type SectionCounts } from './sync'
import { isFile, sameBytes, UploadJournal } from './uploadJournal'

/**
 * The content and catalogue sections of an import (docs/import-format-content.md), run by
 * importData's Importer inside its transaction:
 *
 *   check()      before anything is written: every reference names a record of the file or
 *                of the database, every upload's file is there; else `path: reason` problems;
 *   catalogue()  media, files, icons, categories, attribute titles, series pages;
 *                (the Importer then writes part prefixes and parts, linked to the series)
 *   documents()  resources, the series' documents and accessories, industries, articles,
 *                white papers, testimonials, pages, tstrings, menus, social links.
 *
 * A record is compared with the stored one in the form the exporter writes (contentSpecs.ts)
 * and written only when they differ: in English, then the Spanish of its localized fields.
 * Uploads are compared by file name and bytes. Files written to the upload folders are put
 * back as they were when the import fails (undoUploads).
 */

/** Which section holds the records of each kind of reference. */
const SECTION_OF: Record<RefKind, ContentSection> = {
  media: 'media',
  files: 'files',
  icons: 'icons',
  categories: 'categories',
  series: 'series',
  resources: 'resources',
  industries: 'industries',
}

/** `no category with slug "wire-dct"` and the like. */
const MISSING: Record<RefKind, (key: string) => string> = {
  media: (k) => `no media "${k}" in the media section or the database`,
  files: (k) => `no file "${k}" in the files section or the database`,
  icons: (k) => `no icon "${k}"`,
  categories: (k) => `no category with slug "${k}"`,
  series: (k) => `no series "${k}"`,
  resources: (k) => `no resource with slug "${k}"`,
  industries: (k) => `no industry with slug "${k}"`,
}

/** Natural key <-> id of one kind of record, as stored and as the import goes. */
class RefMap {
  readonly byKey = new Map<string, Id>()
  readonly byId = new Map<Id, string>()
  set(key: string, id: Id) {
    if (!this.byKey.has(key)) this.byKey.set(key, id)
    this.byId.set(id, key)
  }
  drop(id: Id) {
    const key = this.byId.get(id)
    this.byId.delete(id)
    if (key !== undefined && this.byKey.get(key) === id) this.byKey.delete(key)
  }
}

type Stored = { id: Id; doc: Doc }
/** A part's content fields as compared and written. */
export type PartContent = { product: Id | null; attributes: Record<string, unknown> | null; leadTimeNote: { en: string | null; es: string | null } | null }

export class ContentImporter {
  private md!: MarkdownConverter
  private readonly refs = Object.fromEntries((Object.keys(REF_COLLECTION) as RefKind[]).map((k) => [k, new RefMap()])) as Record<RefKind, RefMap>
  /** Each series page's category (for parts without a family of their own). */
  private readonly seriesCategories = new Map<Id, Id | null>()
  private readonly journal = new UploadJournal()
  private readonly baseDir: string
  private readonly replace: boolean
  private readonly read: { req: PayloadRequest; overrideAccess: true; depth: 0; pagination: false; limit: 0 } // the staff's importer reads as the system
  private readonly write: { req: PayloadRequest; overrideAccess: true; depth: 0; context: typeof context } // the staff's import and export run as the system
  /** The series' documents and accessories, written once resources are (see documents()). */
  private pendingSeries?: () => Promise<void>
  /** The import file's upload files, by the section's key (file name). */
  private readonly sources = { media: new Map<string, string>(), files: new Map<string, string>() }
  /** Media records made from `imageEs` paths that name no media record. */
  private implicitMedia: MediaRecord[] = []

  constructor(
    private readonly payload: Payload,
    req: PayloadRequest,
    private readonly options: ImportOptions,
    private readonly counts: (section: SummarySection) => SectionCounts,
  ) {
    this.baseDir = path.resolve(options.baseDir ?? '.')
    this.replace = options.replace ?? false
    this.read = { req, overrideAccess: true, depth: 0, pagination: false, limit: 0 } // the staff's import and export run as the system
    this.write = { req, overrideAccess: true, depth: 0, context } // the staff's import and export run as the system
  }

  // ---- Checking ---------------------------------------------------------------------------------

  /** The file's references that name nothing, and upload files that are not there. Writes nothing. */
  async check(data: ImportData): Promise<ImportProblem[]> {
    // Parts need the series pages even without series of their own: a part without a family takes its stored series' category.
    const touchesContent = CONTENT_SECTIONS.some((s) => data[s] !== undefined) || data.products !== undefined || Boolean(data.partPrefixes?.some((p) => p.series))
    if (!touchesContent) return []
    this.md = await markdownConverter(this.payload.config)
    await this.loadRefs()

    const problems: ImportProblem[] = []
    const families = new Set((data.products ?? []).map((p) => p.family).filter((f): f is string => Boolean(f)))
    const fileKeys = (kind: RefKind): string[] => {
      const section = SECTION_OF[kind]
      const records = (data[section] ?? []) as Doc[]
      const keys = records.map((r) => DOC_SPECS[section as keyof typeof DOC_SPECS].keyOf(r))
      return kind === 'media' ? [...keys, ...this.implicitMedia.map((m) => fileNameOf(m.file))] : keys
    }

    // Uploads: the files must be there; an imageEs that names no media record makes one from its file.
    for (const section of ['media', 'files'] as const) {
      ;(data[section] ?? []).forEach((record, index) => {
        const source = path.resolve(this.baseDir, record.file)
        if (isFile(source)) this.sources[section].set(fileNameOf(record.file), source)
        else problems.push({ path: formatPath([section, index, 'file']), reason: `no file "${record.file}" in ${this.baseDir}` })
      })
    }
    const mediaNames = new Set([...(data.media ?? []).map((m) => fileNameOf(m.file)), ...(this.keepsStored('media', data) ? this.refs.media.byKey.keys() : [])])
    ;(data.media ?? []).forEach((record, index) => {
      if (!record.imageEs) return
      const name = fileNameOf(record.imageEs)
      if (mediaNames.has(name)) return
      const source = path.resolve(this.baseDir, record.imageEs)
      if (!isFile(source)) {
        problems.push({ path: formatPath(['media', index, 'imageEs']), reason: `${MISSING.media(name)}, and no file "${record.imageEs}" in ${this.baseDir}` })
        return
      }
      mediaNames.add(name)
      this.sources.media.set(name, source)
      this.implicitMedia.push({ file: record.imageEs, alt: record.alt })
    })

    const known = new Map<RefKind, Set<string>>()
    const knows = (kind: RefKind, key: string) => {
      if (!known.has(kind)) {
        const keys = new Set(fileKeys(kind))
        if (this.keepsStored(SECTION_OF[kind], data)) for (const k of this.refs[kind].byKey.keys()) keys.add(k)
        // The parts' families are categories made (or kept) before the series are written.
        if (kind === 'categories') for (const k of families) keys.add(k)
        known.set(kind, keys)
      }
      return known.get(kind)!.has(key)
    }
    const ref = (kind: RefKind, key: string | null | undefined, at: PropertyKey[]) => {
      if (key !== undefined && key !== null && !knows(kind, key)) problems.push({ path: formatPath(at), reason: MISSING[kind](key) })
    }

    for (const spec of Object.values(DOC_SPECS)) {
      ;((data[spec.section] ?? []) as Doc[]).forEach((record, index) => {
        for (const f of spec.fields) {
          const value = record[f.name]
          if (f.kind === 'ref') ref(f.to, value as string | undefined, [spec.section, index, f.name])
          if (f.kind === 'refs') ((value as string[] | undefined) ?? []).forEach((key, i) => ref(f.to, key, [spec.section, index, f.name, i]))
        }
      })
    }
    ;(data.menus ?? []).forEach((menu, m) => {
      ;(menu.items ?? []).forEach((item, i) => {
        ref('icons', item.icon, ['menus', m, 'items', i, 'icon'])
        ;(item.submenu ?? []).forEach((sub, s) => ref('icons', sub.icon, ['menus', m, 'items', i, 'submenu', s, 'icon']))
      })
      ;(menu.columns ?? []).forEach((column, c) => column.categories.forEach((slug, k) => ref('categories', slug, ['menus', m, 'columns', c, 'categories', k])))
    })
    ;(data.products ?? []).forEach((part, index) => ref('series', part.series, ['products', index, 'series']))
    ;(data.partPrefixes ?? []).forEach((prefix, index) => ref('series', prefix.series, ['partPrefixes', index, 'series']))
    return problems
  }

  /** Whether the database's records of a section stay (they go in a replace that carries the section). */
  private keepsStored(section: ContentSection, data: ImportData) {
    return !(this.replace && data[section] !== undefined)
  }

  private async loadRefs() {
    for (const kind of Object.keys(REF_COLLECTION) as RefKind[]) {
      const spec = DOC_SPECS[SECTION_OF[kind] as keyof typeof DOC_SPECS]
      const field = kind === 'media' || kind === 'files' ? 'filename' : kind === 'icons' ? 'snake' : kind === 'series' ? 'series' : 'slug'
      const { docs } = await this.payload.find({
        collection: REF_COLLECTION[kind],
        ...this.read,
        locale: 'all',
        sort: 'id',
        select: (kind === 'series' ? { series: true, category: true } : { [field]: true }) as never,
      })
      for (const doc of docs as unknown as Doc[]) {
        const key = spec.keyOfDoc(doc)
        if (key !== undefined) this.refs[kind].set(key, doc.id as Id)
        if (kind === 'series') this.seriesCategories.set(doc.id as Id, relationId(doc.category) ?? null)
      }
    }
  }

  private idOf(kind: RefKind, key: string | undefined | null): Id | null {
    if (key === undefined || key === null) return null
    const id = this.refs[kind].byKey.get(key)
    if (id === undefined) throw new Error(`${MISSING[kind](key)} (should have been found by the check)`)
    return id
  }

  private keyOfId = (kind: RefKind, id: Id) => this.refs[kind].byId.get(id)

  // ---- Sections ---------------------------------------------------------------------------------

  /**
   * Media, files, icons, categories, attribute titles, and the series pages (without their
   * documents and accessories). `families` makes the categories the parts' families name
   * (importData's categoryIds), so that series and menus may point at them too.
   */
  async catalogue(data: ImportData, families?: () => Promise<Map<string, Id>>) {
    if (data.media) {
      const media = [...data.media, ...this.implicitMedia] as Doc[]
      const links = await this.docs(DOC_SPECS.media, media)
      await links()
    }
    if (data.files) await this.docs(DOC_SPECS.files, data.files as Doc[])
    if (data.icons) await this.docs(DOC_SPECS.icons, data.icons as Doc[])
    let parents: (() => Promise<void>) | undefined
    if (data.categories) {
      // Families of the file's parts are categories too: a replace keeps them.
      const familySlugs = (data.products ?? []).map((p) => p.family).filter((f): f is string => Boolean(f))
      parents = await this.docs(DOC_SPECS.categories, data.categories as Doc[], familySlugs)
    }
    if (families && data.products) for (const [slug, id] of await families()) this.refs.categories.set(slug, id)
    await parents?.()
    if (data.attributeTitles) await this.docs(DOC_SPECS.attributeTitles, data.attributeTitles as Doc[])
    if (data.series) this.pendingSeries = await this.docs(DOC_SPECS.series, data.series as Doc[])
  }

  /** Resources, then the series' links to them and to each other, then the other documents and site content. */
  async documents(data: ImportData) {
    if (data.resources) await this.docs(DOC_SPECS.resources, data.resources as Doc[])
    if (this.pendingSeries) await this.pendingSeries()
    if (data.industries) await this.docs(DOC_SPECS.industries, data.industries as Doc[])
    if (data.articles) await this.docs(DOC_SPECS.articles, data.articles as Doc[])
    if (data.whitePapers) await this.docs(DOC_SPECS.whitePapers, data.whitePapers as Doc[])
    if (data.testimonials) await this.docs(DOC_SPECS.testimonials, data.testimonials as Doc[])
    if (data.pages) await this.docs(DOC_SPECS.pages, data.pages as Doc[])
    if (data.tstrings) await this.docs(DOC_SPECS.tstrings, data.tstrings as Doc[])
    if (data.menus) await this.menus(data.menus)
    if (data.social) await this.social(data.social)
  }

  /**
   * Upserts a section of documents by natural key. Returns the second pass, which writes
   * the deferred fields (references to records written later, or to the same section).
   */
  private async docs(spec: DocSpec, records: Doc[], keep: string[] = []): Promise<() => Promise<void>> {
    const section = spec.section
    const counts = this.counts(section)
    const upload = spec.fields.find((f) => f.kind === 'upload')
    const staticDir = upload ? this.payload.collections[spec.collection].config.upload?.staticDir : undefined
    if (staticDir) this.journal.watch(staticDir)

    const { docs } = await this.payload.find({ collection: spec.collection, ...this.read, locale: 'all', sort: 'id' })
    const stored = new Map<string, Stored>()
    const extra: Stored[] = []
    for (const doc of docs as unknown as Doc[]) {
      const key = spec.keyOfDoc(doc)
      const entry = { id: doc.id as Id, doc }
      if (key === undefined || stored.has(key)) extra.push(entry)
      else stored.set(key, entry)
    }

    const immediate = spec.fields.filter((f) => !f.deferred)
    const deferred = spec.fields.filter((f) => f.deferred)
    const touched = new Set<string>()
    const later: { key: string; id: Id; file: Doc; was: Doc | undefined }[] = []
    let done = 0
    for (const record of records) {
      const key = spec.keyOf(record)
      const file = canonicalRecord(spec, record, this.md)
      const current = stored.get(key)
      const was = current ? recordOfDoc(spec, current.doc, this.keyOfId, this.md) : undefined
      const source = upload ? this.sources[spec.section as 'media' | 'files'].get(key) : undefined
      let id: Id
      if (!current) {
        id = await this.writeDoc(spec, undefined, file, undefined, immediate, source)
        const kind = refKindOf(spec)
        if (kind) this.refs[kind].set(key, id)
        counts.created++
        touched.add(key)
      } else {
        id = current.id
        const fileChanged = source !== undefined && !sameBytes(source, path.join(staticDir!, String(current.doc.filename)))
        if (fileChanged || !same(pick(file, immediate), pick(was!, immediate))) {
          if (fileChanged) this.journal.protect(staticDir!, uploadFileNames(current.doc))
          await this.writeDoc(spec, id, file, was, immediate, fileChanged ? source : undefined)
          counts.updated++
          touched.add(key)
        }
      }
      if (spec.section === 'series') this.seriesCategories.set(id, this.idOf('categories', file.category as string | undefined))
      if (deferred.length > 0) later.push({ key, id, file, was })
      this.options.onProgress?.(section, ++done, records.length)
    }

    if (this.replace) {
      const inFile = new Set([...records.map((r) => spec.keyOf(r)), ...keep])
      const absent = [...[...stored.entries()].filter(([key]) => !inFile.has(key)).map(([, s]) => s), ...extra]
      if (absent.length > 0) {
        if (staticDir) for (const s of absent) this.journal.protect(staticDir, uploadFileNames(s.doc))
        await this.remove(spec.collection, absent.map((s) => s.id))
        const kind = refKindOf(spec)
        if (kind) for (const s of absent) this.refs[kind].drop(s.id)
        counts.deleted += absent.length
      }
    }

    return async () => {
      for (const { key, id, file, was } of later) {
        if (same(pick(file, deferred), pick(was ?? {}, deferred))) continue
        await this.payload.update({ collection: spec.collection, id, data: this.dataFor(file, deferred, 'en'), ...this.write, locale: 'en' })
        if (!touched.has(key)) counts.updated++
        touched.add(key)
      }
    }
  }

  /** Creates (no id) or updates a document: English and the shared fields, then the Spanish of the localized ones. */
  private async writeDoc(spec: DocSpec, id: Id | undefined, file: Doc, was: Doc | undefined, fields: FieldSpec[], filePath?: string): Promise<Id> {
    const collection = spec.collection
    const localized = fields.filter(isLocalized)
    const status: Doc = spec.drafts ? { _status: file.status ?? 'published' } : {}
    const upload = filePath ? { filePath, overwriteExistingFiles: true } : {}
    if (id === undefined) {
      const made = await this.payload.create({ collection, data: this.dataFor(file, fields, 'en'), ...upload, ...this.write, locale: 'en' })
      id = made.id as Id
    } else if (filePath || !was || !same(view(file, fields, 'en'), view(was, fields, 'en'))) {
      await this.payload.update({ collection, id, data: this.dataFor(file, fields, 'en'), ...upload, ...this.write, locale: 'en' })
    }
    if (localized.length > 0 && (!was || !same(view(file, fields, 'es'), view(was, fields, 'es')))) {
      await this.payload.update({ collection, id, data: { ...this.dataFor(file, localized, 'es'), ...status }, ...this.write, locale: 'es' })
    }
    return id
  }

  /** The data of a canonical record to write in one locale (defaults where the record leaves a field out). */
  private dataFor(record: Doc, fields: FieldSpec[], locale: 'en' | 'es'): Doc {
    const data: Doc = {}
    for (const f of fields) {
      const value = record[f.name]
      const name = fieldOf(f)
      switch (f.kind) {
        case 'value':
          data[name] = value ?? f.default ?? null
          break
        case 'list':
          data[name] = value ?? []
          break
        case 'localized':
          data[name] = (value as Bi | undefined)?.[locale] ?? null
          break
        case 'markdown':
          data[name] = value ? this.md.toLexical((value as Bi)[locale]) : null
          break
        case 'date':
          data[name] = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString() : null
          break
        case 'status':
          data[name] = value ?? 'published'
          break
        case 'ref':
          data[name] = this.idOf(f.to, value as string | undefined)
          break
        case 'refs':
          data[name] = ((value as string[] | undefined) ?? []).map((key) => this.idOf(f.to, key))
          break
        case 'mediaPath':
          data[name] = typeof value === 'string' ? this.idOf('media', fileNameOf(value)) : null
          break
        case 'upload':
          break
      }
    }
    return data
  }

  private async remove(collection: CollectionSlug, ids: Id[]) {
    await this.clearReferences(collection, ids)
    await removeIds(this.payload, this.write.req, collection, ids)
  }

  /**
   * Empties the single-record references (image, file, parent, category, industry…) to
   * records about to be deleted. The SQLite migrations made several of these columns plain
   * REFERENCES, with no ON DELETE SET NULL, so the delete would fail while one points at them.
   */
  private async clearReferences(target: CollectionSlug, ids: Id[]) {
    for (const { config } of Object.values(this.payload.collections)) {
      for (const field of config.fields) {
        if ((field.type !== 'upload' && field.type !== 'relationship') || field.hasMany || field.relationTo !== target) continue
        for (let i = 0; i < ids.length; i += 500) {
          const { errors } = await this.payload.update({
            collection: config.slug as CollectionSlug,
            where: { [field.name]: { in: ids.slice(i, i + 500) } },
            data: { [field.name]: null },
            ...this.write,
            locale: 'en',
          })
          if (errors.length > 0) throw new Error(`Could not clear ${config.slug}.${field.name}: ${errors.map((e) => `${e.id}: ${e.message}`).join('; ')}`)
        }
      }
    }
  }

  /** Menus by slug: items with links, icons and submenus, and the shop menu's columns of categories. */
  private async menus(records: MenuRecord[]) {
    const collection = 'menus'
    const counts = this.counts('menus')
    const { docs } = await this.payload.find({ collection, ...this.read, locale: 'all', sort: 'id' })
    const stored = new Map<string, Stored>()
    const extra: Id[] = []
    for (const doc of docs as unknown as Doc[]) {
      if (stored.has(String(doc.slug))) extra.push(doc.id as Id)
      else stored.set(String(doc.slug), { id: doc.id as Id, doc })
    }
    let done = 0
    for (const record of records) {
      const file = canonicalMenu(record)
      const current = stored.get(record.slug)
      if (!current) {
        await this.writeMenu(undefined, record)
        counts.created++
      } else if (!same(file, menuOfDoc(current.doc, this.keyOfId))) {
        await this.writeMenu(current.id, record)
        counts.updated++
      }
      this.options.onProgress?.('menus', ++done, records.length)
    }
    if (this.replace) {
      const slugs = new Set(records.map((r) => r.slug))
      const absent = [...[...stored.entries()].filter(([slug]) => !slugs.has(slug)).map(([, s]) => s.id), ...extra]
      if (absent.length > 0) {
        await this.remove(collection, absent)
        counts.deleted += absent.length
      }
    }
  }

  /** English first, which makes the array rows; then the Spanish labels into those same rows. */
  private async writeMenu(id: Id | undefined, record: MenuRecord) {
    const collection = 'menus'
    const items = record.items ?? []
    const columns = record.columns ?? []
    const link = (l: { label: Bi; href: Bi; icon?: string }) => ({ label: l.label.en, href: l.href.en, icon: this.idOf('icons', l.icon) })
    const en = {
      slug: record.slug,
      items: items.map((item) => ({ ...link(item), submenu: (item.submenu ?? []).map(link) })),
      columns: columns.map((c) => ({ title: c.title.en, categories: c.categories.map((slug) => this.idOf('categories', slug)) })),
    }
    // `as never`: a category key the check found always has an id here, which idOf's type (Id | null) does not say.
    const doc =
      id === undefined
        ? await this.payload.create({ collection, data: en as never, ...this.write, locale: 'en' })
        : await this.payload.update({ collection, id, data: en as never, ...this.write, locale: 'en' })
    const es = {
      items: (doc.items ?? []).map((row, i) => ({
        id: row.id,
        label: items[i].label.es,
        href: items[i].href.es,
        icon: relationId(row.icon) ?? null,
        submenu: (row.submenu ?? []).map((sub, j) => ({ id: sub.id, label: items[i].submenu![j].label.es, href: items[i].submenu![j].href.es, icon: relationId(sub.icon) ?? null })),
      })),
      columns: (doc.columns ?? []).map((row, i) => ({ id: row.id, title: columns[i].title.es, categories: (row.categories ?? []).map(relationId) })),
    }
    await this.payload.update({ collection, id: doc.id, data: es as never, ...this.write, locale: 'es' })
  }

  /** The social links, replaced as a set. */
  private async social(links: NonNullable<ImportData['social']>) {
    const counts = this.counts('social')
    const current = socialOfDoc(await this.payload.findGlobal({ slug: 'social', req: this.write.req, overrideAccess: true, depth: 0 })) // the staff's import and export run as the system
    const wanted = links.map((l) => ({ network: l.network, url: l.url }))
    if (!same(current, wanted)) {
      await this.payload.updateGlobal({ slug: 'social', data: { links: wanted }, ...this.write, locale: 'en' })
      counts.updated++
    }
    this.options.onProgress?.('social', 1, 1)
  }

  /** Writes the site tagline in both languages when it differs; true when written. */
  async tagline(tagline: Bi | undefined): Promise<boolean> {
    if (!tagline) return false
    const site = await this.payload.findGlobal({ slug: 'site-settings', req: this.write.req, overrideAccess: true, depth: 0, locale: 'all' }) // the staff's import and export run as the system
    // locale 'all': the tagline is { en, es } (Payload types it as one language's string).
    const read: unknown = site.tagline
    const stored = (read && typeof read === 'object' ? read : {}) as { en?: unknown; es?: unknown }
    if (same(taglineOfDoc(site), tagline) && stored.en === tagline.en && stored.es === tagline.es) return false
    await this.payload.updateGlobal({ slug: 'site-settings', data: { tagline: tagline.en }, ...this.write, locale: 'en' })
    await this.payload.updateGlobal({ slug: 'site-settings', data: { tagline: tagline.es }, ...this.write, locale: 'es' })
    return true
  }

  // ---- Parts and part prefixes (written by the Importer) -----------------------------------------

  /** A stored part's content fields (read with locale 'all'). */
  storedPart(doc: { product?: unknown; attributes?: unknown; leadTimeNote?: unknown }): PartContent {
    const note = (doc.leadTimeNote && typeof doc.leadTimeNote === 'object' ? doc.leadTimeNote : { en: doc.leadTimeNote }) as { en?: unknown; es?: unknown }
    const en = typeof note.en === 'string' && note.en !== '' ? note.en : null
    const es = typeof note.es === 'string' && note.es !== '' ? note.es : null
    const attributes = doc.attributes && typeof doc.attributes === 'object' && !Array.isArray(doc.attributes) && Object.keys(doc.attributes).length > 0 ? (doc.attributes as Record<string, unknown>) : null
    return { product: relationId(doc.product) ?? null, attributes, leadTimeNote: en === null && es === null ? null : { en, es } }
  }

  /** A part's content fields from the file: what the record leaves out stays as stored. */
  partContent(part: NonNullable<ImportData['products']>[number], stored: PartContent | undefined): PartContent {
    const attributes = part.attributes === undefined ? (stored?.attributes ?? null) : part.attributes && Object.keys(part.attributes).length > 0 ? part.attributes : null
    return {
      product: part.series === undefined ? (stored?.product ?? null) : this.idOf('series', part.series),
      attributes,
      leadTimeNote: part.leadTimeNote === undefined ? (stored?.leadTimeNote ?? null) : part.leadTimeNote,
    }
  }

  /** The category of a series page (a part without a family takes it). */
  seriesCategory(product: Id | null): Id | null {
    return product === null ? null : (this.seriesCategories.get(product) ?? null)
  }

  /** The series page a part prefix links to: what the record leaves out stays as stored. */
  prefixProduct(series: string | null | undefined, stored: Id | null | undefined): Id | null {
    return series === undefined ? (stored ?? null) : this.idOf('series', series)
  }

  /** Creates or updates a part: its lead-time note in English with the rest, then in Spanish. */
  async writePart(id: Id | undefined, row: Doc & { leadTimeNote: PartContent['leadTimeNote'] }, stored?: { leadTimeNote: PartContent['leadTimeNote'] }) {
    const collection = 'parts'
    const { leadTimeNote, ...rest } = row
    const data = { ...rest, leadTimeNote: leadTimeNote?.en ?? null }
    if (id === undefined) id = (await this.payload.create({ collection, data: data as never, ...this.write, locale: 'en' })).id
    else await this.payload.update({ collection, id, data: data as never, ...this.write, locale: 'en' })
    if ((leadTimeNote?.es ?? null) !== (stored?.leadTimeNote?.es ?? null)) {
      await this.payload.update({ collection, id, data: { leadTimeNote: leadTimeNote?.es ?? null }, ...this.write, locale: 'es' })
    }
  }

  // ---- The upload folders -----------------------------------------------------------------------

  /** The import failed and was rolled back: the upload folders go back to what they held. */
  undoUploads() {
    this.journal.undo()
  }

  /** The import is committed: the copies kept for an undo go. */
  keepUploads() {
    this.journal.done()
  }
}

const REF_KIND_OF_COLLECTION = new Map((Object.entries(REF_COLLECTION) as [RefKind, CollectionSlug][]).map(([kind, collection]) => [collection, kind]))
/** The kind of reference naming a section's records, if other records refer to them. */
const refKindOf = (spec: DocSpec): RefKind | undefined => REF_KIND_OF_COLLECTION.get(spec.collection)

/** The fields of a record that a list of field specs covers. */
const pick = (record: Doc, fields: FieldSpec[]) => Object.fromEntries(fields.map((f) => [f.name, record[f.name]]))

/** What one locale's write covers: the shared fields and English, or the Spanish of the localized ones. */
function view(record: Doc, fields: FieldSpec[], locale: 'en' | 'es'): Doc {
  return Object.fromEntries(
    fields.filter((f) => locale === 'en' || isLocalized(f)).map((f) => [f.name, isLocalized(f) ? (record[f.name] as Bi | undefined)?.[locale] : record[f.name]]),
  )
}

/** An upload document's files: the original and its resized copies. */
function uploadFileNames(doc: Doc): string[] {
  const sizes = (doc.sizes && typeof doc.sizes === 'object' ? Object.values(doc.sizes as Record<string, { filename?: unknown }>) : []).map((s) => s?.filename)
  return [doc.filename, ...sizes].filter((n): n is string => typeof n === 'string' && n !== '')
}
