#!/usr/bin/env node
// The entry of `npm start`, `npm test`, `npm run bench` and `npm run screenshots`:
// installs the dependencies when they are missing or older than the lockfile, then
// hands over to the TypeScript command runner. Plain JavaScript, as nothing is installed yet.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { exitCodeOf } from './lib/exitCode.mjs'
import { SCRIPT_NODE_FLAGS } from './lib/nodeFlags.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const stamp = path.join(root, 'node_modules', '.switchyard-install')
const lockfile = path.join(root, 'package-lock.json')

function lockHash() {
  const hash = createHash('sha256')
  for (const f of ['package.json', 'package-lock.json']) {
    const p = path.join(root, f)
    if (fs.existsSync(p)) hash.update(fs.readFileSync(p))
  }
  return hash.digest('hex')
}

const wanted = lockHash()
const installed = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : ''
if (installed !== wanted || !fs.existsSync(path.join(root, 'node_modules', '.bin', 'tsx'))) {
  const started = Date.now()
  // `npm install --no-save` rather than `npm ci`: the lockfile pins every version, but the
  // registry this project is installed from does not serve the other platforms' optional
  // binaries (@next/swc-darwin-*, ...), so the lockfile cannot list them and `npm ci`
  // would refuse it as out of sync. --no-save keeps package-lock.json untouched.
  const args = fs.existsSync(lockfile) ? ['install', '--no-save'] : ['install']
  console.log('→ Installing dependencies (npm install; about a minute on a first run)…')
  const r = spawnSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) {
    console.error('✗ npm could not install the dependencies; see its messages above.')
    process.exit(r.status ?? 1)
  }
  fs.writeFileSync(stamp, wanted)
  console.log(`✓ Dependencies installed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const command = process.argv[2] ?? 'start'
const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
const child = spawn(tsx, [...SCRIPT_NODE_FLAGS, path.join(root, 'scripts', 'cli.ts'), command, ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
})
// A stop signal sent to this process alone (npm's, a supervisor's) reaches the command, which
// stops its server cleanly; the command's exit (128 + the signal's number if it was killed) is ours.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)))
