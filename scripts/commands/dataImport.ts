import fs from 'node:fs'
import path from 'node:path'

import { revalidateToken } from '@/lib/platform/security/server/revalidateToken'

import { loadEnv, type Env } from '../../src/lib/platform/server/env'
import type { ImportSummary, SummarySection } from '../../src/lib/import/server/importData'
import { seconds, step } from '../lib/step'

const USAGE =
  'Usage: data:import FILE [--replace]   (FILE: JSON in the import format, a vectors file with a "fixtures" object, or a CSV of cross-references)'

/**
 * `data:import FILE [--replace]`: checks the whole file first (every bad record is listed and
 * nothing changes), then imports it in one transaction, then asks a running server to
 * expire its caches.
 */
export async function dataImport() {
  const args = process.argv.slice(3)
  const flags = args.filter((a) => a.startsWith('--'))
  const files = args.filter((a) => !a.startsWith('--'))
  const unknown = flags.filter((f) => f !== '--replace')
  if (files.length !== 1 || unknown.length > 0) {
    console.error(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}. ${USAGE}` : USAGE)
    process.exitCode = 2
    return
  }
  const replace = flags.includes('--replace')
  const file = path.resolve(files[0])

  // A .csv file is a table of cross-references (docs/import-format-crosses.md, "CSV"); its problems are named by line and column.
  const csv = file.toLowerCase().endsWith('.csv')
  const text = readText(file)
  const json = text === undefined || csv ? text : parseJson(file, text)
  if (json === undefined) {
    process.exitCode = 1
    return
  }
  const { parseImportFile } = await import('../../src/lib/import/format')
  const { csvProblems, parseCrossReferenceCsv } = await import('../../src/lib/import/crossCsv')
  const parsed = csv ? parseCrossReferenceCsv(json as string) : { ...parseImportFile(json), lines: undefined }
  if (!parsed.ok) {
    for (const problem of parsed.problems) console.error(`  ${problem.path}: ${problem.reason}`)
    const n = parsed.problems.length
    console.error(`✗ ${n} problem${n === 1 ? '' : 's'} in ${files[0]}; nothing was imported.`)
    process.exitCode = 1
    return
  }

  const env = loadEnv()
  console.log(`Switchyard: ${env.databaseUrl ? 'PostgreSQL' : `embedded SQLite in ${env.dataDir}`}`)
  const { closePayload, openPayload } = await import('../../src/lib/platform/bootstrap/server/prepareDatabase')
  const { importData } = await import('../../src/lib/import/server/importData')
  const payload = await step('Applying database migrations', () => openPayload(env))
  let summary: ImportSummary
  try {
    const started = Date.now()
    console.log(`→ Importing ${files[0]}${replace ? ' (replace: records absent from the file are deleted)' : ''}…`)
    // baseDir: the media and files sections' paths are relative to the import file's folder.
    summary = await importData(payload, parsed.data, { replace, onProgress: progressPrinter(), baseDir: path.dirname(file) })
    console.log(`✓ Imported in one transaction (${seconds(started)})`)
    printSummary(summary)
  } catch (error) {
    console.error(`✗ The import failed and was rolled back: nothing was changed.`)
    const problems = (error as { problems?: { path: string; reason: string }[] })?.problems
    console.error(`  ${describeError(parsed.lines && problems ? { problems: csvProblems(problems, parsed.lines) } : error)}`)
    process.exitCode = 1
    return
  } finally {
    await closePayload(payload)
  }

  const changed = Object.values(summary).some((c) => c.created + c.updated + c.deleted > 0)
  console.log(changed ? await refreshServer(env) : 'Nothing changed: no cache to refresh.')
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch (error) {
    console.error(`✗ Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`)
    return undefined
  }
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    console.error(`✗ ${file} is not valid JSON: ${(error as Error).message}`)
    return undefined
  }
}

/** A line per section when it is done, and at most one a second while it runs. */
function progressPrinter() {
  const last = new Map<string, number>()
  return (section: SummarySection, done: number, total: number) => {
    const now = Date.now()
    if (!last.has(section)) last.set(section, now)
    if (done !== total && now - last.get(section)! < 1000) return
    last.set(section, now)
    console.log(`  ${section} ${done}/${total}`)
  }
}

function printSummary(summary: ImportSummary) {
  const rows = Object.entries(summary)
  const width = Math.max(7, ...rows.map(([s]) => s.length))
  const line = (cells: (string | number)[]) =>
    `  ${String(cells[0]).padEnd(width)}  ${cells
      .slice(1)
      .map((c) => String(c).padStart(7))
      .join('  ')}`
  console.log(line(['section', 'created', 'updated', 'deleted']))
  for (const [section, c] of rows) console.log(line([section, c.created, c.updated, c.deleted]))
}

/** A Payload validation error names its fields; a reference problem lists `path: reason` (ImportProblemsError); anything else gives its message. */
function describeError(error: unknown): string {
  const problems = (error as { problems?: { path: string; reason: string }[] })?.problems
  if (Array.isArray(problems) && problems.length > 0) return problems.map((p) => `${p.path}: ${p.reason}`).join('\n  ')
  const data = (error as { data?: { errors?: { path?: string; message?: string }[] } })?.data
  if (data?.errors?.length) return data.errors.map((e) => `${e.path ?? '?'}: ${e.message ?? 'invalid'}`).join('; ')
  return error instanceof Error ? error.message : String(error)
}

/** Asks a running server to expire every cache tag, so it serves the imported data at once. */
async function refreshServer(env: Env): Promise<string> {
  const url = `${env.publicUrl}/api/internal/revalidate`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${revalidateToken(env.payloadSecret)}` },
      signal: AbortSignal.timeout(5000),
    })
  } catch {
    return 'no running server to refresh'
  }
  if (response.ok) {
    const body = (await response.json().catch(() => ({}))) as { revalidated?: number }
    return `✓ Refreshed the caches of the server at ${env.publicUrl}${body.revalidated ? ` (${body.revalidated} tags)` : ''}`
  }
  if (response.status === 401) {
    return `✗ The server at ${env.publicUrl} refused to refresh its caches (401): it runs with another PAYLOAD_SECRET. Restart it to see the imported data.`
  }
  return `✗ The server at ${env.publicUrl} answered ${response.status} and did not refresh its caches. Restart it to see the imported data.`
}
