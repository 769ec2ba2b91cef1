#!/usr/bin/env node
// `npm run serve`: the production entrypoint. It only serves: no install, no build, no
// migration, no seed (those are the release steps: npm run build, npm run migrate). It refuses
// to start without a build, runs the front server (src/server/serve.mjs) as `npm start` does,
// passes SIGTERM and SIGINT on to it (it drains) and exits with its code: 0 after a drain,
// its own code after a crash, 128 + the signal's number when it was killed.
// Plain JavaScript on Node alone: a runtime image carries neither tsx nor the dev dependencies.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { exitCodeOf } from './lib/exitCode.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error(
    `No production build in ${path.join(root, '.next')}: run \`npm run build\` (and \`npm run migrate\`) first, then \`npm run serve\`.`,
  )
  process.exit(1)
}

// Next's data cache on disk may hold another database's answers (a restore, a test run on this
// checkout): a server starts without it, as scripts/lib/server.ts's does.
fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

const child = spawn(process.execPath, [path.join(root, 'src', 'server', 'serve.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' },
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
child.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`)
  process.exit(1)
})
child.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)))
