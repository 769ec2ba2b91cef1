import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { verifyWebhook } from '../../../src/lib/orders/server/webhookSignature'
import { startSmtpStandIn } from '../../../tests/helpers/smtpStandIn'

/** How a stand-in answers for now: at once, after a few seconds, or with a temporary failure. */
export type Mode = 'ok' | 'slow' | 'failing'
const SLOW_MS = 2_500

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Counts by key: raw deliveries (every time one arrives) and the keys seen. */
export class Tally {
  readonly byKey = new Map<string, number>()
  raw = 0
  add(key: string) {
    this.raw++
    this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1)
  }
  /** Deliveries that repeated one already received (a receiver de-duplicating by key drops them). */
  get duplicates() {
    return this.raw - this.byKey.size
  }
}

/**
 * The shop's mail relay: accepts, delays or refuses (451) order mails as its mode says, and
 * counts each accepted one by its Message-ID. Sign-in code mails are kept apart (by subject),
 * always accepted: the buyers sign in before the faults start.
 */
export async function soakSmtp() {
  const state = { mode: 'ok' as Mode, mails: new Tally(), refused: 0, codes: [] as { to: string; code: string }[] }
  const server = await startSmtpStandIn(0, async (mail) => {
    const code = /^Subject: .*?(\d{6})/im.exec(mail.raw)
    if (code && /sign-in code|código/i.test(mail.raw.slice(0, 2000))) {
      state.codes.push({ to: mail.to[0], code: code[1] })
      return
    }
    if (state.mode === 'slow') await sleep(SLOW_MS)
    if (state.mode === 'failing') {
      state.refused++
      return Object.assign(new Error('Try again later'), { responseCode: 451 })
    }
    const id = /^Message-ID: (<[^>\r\n]+>)/im.exec(mail.raw)?.[1] ?? `no-id:${state.mails.raw}`
    state.mails.add(id)
  })
  return {
    ...server,
    state,
    async codeFor(email: string, timeoutMs = 20_000): Promise<string> {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = state.codes.findLast((c) => c.to === email)
        if (found) return found.code
        await sleep(50)
      }
      throw new Error(`no sign-in code reached ${email}`)
    },
  }
}

/** The ERP's webhook receiver: answers 200, slowly, or 503 as its mode says; counts each valid event by its event id. */
export async function soakWebhookReceiver(secret: string) {
  const state = { mode: 'ok' as Mode, events: new Tally(), failed: 0, badSignatures: 0 }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const problem = verifyWebhook(secret, {
        signature: req.headers['x-switchyard-signature'] as string,
        timestamp: req.headers['x-switchyard-timestamp'] as string,
        body,
      })
      if (problem) {
        state.badSignatures++
        res.writeHead(401).end()
        return
      }
      if (state.mode === 'slow') await sleep(SLOW_MS)
      if (state.mode === 'failing') {
        state.failed++
        res.writeHead(503).end()
        return
      }
      state.events.add(String(req.headers['x-switchyard-event-id']))
      res.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A Redis of the soak's own (so stopping it touches nothing else), on `port`; stopped and started at will. */
export function soakRedis(port: number) {
  let child: ChildProcess | null = null
  const start = async () => {
    if (child) return
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    await sleep(300)
  }
  const stop = async () => {
    const c = child
    child = null
    if (!c || c.exitCode !== null) return
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve())
      c.kill('SIGTERM')
    })
  }
  return { url: `redis://127.0.0.1:${port}`, start, stop }
}
