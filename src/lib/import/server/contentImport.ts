import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { allLocaleDocs } from '@/lib/platform/allLocales'

import { checkContent, touchesContent } from './contentCheck'
import type { MediaRecord } from '../contentFormat'
import type { ImportOptions, SummarySection } from '../contract'
import { partContent, storedPart, writePart, type PartContent } from './contentPartsImport'
import { canonicalRecord, recordOfDoc } from './contentRecords'
import { ContentRefs, refKindOf } from './contentRefs'
import { importMenus, importSocial, importTagline } from './contentSiteImport'
import { DOC_SPECS, type Doc, type DocSpec } from './contentSpecs'
import type { Bi } from './contentValues'
import { ContentWriter, pick } from './contentWrite'
import type { ImportData, ImportProblem } from '../format'
import { markdownConverter } from './markdown'
import { same, type Id, type SectionCounts } from './sync'
import { sameBytes, UploadJournal } from './uploadJournal'

/**
 * The content and catalogue sections of an import (docs/import-format-content.md), run by
 * importData's Importer inside its transaction:
 *
 *   check()      before anything is written: every reference names a record of the file or
 *                of the database, every upload's file is there; else `path: reason` problems
 *                (contentCheck.ts);
 *   catalogue()  media, files, icons, categories, attribute titles, series pages;
 *                (the Importer then writes part prefixes and parts, linked to the series)
 *   documents()  resources, the series' documents and accessories, industries, articles,
 *                white papers, testimonials, pages, tstrings, menus, social links.
 *
 * A record is compared with the stored one in the form the exporter writes (contentRecords.ts)
 * and written only when they differ: in English, then the Spanish of its localized fields
 * (contentWrite.ts). Uploads are compared by file name and bytes. Files written to the upload
 * folders are put back as they were when the import fails (undoUploads). Menus, social links
 * and the tagline are contentSiteImport.ts; parts' content fields, contentPartsImport.ts.
 */

type Stored = { id: Id; doc: Doc }

export class ContentImporter {
  private readonly w: ContentWriter
  private readonly journal = new UploadJournal()
  private readonly baseDir: string
  private readonly replace: boolean
  /** The series' documents and accessories, written once resources are (see documents()). */
  private pendingSeries?: () => Promise<void>
  /** The import file's upload files, by the section's key (file name). */
  private readonly sources = { media: new Map<string, string>(), files: new Map<string, string>() }
  /** Media records made from `imageEs` paths that name no media record. */
  private readonly implicitMedia: MediaRecord[] = []

  constructor(
    private readonly payload: Payload,
    req: PayloadRequest,
    private readonly options: ImportOptions,
    private readonly counts: (section: SummarySection) => SectionCounts,
  ) {
    this.w = new ContentWriter(payload, req, new ContentRefs())
    this.baseDir = path.resolve(options.baseDir ?? '.')
    this.replace = options.replace ?? false
  }

