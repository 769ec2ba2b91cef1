import fs from 'node:fs'
import path from 'node:path'

import { loadEnv } from '../../src/lib/platform/server/env'
import { step } from '../lib/step'

const USAGE = [
  'Usage: data:export FILE   (writes the shop data in the import format; the uploads into media/ and files/ beside FILE)',
  '       data:export --orders --since DATE [FILE]   (the orders placed or changed since DATE, with their lines, as JSON; FILE defaults to orders-since-DATE.json)',
].join('\n')

/**
 * Pretty JSON with the zones in ZIP order: a JS object puts integer-like keys ('100') before
 * the others ('005'), so JSON.stringify alone would not.
 */
function toJson(data: Record<string, unknown>): string {
  const marker = '"__zones__"'
  const zones = Object.entries(data.zones as Record<string, number>).sort(([a], [b]) => (a < b ? -1 : 1))
  const zonesJson = zones.length === 0 ? '{}' : `{\n${zones.map(([zip, zone]) => `    ${JSON.stringify(zip)}: ${zone}`).join(',\n')}\n  }`
  return `${JSON.stringify({ ...data, zones: '__zones__' }, null, 2).replace(marker, () => zonesJson)}\n`
}

/** `data:export --orders --since DATE [FILE]`: the ERP's order export (src/lib/orders/server/exportOrders.ts). */
async function ordersExport(args: string[]) {
  const since = args[args.indexOf('--since') + 1]
  const rest = args.filter((a, i) => a !== '--orders' && a !== '--since' && args[i - 1] !== '--since')
  const { parseSince, exportOrders } = await import('../../src/lib/orders/server/exportOrders')
  const date = args.includes('--since') ? parseSince(since) : null
  if (!date || rest.length > 1 || rest.some((a) => a.startsWith('--'))) {
    console.error(USAGE)
    process.exitCode = 2
    return
  }
  const file = path.resolve(rest[0] ?? `orders-since-${since}.json`)
  const log = (line: string) => console.log(line)
  const env = loadEnv()
  log(`Switchyard: ${env.databaseUrl ? 'PostgreSQL' : `embedded SQLite in ${env.dataDir}`}`)
  const { closePayload, openPayload } = await import('../../src/lib/platform/bootstrap/server/prepareDatabase')
  const payload = await openPayload(env)
  try {
    const exported = await exportOrders(payload, date)
    fs.writeFileSync(file, `${JSON.stringify(exported, null, 2)}\n`)
    log(
      `  ${exported.orders.length} orders placed or changed since ${exported.since}, written to ${path.relative(process.cwd(), file) || file}`,
    )
  } finally {
    await closePayload(payload)
  }
}

/** `data:export FILE`: writes the database in the import format, ordered by natural key. */
export async function dataExport() {
  const args = process.argv.slice(3)
  if (args.includes('--orders')) return ordersExport(args)
  if (args.length !== 1 || args[0].startsWith('--')) {
    console.error(USAGE)
    process.exitCode = 2
    return
  }
  const file = path.resolve(args[0])
  const env = loadEnv()
  console.log(`Switchyard: ${env.databaseUrl ? 'PostgreSQL' : `embedded SQLite in ${env.dataDir}`}`)
  const { closePayload, openPayload } = await import('../../src/lib/platform/bootstrap/server/prepareDatabase')
  const { exportData } = await import('../../src/lib/import/server/exportData')
  const payload = await step('Applying database migrations', () => openPayload(env))
  try {
    const data = await step(`Exporting to ${args[0]}`, async () => {
      const exported = await exportData(payload, { outputDir: path.dirname(file) })
      fs.writeFileSync(file, toJson(exported))
      return exported
    })
    const sizes = Object.entries(data)
      .filter(([section]) => section !== 'settings')
      .map(([section, value]) => `${section} ${Array.isArray(value) ? value.length : Object.keys(value).length}`)
    console.log(`  ${sizes.join(', ')}`)
  } finally {
    await closePayload(payload)
  }
}
