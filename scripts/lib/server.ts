import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { root } from './build'

export type RunningServer = { url: string; child: ChildProcess; stop: () => Promise<void> }

/** Waits until the server answers, or fails with what it printed. */
async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/public/redirects`)
      if (res.ok) return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs / 1000} s`)
}

/**
 * Starts the production server (Next behind src/server/serve.mjs) and resolves once it
 * answers; with `logFile`, everything it prints (stdout and stderr) goes there. Next keeps
 * its data cache on disk under .next/cache/fetch-cache, whatever database it ran on;
 * a server started on another database (the tests', the bench's, the shop's) must not
 * serve the last one's pages, so that cache is emptied first.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv, quiet = false, logFile?: string): Promise<RunningServer> {
  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  // The front server (src/server/serve.mjs) runs Next's handler behind the client-address,
  // body-size and malformed-path checks `next start` lacks.
  const out = logFile ? fs.openSync(logFile, 'a') : null
  const child = spawn(process.execPath, [path.join(root, 'src', 'server', 'serve.mjs')], {
    cwd: root,
    env: { ...env, PORT: String(port), NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' },
    stdio: out !== null ? ['ignore', out, out] : quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  })
  // The child holds its own copy of the descriptor.
  if (out !== null) fs.closeSync(out)
  const url = `http://localhost:${port}`
  await waitUntilUp(url, child, 60_000)
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url, child, stop }
}