  /** The file's references that name nothing, and upload files that are not there. Writes nothing. */
  async check(data: ImportData): Promise<ImportProblem[]> {
    if (!touchesContent(data)) return []
    this.w.md = await markdownConverter(this.payload.config)
    await this.w.refs.load(this.payload, this.w.read)
    return checkContent({
      data,
      refs: this.w.refs,
      baseDir: this.baseDir,
      replace: this.replace,
      sources: this.sources,
      implicitMedia: this.implicitMedia,
    })
  }

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
    if (families && data.products) for (const [slug, id] of await families()) this.w.refs.set('categories', slug, id)
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
    if (data.menus)
      await importMenus(this.w, data.menus, this.counts('menus'), this.replace, (done, total) =>
        this.options.onProgress?.('menus', done, total),
      )
    if (data.social)
      await importSocial(this.w, data.social, this.counts('social'), (done, total) => this.options.onProgress?.('social', done, total))
  }

  /**
   * Upserts a section of documents by natural key. Returns the second pass, which writes
   * the deferred fields (references to records written later, or to the same section).
   */
  private async docs(spec: DocSpec, records: Doc[], keep: string[] = []): Promise<() => Promise<void>> {
    const section = spec.section
    const counts = this.counts(section)
    const upload = spec.fields.find((f) => f.kind === 'upload')
    const staticDir = upload ? this.w.payload.collections[spec.collection].config.upload?.staticDir : undefined
    if (staticDir) this.journal.watch(staticDir)

    const { docs } = await this.w.payload.find({ collection: spec.collection, ...this.w.read, locale: 'all', sort: 'id' })
    const stored = new Map<string, Stored>()
    const extra: Stored[] = []
    for (const doc of allLocaleDocs(docs)) {
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
      const file = canonicalRecord(spec, record, this.w.md)
      const current = stored.get(key)
      const was = current ? recordOfDoc(spec, current.doc, this.w.refs.keyOfId, this.w.md) : undefined
      const source = upload ? this.sources[spec.section as 'media' | 'files'].get(key) : undefined
      let id: Id
      if (!current) {
        id = await this.w.writeDoc(spec, undefined, file, undefined, immediate, source)
        const kind = refKindOf(spec)
        if (kind) this.w.refs.set(kind, key, id)
        counts.created++
        touched.add(key)
      } else {
        id = current.id
        const fileChanged = source !== undefined && !sameBytes(source, path.join(staticDir!, String(current.doc.filename)))
        if (fileChanged || !same(pick(file, immediate), pick(was!, immediate))) {
          if (fileChanged) this.journal.protect(staticDir!, uploadFileNames(current.doc))
          await this.w.writeDoc(spec, id, file, was, immediate, fileChanged ? source : undefined)
          counts.updated++
          touched.add(key)
        }
      }
      if (spec.section === 'series')
        this.w.refs.seriesCategories.set(id, this.w.refs.idOf('categories', file.category as string | undefined))
      if (deferred.length > 0) later.push({ key, id, file, was })
      this.options.onProgress?.(section, ++done, records.length)
    }

    if (this.replace) {
      const inFile = new Set([...records.map((r) => spec.keyOf(r)), ...keep])
      const absent = [...[...stored.entries()].filter(([key]) => !inFile.has(key)).map(([, s]) => s), ...extra]
      if (absent.length > 0) {
        if (staticDir) for (const s of absent) this.journal.protect(staticDir, uploadFileNames(s.doc))
        await this.w.remove(
          spec.collection,
          absent.map((s) => s.id),
        )
        const kind = refKindOf(spec)
        if (kind) for (const s of absent) this.w.refs.drop(kind, s.id)
        counts.deleted += absent.length
      }
    }

    return async () => {
      for (const { key, id, file, was } of later) {
        if (same(pick(file, deferred), pick(was ?? {}, deferred))) continue
        await this.w.payload.update({
          collection: spec.collection,
          id,
          data: this.w.dataFor(file, deferred, 'en'),
          ...this.w.write,
          locale: 'en',
        })
        if (!touched.has(key)) counts.updated++
        touched.add(key)
      }
    }
  }

  /** Writes the site tagline in both languages when it differs; true when written. */
  tagline(tagline: Bi | undefined): Promise<boolean> {
    return importTagline(this.w, tagline)
  }

  // ---- Parts and part prefixes (written by the Importer; contentPartsImport.ts) ------------------

  /** A stored part's content fields (read with locale 'all'). */
  storedPart(doc: { product?: unknown; attributes?: unknown; leadTimeNote?: unknown }): PartContent {
    return storedPart(doc)
  }

  /** A part's content fields from the file: what the record leaves out stays as stored. */
  partContent(part: NonNullable<ImportData['products']>[number], stored: PartContent | undefined): PartContent {
    return partContent(this.w.refs, part, stored)
  }

  /** The category of a series page (a part without a family takes it). */
  seriesCategory(product: Id | null): Id | null {
    return product === null ? null : (this.w.refs.seriesCategories.get(product) ?? null)
  }

  /** The series page a part prefix links to: what the record leaves out stays as stored. */
  prefixProduct(series: string | null | undefined, stored: Id | null | undefined): Id | null {
    return series === undefined ? (stored ?? null) : this.w.refs.idOf('series', series)
  }

  /** Creates or updates a part: its lead-time note in English with the rest, then in Spanish. */
  writePart(
    id: Id | undefined,
    row: Doc & { leadTimeNote: PartContent['leadTimeNote'] },
    stored?: { leadTimeNote: PartContent['leadTimeNote'] },
  ) {
    return writePart(this.w, id, row, stored)
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

/** An upload document's files: the original and its resized copies. */
function uploadFileNames(doc: Doc): string[] {
  const sizes = (doc.sizes && typeof doc.sizes === 'object' ? Object.values(doc.sizes as Record<string, { filename?: unknown }>) : []).map(
    (s) => s?.filename,
  )
  return [doc.filename, ...sizes].filter((n): n is string => typeof n === 'string' && n !== '')
}
