import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

/**
 * `npm run serve` (scripts/serve.mjs), the production entrypoint, run from a copy of the
 * project's layout whose server is a small stand-in: it refuses to start without a build,
 * and passes a stop signal on and exits as its server did.
 */
const roots: string[] = []
const stragglers: number[] = []
afterAll(() => {
  // A failed check may leave a stand-in behind (its wrapper gone): it is ended here.
  for (const pid of stragglers) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true }))
})

/** A project folder with scripts/serve.mjs, optionally a build, and `server` as src/server/serve.mjs. */
function project(opts: { built: boolean; server?: string }): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-serve-'))
  roots.push(root)
  fs.mkdirSync(path.join(root, 'scripts', 'lib'), { recursive: true })
  for (const file of ['serve.mjs', 'lib/exitCode.mjs']) fs.copyFileSync(path.join('scripts', file), path.join(root, 'scripts', file))
  if (opts.built) {
    fs.mkdirSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true })
    fs.writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'test')
  }
  fs.mkdirSync(path.join(root, 'src', 'server'), { recursive: true })
  fs.writeFileSync(path.join(root, 'src', 'server', 'serve.mjs'), opts.server ?? '')
  return root
}

function run(root: string, onOutput?: (text: string, kill: (s: NodeJS.Signals) => void) => void) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stdout.on('data', (d) => {
    out += d
    onOutput?.(out, (s) => child.kill(s))
  })
  child.stderr.on('data', (d) => {
    err += d
    for (const [, pid] of String(d).matchAll(/^pid (\d+)$/gm)) stragglers.push(Number(pid))
  })
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out, err })),
  )
}

// A stand-in server: says it is up, exits 0 on SIGTERM (a drain), 3 on its own after a while (a crash) when asked.
const STAND_IN = `
process.on('SIGTERM', () => { console.log('draining'); process.exit(0) })
process.stderr.write('pid ' + process.pid + '\\n')
console.log('up ' + process.env.NODE_ENV)
if (process.env.CRASH) setTimeout(() => process.exit(3), 100)
setInterval(() => {}, 1000)
`

describe('npm run serve', () => {
  it('refuses to start without a build: one line, exit 1', async () => {
    const result = await run(project({ built: false, server: STAND_IN }))
    expect(result.code).toBe(1)
    expect(result.err.trim().split('\n')).toHaveLength(1)
    expect(stragglers).toEqual([])
    expect(result.err).toMatch(
      /^No production build in .*\.next: run `npm run build` \(and `npm run migrate`\) first, then `npm run serve`\.$/m,
    )
    expect(result.out).not.toContain('up')
  })

  it('runs the server in production, passes SIGTERM on and exits 0 after its drain', async () => {
    const root = project({ built: true, server: STAND_IN })
    const result = await run(root, (out, kill) => out.includes('up') && !out.includes('draining') && kill('SIGTERM'))
    expect(result.out).toContain('up production')
    expect({ code: result.code, out: result.out }).toEqual({ code: 0, out: 'up production\ndraining\n' })
    // Next's data cache on disk is emptied at start (a restore must not serve the old database's answers).
    expect(fs.existsSync(path.join(root, '.next', 'cache', 'fetch-cache'))).toBe(false)
  })

  it("exits with the server's code when it crashes, and 128 + the signal when it is killed", async () => {
    process.env.CRASH = '1'
    try {
      expect((await run(project({ built: true, server: STAND_IN }))).code).toBe(3)
    } finally {
      delete process.env.CRASH
    }
    const killed = project({ built: true, server: "console.log('up'); process.kill(process.pid, 'SIGKILL')" })
    expect((await run(killed)).code).toBe(137)
  })
})
