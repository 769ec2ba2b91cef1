import { ConfigError } from '../src/lib/platform/server/env'

const commands: Record<string, () => Promise<unknown>> = {
  start: () => import('./commands/start').then((m) => m.start()),
  build: () => import('./commands/build').then((m) => m.build()),
  migrate: () => import('./commands/migrate').then((m) => m.migrate()),
  backup: () => import('./commands/backup').then((m) => m.backup(process.argv.slice(3))),
  restore: () => import('./commands/restore').then((m) => m.restore(process.argv.slice(3))),
  test: () => import('./commands/test').then((m) => m.test()),
  'test:long': () => import('./commands/test').then((m) => m.testLong()),
  bench: () => import('./commands/bench').then((m) => m.bench()),
  'bench:engine': () => import('./commands/benchEngine').then((m) => m.benchEngine()),
  'bench:search': () => import('./commands/benchSearch').then((m) => m.benchSearch()),
  fuzz: () => import('./commands/fuzz').then((m) => m.fuzz()),
  soak: () => import('./commands/soak').then((m) => m.soak(process.argv.slice(3))),
  lighthouse: () => import('./commands/lighthouse').then((m) => m.lighthouse()),
  'serve-test': () => import('./commands/serveTest').then((m) => m.serveTest()),
  screenshots: () => import('./commands/screenshots').then((m) => m.screenshots()),
  'data:import': () => import('./commands/dataImport').then((m) => m.dataImport()),
  'data:export': () => import('./commands/dataExport').then((m) => m.dataExport()),
}

const name = process.argv[2] ?? 'start'
const command = commands[name]
if (!command) {
  console.error(`Unknown command "${name}". Use one of: ${Object.keys(commands).join(', ')}.`)
  process.exit(2)
}

// A command whose promise never settled (a module load that never finished: README, "Imports
// that never settle") would end with exit code 0 once nothing else keeps Node busy: fail instead.
// ('beforeExit' comes only when the event loop has emptied, never on an explicit process.exit.)
let settled = false
process.on('beforeExit', () => {
  if (settled) return
  console.error(`The command "${name}" stopped before it finished (nothing was left to run): failing.`)
  process.exit(1)
})

command()
  .then(() => (settled = true))
  .catch((error: unknown) => {
    settled = true
    // A configuration error is one line naming the variable; anything else keeps its stack.
    console.error(error instanceof ConfigError ? error.message : error)
    process.exit(1)
  })
