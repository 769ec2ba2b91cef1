import path from 'node:path'

import { CONTENT_SECTIONS, fileNameOf, type ContentSection, type MediaRecord } from '../contentFormat'
import { MISSING, SECTION_OF, type ContentRefs } from './contentRefs'
import { DOC_SPECS, type Doc, type RefKind } from './contentSpecs'
import type { ImportData } from '../format'
import { formatPath, type ImportProblem } from '../problems'
import { isFile } from './uploadJournal'

/**
 * The content import's check, before anything is written: every reference of the file
 * names a record of the file or of the database, and every upload's file is there beside
 * the import file; else `path: reason` problems. An `imageEs` that names no media record
 * but a file that is there makes a media record of its own (`implicitMedia`).
 */

/** The import file's upload files, by the section's key (file name). */
export type UploadSources = { media: Map<string, string>; files: Map<string, string> }

/** Whether the file touches content at all (parts need the series pages even without series of their own). */
export const touchesContent = (data: ImportData) =>
  CONTENT_SECTIONS.some((s) => data[s] !== undefined) || data.products !== undefined || Boolean(data.partPrefixes?.some((p) => p.series))

/**
 * The file's references that name nothing, and upload files that are not there. Fills
 * `sources` with the upload files found, and `implicitMedia` with the media records made
 * from `imageEs` paths. `refs` holds the stored keys.
 */
export function checkContent(args: {
  data: ImportData
  refs: ContentRefs
  baseDir: string
  replace: boolean
  sources: UploadSources
  implicitMedia: MediaRecord[]
}): ImportProblem[] {
  const { data, refs, baseDir, sources, implicitMedia } = args
  /** Whether the database's records of a section stay (they go in a replace that carries the section). */
  const keepsStored = (section: ContentSection) => !(args.replace && data[section] !== undefined)
  const problems: ImportProblem[] = []
  const families = new Set((data.products ?? []).map((p) => p.family).filter((f): f is string => Boolean(f)))
  const fileKeys = (kind: RefKind): string[] => {
    const section = SECTION_OF[kind]
    const records = (data[section] ?? []) as Doc[]
    const keys = records.map((r) => DOC_SPECS[section as keyof typeof DOC_SPECS].keyOf(r))
    return kind === 'media' ? [...keys, ...implicitMedia.map((m) => fileNameOf(m.file))] : keys
  }

  // Uploads: the files must be there; an imageEs that names no media record makes one from its file.
  for (const section of ['media', 'files'] as const) {
    ;(data[section] ?? []).forEach((record, index) => {
      const source = path.resolve(baseDir, record.file)
      if (isFile(source)) sources[section].set(fileNameOf(record.file), source)
      else problems.push({ path: formatPath([section, index, 'file']), reason: `no file "${record.file}" in ${baseDir}` })
    })
  }
  const mediaNames = new Set([...(data.media ?? []).map((m) => fileNameOf(m.file)), ...(keepsStored('media') ? refs.keys('media') : [])])
  ;(data.media ?? []).forEach((record, index) => {
    if (!record.imageEs) return
    const name = fileNameOf(record.imageEs)
    if (mediaNames.has(name)) return
    const source = path.resolve(baseDir, record.imageEs)
    if (!isFile(source)) {
      problems.push({
        path: formatPath(['media', index, 'imageEs']),
        reason: `${MISSING.media(name)}, and no file "${record.imageEs}" in ${baseDir}`,
      })
      return
    }
    mediaNames.add(name)
    sources.media.set(name, source)
    implicitMedia.push({ file: record.imageEs, alt: record.alt })
  })

  const known = new Map<RefKind, Set<string>>()
  const knows = (kind: RefKind, key: string) => {
    if (!known.has(kind)) {
      const keys = new Set(fileKeys(kind))
      if (keepsStored(SECTION_OF[kind])) for (const k of refs.keys(kind)) keys.add(k)
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
    ;(menu.columns ?? []).forEach((column, c) =>
      column.categories.forEach((slug, k) => ref('categories', slug, ['menus', m, 'columns', c, 'categories', k])),
    )
  })
  ;(data.products ?? []).forEach((part, index) => ref('series', part.series, ['products', index, 'series']))
  ;(data.partPrefixes ?? []).forEach((prefix, index) => ref('series', prefix.series, ['partPrefixes', index, 'series']))
  return problems
}
