import { spawn } from 'node:child_process'

import { E2E_PORT } from '../commands/serveTest'
import { root } from './build'
import { cliCommand } from './nodeFlags.mjs'

export type TestServer = { baseUrl: string; stop: () => Promise<void> }

/**
 * Starts the browser tests' server (`serve-test` on E2E_PORT: a fresh embedded database with
 * the demo documents the e2e set-up creates, and its stand-ins) and resolves once it answers
 * and that set-up has run. The integration tests of tests/integration/builtServer.int.test.ts
 * start it this way too, on their own port.
 */
export async function startTestServer(timeoutMs = 120_000): Promise<TestServer> {
  const child = spawn(...cliCommand('serve-test'), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: process.env,
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const baseUrl = `http://localhost:${E2E_PORT}`
  const deadline = Date.now() + timeoutMs
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the test server exited')
      const up = await fetch(`${baseUrl}/api/public/redirects`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      if (Date.now() > deadline) throw new Error('the test server did not start')
      await new Promise((r) => setTimeout(r, 300))
    }
    const { default: globalSetup } = await import('../../tests/e2e/globalSetup')
    await globalSetup()
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, stop }
}

/** Runs the browser tests' server around `work`, then stops it. */
export async function withTestServer(work: (baseUrl: string) => Promise<void>) {
  const server = await startTestServer()
  try {
    await work(server.baseUrl)
  } finally {
    await server.stop()
  }
}
