import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { parseImportFile } from '@/lib/import/format'
import { importData, type ImportOptions, type ImportSummary } from '@/lib/import/server/importData'
import { buildDemoCatalogue } from '@/seed/demo/products'
import { demoCommerce } from '@/seed/demo/commerce'
import { buildDemoEditorial } from '@/seed/demo/editorial'

type DemoFile = { path: string; contents: string | Buffer | Uint8Array }
type Section = Record<string, unknown> | unknown[]

/**
 * Several import files as one: lists are concatenated, keyed objects (settings, price
 * lists, customers, zones) merged, so the parts of the demo load in one transaction.
 */
export function mergeImportFiles(...files: Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, Section> = {}
  for (const file of files) {
    for (const [section, value] of Object.entries(file)) {
      const have = out[section]
      if (have === undefined) out[section] = value as Section
      else if (Array.isArray(have) && Array.isArray(value)) out[section] = [...have, ...value]
      else if (!Array.isArray(have) && value && typeof value === 'object' && !Array.isArray(value)) out[section] = { ...have, ...value }
      else throw new Error(`The demo's parts disagree on the shape of section "${section}"`)
    }
  }
  return out
}

/** The demo shop: its commerce rules, its catalogue and its editorial content, with their files. */
export async function buildDemo(options: { large?: boolean } = {}): Promise<{ data: Record<string, unknown>; files: DemoFile[] }> {
  const catalogue = buildDemoCatalogue({ large: options.large })
  const editorial = await buildDemoEditorial()
  return {
    // The catalogue first: the editorial menus name its categories.
    data: mergeImportFiles(
      demoCommerce as Record<string, unknown>,
      catalogue.data as Record<string, unknown>,
      editorial.data as Record<string, unknown>,
    ),
    files: [...catalogue.files, ...editorial.files],
  }
}

/** Writes the demo's files into a folder, as an import file's folder holds them. */
export function writeDemoFiles(dir: string, files: readonly DemoFile[]) {
  for (const file of files) {
    const target = path.join(dir, file.path)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, file.contents)
  }
}

/** Whether the shop has a catalogue or price lists of its own (then the demo is never loaded). */
export async function hasShopData(payload: Payload): Promise<boolean> {
  // overrideAccess: start-up counts, before any request; there is no user to check.
  const counts = await Promise.all(
    (['price-lists', 'categories', 'parts'] as const).map((collection) => payload.count({ collection, overrideAccess: true })), // start-up seeds the demo shop as the system
  )
  return counts.some((c) => c.totalDocs > 0)
}

/**
 * Loads the demo shop into an empty database through the importer the staff use. Does
 * nothing once the shop has a catalogue or price lists of its own.
 */
export async function seedDemo(
  payload: Payload,
  options: { large?: boolean; onProgress?: ImportOptions['onProgress'] } = {},
): Promise<'kept' | ImportSummary> {
  if (await hasShopData(payload)) return 'kept'
  const demo = await buildDemo(options)
  const parsed = parseImportFile(demo.data)
  if (!parsed.ok) {
    throw new Error(`The demo data does not fit the import format: ${parsed.problems.map((p) => `${p.path}: ${p.reason}`).join('; ')}`)
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-demo-'))
  try {
    writeDemoFiles(dir, demo.files)
    return await importData(payload, parsed.data, { baseDir: dir, onProgress: options.onProgress })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
