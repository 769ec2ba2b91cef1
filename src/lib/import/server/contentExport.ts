import fs from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'

import { allLocaleDocs } from '@/lib/platform/allLocales'

import type { ContentSection } from '../contentFormat'
import { recordOfDoc, type KeyOfId } from './contentRecords'
import { menuOfDoc, socialOfDoc, taglineOfDoc } from './contentSiteSpecs'
import { DOC_SPECS, REF_COLLECTION, type Doc, type RefKind } from './contentSpecs'
import type { Bi } from './contentValues'
import { markdownConverter } from './markdown'
import type { Id } from './sync'

/**
 * The export of the content and catalogue sections (docs/import-format-content.md): each
 * stored document becomes a record of the file through its spec (contentSpecs.ts), the
 * spec the importer compares and writes with.
 */

export type ContentExport = { [S in ContentSection]: Doc[] }

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The field each kind of record is named by. */
const KEY_FIELD: Record<RefKind, string> = {
  media: 'filename',
  files: 'filename',
  icons: 'snake',
  categories: 'slug',
  series: 'series',
  resources: 'slug',
  industries: 'slug',
}

/** The keys of every record a content record may point to, by id. */
export async function keysOfIds(payload: Payload): Promise<KeyOfId> {
  const maps = new Map<RefKind, Map<Id, string>>()
  await Promise.all(
    (Object.keys(REF_COLLECTION) as RefKind[]).map(async (kind) => {
      const spec = kind === 'series' ? DOC_SPECS.series : Object.values(DOC_SPECS).find((s) => s.collection === REF_COLLECTION[kind])!
      const { docs } = await payload.find({
        collection: REF_COLLECTION[kind],
        overrideAccess: true, // the staff's import and export run as the system
        depth: 0,
        pagination: false,
        limit: 0,
        locale: 'all',
        select: { [KEY_FIELD[kind]]: true } as never,
      })
      const map = new Map<Id, string>()
      for (const d of allLocaleDocs(docs)) {
        const key = spec.keyOfDoc(d)
        if (key !== undefined) map.set(d.id as Id, key)
      }
      maps.set(kind, map)
    }),
  )
  return (kind, id) => maps.get(kind)?.get(id)
}

/**
 * The content sections of the database in the import format, each ordered by natural key,
 * and what the commerce sections add: a series code by id (parts, prefixes) and the site
 * tagline. With `outputDir`, the uploads are copied into its media/ and files/ folders,
 * where the records' `file` paths point.
 */
export async function exportContent(
  payload: Payload,
  options: { outputDir?: string } = {},
): Promise<{ sections: ContentExport; seriesOf: (id: Id) => string | undefined; tagline?: Bi }> {
  const md = await markdownConverter(payload.config)
  const keyOfId = await keysOfIds(payload)
  const read = (collection: CollectionSlug) =>
    payload
      .find({ collection, overrideAccess: true, depth: 0, pagination: false, limit: 0, locale: 'all' }) // the export is a staff shell command: no user to check
      .then((r) => allLocaleDocs(r.docs))

  const out = {} as ContentExport
  for (const spec of Object.values(DOC_SPECS)) {
    const docs = (await read(spec.collection)).filter((d) => spec.keyOfDoc(d) !== undefined)
    out[spec.section] = docs.sort((a, b) => compare(spec.keyOfDoc(a)!, spec.keyOfDoc(b)!)).map((d) => recordOfDoc(spec, d, keyOfId, md))
    if (options.outputDir && (spec.section === 'media' || spec.section === 'files'))
      copyUploads(payload, spec.collection, docs, path.join(options.outputDir, spec.section))
  }
  out.menus = (await read('menus')).sort((a, b) => compare(String(a.slug), String(b.slug))).map((d) => menuOfDoc(d, keyOfId))
  out.social = socialOfDoc(await payload.findGlobal({ slug: 'social', overrideAccess: true, depth: 0 })) // the staff's import and export run as the system

  // The keys in the order of the format (contentSections).
  const order: ContentSection[] = [
    'media',
    'files',
    'icons',
    'categories',
    'attributeTitles',
    'series',
    'resources',
    'industries',
    'articles',
    'whitePapers',
    'testimonials',
    'pages',
    'tstrings',
    'menus',
    'social',
  ]
  const site = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0, locale: 'all' }) // the staff's import and export run as the system
  return {
    sections: Object.fromEntries(order.map((s) => [s, out[s]])) as ContentExport,
    seriesOf: (id) => keyOfId('series', id),
    tagline: taglineOfDoc(site),
  }
}

/** Copies the stored files of upload documents into `dir` (a stored file gone from disk is reported, not copied). */
function copyUploads(payload: Payload, collection: CollectionSlug, docs: Doc[], dir: string) {
  const staticDir = payload.collections[collection].config.upload?.staticDir
  if (!staticDir || docs.length === 0) return
  fs.mkdirSync(dir, { recursive: true })
  for (const doc of docs) {
    const source = path.join(staticDir, String(doc.filename))
    if (fs.existsSync(source)) fs.copyFileSync(source, path.join(dir, String(doc.filename)))
    else payload.logger.warn(`export: ${collection} ${String(doc.filename)} has no file in ${staticDir}`)
  }
}
