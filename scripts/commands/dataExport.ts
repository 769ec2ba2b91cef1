import fs from 'node:fs'
import path from 'node:path'

import { loadEnv } from '../../src/lib/env'
import { step } from '../lib/step'

const USAGE = 'Usage: data:export FILE   (writes the shop data in the import format; the uploads into media/ and files/ beside FILE)'

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

/** `data:export FILE`: writes the database in the import format, ordered by natural key. */
export async function dataExport() {
  const args = process.argv.slice(3)
  if (args.length !== 1 || args[0].startsWith('--')) {
    console.error(USAGE)
    process.exitCode = 2
    return
  }
  const file = path.resolve(args[0])
  const env = loadEnv()
  console.log(`Switchyard: ${env.databaseUrl ? 'PostgreSQL' : `embedded SQLite in ${env.dataDir}`}`)
  const { closePayload, openPayload } = await import('../../src/lib/bootstrap/prepareDatabase')
  const { exportData } = await import('../../src/lib/import/exportData')
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
