import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { closePayload, openPayload } from '@/lib/platform/bootstrap/server/prepareDatabase'
import { loadEnv } from '@/lib/platform/server/env'

import { startServer, type RunningServer } from '../../scripts/lib/server'
import { LOCK_FILE, LOCK_HOLDER_ENV } from '../../src/server/dataDirLock.mjs'

const lockModule = path.resolve('src/server/dataDirLock.mjs')
const REFUSAL =
  /^DATA_DIR (\S+) is in use by another Switchyard process \(pid ([\d, ]+)\): stop it first, or give this one its own DATA_DIR\.$/

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function run(args: string[], env: NodeJS.ProcessEnv): Run {
  const child = spawn(process.execPath, args, { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/** Resolves once `run` printed `text`; fails when it exits first. */
async function printed(r: Run, text: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((res) => setTimeout(res, 25))) {
    if (r.output().includes(text)) return
    if (r.child.exitCode !== null) throw new Error(`exited ${r.child.exitCode} before "${text}": ${r.output()}`)
  }
  throw new Error(`no "${text}" within 30 s: ${r.output()}`)
}

// Whatever a test started is gone after it, passed or failed.
const started: Run[] = []
const otherPids: number[] = []
afterEach(() => {
  for (const r of started.splice(0)) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL')
  for (const pid of otherPids.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
})

/**
 * A process that takes the lock as serve.mjs and the start command do, then waits; with
 * `spawnServer`, it also starts a child that joins its lock, as the start command's server does.
 */
function holder(dataDir: string, spawnServer = false): Run {
  const program = `import { spawn } from 'node:child_process'
import { lockDataDirOrExit, LOCK_HOLDER_ENV } from ${JSON.stringify(lockModule)}
lockDataDirOrExit(${JSON.stringify(dataDir)})
process.on('SIGTERM', () => process.exit(0))
if (${spawnServer}) {
  const server = spawn(process.execPath, ['--input-type=module', '-e', process.argv[1]], { env: { ...process.env, [LOCK_HOLDER_ENV]: String(process.pid), SPAWNED: '1' }, stdio: 'inherit' })
  server.unref()
}
console.log(process.env.SPAWNED ? 'server ' + process.pid : 'locked ' + process.pid)
setInterval(() => {}, 1000)`
  const r = run(['--input-type=module', '-e', program, program], { ...process.env })
  started.push(r)
  return r
}

/**
 * Issue 25: a second `npm start` on a DATA_DIR in use started without a word, and two
 * processes then fought over one SQLite file (phantom orders). Now the second refuses with
 * one line; the lock of a process that was killed is taken over.
 */
describe('one process per DATA_DIR', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-it-lock-'))
  const lockFile = path.join(dataDir, LOCK_FILE)
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('a second process exits 1 with one line naming the holder; after a SIGKILL the next one takes the lock; a clean stop removes it', async () => {
    const first = holder(dataDir)
    await printed(first, 'locked')
    const second = holder(dataDir)
    expect(await second.exited).toBe(1)
    expect(second.output().trim().split('\n')).toHaveLength(1)
    expect(second.output().trim()).toMatch(REFUSAL)
    expect(second.output()).toContain(`(pid ${first.child.pid})`)

    first.child.kill('SIGKILL')
    await first.exited
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid))
    const third = holder(dataDir)
    await printed(third, 'locked')
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(third.child.pid))
    third.child.kill('SIGTERM')
    expect(await third.exited).toBe(0)
    expect(fs.existsSync(lockFile)).toBe(false)
  })

  it('the start command’s server shares its lock, and holds it while it outlives a killed start command', async () => {
    const start = holder(dataDir, true)
    await printed(start, 'server')
    const serverPid = Number(/server (\d+)/.exec(start.output())![1])
    otherPids.push(serverPid)
    expect(fs.readFileSync(lockFile, 'utf8').trim().split('\n').map(Number)).toEqual([start.child.pid, serverPid])

    start.child.kill('SIGKILL')
    await start.exited
    const refused = holder(dataDir)
    expect(await refused.exited).toBe(1)
    expect(refused.output().trim()).toMatch(REFUSAL)
    expect(refused.output()).toContain(`(pid ${serverPid})`)

    process.kill(serverPid, 'SIGKILL')
    for (let i = 0; i < 100 && fs.existsSync(`/proc/${serverPid}`); i++) await new Promise((r) => setTimeout(r, 20))
    const next = holder(dataDir)
    await printed(next, 'locked')
    next.child.kill('SIGTERM')
    await next.exited
  })
})

/** The same with the production server itself (src/server/serve.mjs), when there is a build. */
const built = fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))
describe.runIf(built)('the production server on a DATA_DIR in use', () => {
  const port = Number(process.env.LOCK_PORT ?? 3450)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-it-lock-server-'))
  const vars = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), PUBLIC_URL: `http://localhost:${port}` }
  let server: RunningServer | undefined

  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses a second server with one line, and starts again after the first was killed', async () => {
    const payload = await openPayload(loadEnv({ ...vars, NODE_ENV: 'test' }), `lock-${path.basename(dataDir)}`)
    await closePayload(payload)
    const first = await startServer(port, vars, true)
    otherPids.push(first.child.pid!)
    const second = run([path.resolve('src/server/serve.mjs')], {
      ...vars,
      PORT: String(port + 1),
      NODE_ENV: 'production',
      [LOCK_HOLDER_ENV]: '',
    })
    started.push(second)
    expect(await second.exited).toBe(1)
    // One line: the production server logs it as JSON (README, "Operating the shop", Logs).
    const line = second.output().trim()
    expect(line).not.toContain('\n')
    expect(JSON.parse(line)).toMatchObject({ level: 'error', msg: expect.stringMatching(REFUSAL) })
    expect(second.output()).toContain(`(pid ${first.child.pid})`)

    first.child.kill('SIGKILL')
    await new Promise((r) => first.child.once('exit', r))
    server = await startServer(port, vars, true)
    expect((await fetch(`${server.url}/api/public/redirects`)).status).toBe(200)
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(server.child.pid))
  }, 120_000)
})
