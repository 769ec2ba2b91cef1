import { spawn } from 'node:child_process'

import { E2E_PORT } from '../commands/serveTest'
import { root } from './build'
import { cliCommand } from './nodeFlags.mjs'

/**
 * Runs the browser tests' server (a fresh embedded database with the demo documents the
 * e2e set-up creates) around `work`, then stops it.
 */
export async function withTestServer(work: (baseUrl: string) => Promise<void>) {
  const child = spawn(...cliCommand('serve-test'), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: process.env,
  })
  const baseUrl = `http://localhost:${E2E_PORT}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('the test server exited')
    const up = await fetch(`${baseUrl}/api/public/redirects`).then((r) => r.ok, () => false)
    if (up) break
    if (Date.now() > deadline) throw new Error('the test server did not start')
    await new Promise((r) => setTimeout(r, 300))
  }
  try {
    const { default: globalSetup } = await import('../../tests/e2e/globalSetup')
    await globalSetup()
    await work(baseUrl)
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }
}
