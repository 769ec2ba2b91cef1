import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buyerLoop, signIn, type Outcome } from '../../scripts/lib/soak/buyers'
import { prepareCluster, type Cluster } from '../../scripts/lib/soak/cluster'
import { soakWebhookReceiver } from '../../scripts/lib/soak/standIns'
import { PA } from '../fixtures/shipTo'
import { startSmtpStandIn } from '../helpers/smtpStandIn'

/**
 * Issue 26's logs, metrics and traces, on one production server (SQLite, port 4100 unless
 * OBS_PORT): a buyer signs in with a mailed code and places an order while the mail relay
 * refuses every order mail (naming the recipient, as relays do) and the ERP's webhook answers
 * 503; then every line the server wrote is JSON with a level and a time, request lines carry
 * their id, and none holds the buyer's e-mail, street, phone, code or session. /metrics has
 * the series; traces reach an OTLP stand-in. Needs a build (npm test builds first).
 */
const built = fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))
const PORT = Number(process.env.OBS_PORT ?? 4100)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** An OTLP/HTTP receiver: the JSON bodies POSTed to /v1/traces. */
async function otlpStandIn() {
  const bodies: string[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') bodies.push(Buffer.concat(chunks).toString('utf8'))
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { bodies, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

describe.runIf(built)('logs, metrics and traces of the production server', () => {
  const email = `obs-${randomBytes(4).toString('hex')}@example.test`
  const codes: string[] = []
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-obs-'))
  const lines = () =>
    fs
      .readFileSync(path.join(logDir, 'sqlite-a.log'), 'utf8')
      .split('\n')
      .filter((l) => l !== '')
  let cluster: Cluster
  let cookie = ''
  let close: () => Promise<void> = async () => undefined
  let otlp: Awaited<ReturnType<typeof otlpStandIn>>

  beforeAll(async () => {
    // The relay takes sign-in codes and refuses every other mail, naming its recipient (a 4xx: tried again).
    const smtp = await startSmtpStandIn(0, (mail) => {
      const code = /^Subject: .*?(\d{6})/im.exec(mail.raw)
      if (code && /sign-in code|código/i.test(mail.raw.slice(0, 2000))) return void codes.push(code[1])
      return Object.assign(new Error(`<${mail.to[0]}>: Recipient address rejected: mailbox full`), { responseCode: 452 })
    })
    const secret = randomBytes(24).toString('hex')
    const erp = await soakWebhookReceiver(secret)
    erp.state.mode = 'failing'
    otlp = await otlpStandIn()
    const vars = {
      ...process.env,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ORDER_WEBHOOK_URL: erp.url,
      ORDER_WEBHOOK_SECRET: secret,
      ORDER_WEBHOOK_RETRY_MS: '300',
      MAIL_RETRY_MS: '300',
      LOG_LEVEL: 'debug',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    }
    cluster = await prepareCluster({ kind: 'sqlite', ports: [PORT], buyers: [email], vars, logDir })
    close = async () => {
      await cluster.close()
      await Promise.all([smtp.close(), erp.close()])
      otlp.close()
    }
    await cluster.start(cluster.instances[0])
    const ip = '203.0.113.77'
    const buyer = await signIn(cluster, email, ip, async () => {
      for (let i = 0; i < 200 && !codes.length; i++) await sleep(50)
      return codes[codes.length - 1]
    })
    cookie = buyer.cookie
    const outcomes: Outcome[] = []
    await buyerLoop(cluster, { email, ip, ...buyer }, () => outcomes.length > 0, outcomes)
    expect(outcomes[0]?.kind).toBe('placed')
  }, 120_000)

  afterAll(async () => {
    await close()
    if (!process.env.OBS_KEEP_LOGS) fs.rmSync(logDir, { recursive: true, force: true })
  }, 60_000)

  it('writes only JSON lines, with request ids, and no personal data or secret even when mails and webhooks fail', async () => {
    const url = `http://localhost:${PORT}`
    // Behind the trusted proxy (TRUSTED_PROXY=1) its id is kept; a bad one is replaced.
    const kept = await fetch(`${url}/api/public/redirects`, { headers: { 'x-request-id': 'lb-obs-test-1' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-obs-test-1')
    // Payload's own line of an anonymous refusal, in its route handler, carries the request's id.
    expect((await fetch(`${url}/api/orders`, { headers: { 'x-request-id': 'lb-obs-payload-1' } })).status).toBe(403)
    const replaced = await fetch(`${url}/no%ZZpath`, { headers: { 'x-request-id': 'bad id!' } })
    expect(replaced.status).toBe(400)
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    // The failed tries of the order's mails and webhook event reach the log.
    const failed = () => lines().filter((l) => l.includes('Delivery failed'))
    for (let i = 0; i < 100 && !(failed().some((l) => l.includes('"mail"')) && failed().some((l) => l.includes('"webhook"'))); i++)
      await sleep(200)
    const parsed = lines().map((line) => {
      expect(() => JSON.parse(line), line).not.toThrow()
      return JSON.parse(line) as Record<string, unknown>
    })
    for (const line of parsed) expect([typeof line.level, typeof line.time], JSON.stringify(line)).toEqual(['string', 'string'])
    const requests = parsed.filter((l) => l.msg === 'request')
    expect(requests.length).toBeGreaterThan(5)
    for (const line of requests) expect(line.reqId, JSON.stringify(line)).toMatch(/^[\w.:-]{1,128}$/)
    expect(requests.find((l) => l.reqId === 'lb-obs-test-1')).toMatchObject({ path: '/api/public/redirects', status: 200 })
    expect(parsed.find((l) => l.name === 'payload' && l.reqId === 'lb-obs-payload-1')).toMatchObject({ level: 'info' })
    const fails = parsed.filter((l) => String(l.msg).startsWith('Delivery failed'))
    expect(fails.map((l) => l.kind)).toEqual(expect.arrayContaining(['mail', 'webhook']))
    for (const line of fails)
      expect(Object.keys(line).sort()).toEqual(expect.arrayContaining(['attempt', 'delivery', 'kind', 'order', 'problem']))
    const session = /session_token=([^;]+)/.exec(cookie)?.[1] ?? ''
    expect(session.length).toBeGreaterThan(10)
    const text = lines().join('\n')
    for (const secret of [email, PA.addressLine1, PA.phone1, codes[0], session, decodeURIComponent(session)])
      expect(text).not.toContain(secret)
  }, 40_000)

  it('answers /metrics to this machine with the series, and nothing to a client through a proxy', async () => {
    const url = `http://localhost:${PORT}`
    for (let i = 0; i < 3; i++) await (await fetch(`${url}/products`)).arrayBuffer()
    const scrape = await fetch(`${url}/metrics`)
    expect(scrape.status).toBe(200)
    const text = await scrape.text()
    expect(text).toMatch(/switchyard_http_request_duration_seconds_count\{route="\/\[locale\]\/products",method="GET",status="200"\} \d+/)
    expect(text).toMatch(/switchyard_response_cache_requests_total\{result="(hit|miss)"\} \d+/)
    for (const series of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'switchyard_outbox_pending',
      'switchyard_outbox_oldest_pending_age_seconds',
    ])
      expect(text).toContain(`\n${series} `)
    expect(text).toMatch(/switchyard_outbox_stuck\{reason="failed"\} 0/)
    // Never a raw path as a label.
    expect(text).not.toContain('/no%ZZpath')
    // Over loopback but through a proxy (X-Forwarded-For), or from this machine's network address
    // (not in METRICS_ALLOW): an unknown page.
    const proxied = await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': '198.51.100.1' } })
    expect(proxied.status).toBe(404)
    expect(await proxied.text()).not.toContain('switchyard_')
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address
    if (lan) expect((await fetch(`http://${lan}:${PORT}/metrics`)).status).toBe(404)
  }, 30_000)

  it('sends traces of the requests it answers to the OTLP endpoint', async () => {
    await (await fetch(`http://localhost:${PORT}/api/public/redirects`)).arrayBuffer()
    for (let i = 0; i < 50 && !otlp.bodies.some((b) => b.includes('/api/public/redirects')); i++) await sleep(200)
    const spans = otlp.bodies.flatMap((b) =>
      (
        JSON.parse(b) as { resourceSpans: { scopeSpans: { spans: { name: string; kind: number; attributes: unknown[] }[] }[] }[] }
      ).resourceSpans
        .flatMap((r) => r.scopeSpans)
        .flatMap((s) => s.spans),
    )
    // A server span (kind 2) for the request.
    expect(spans.some((s) => s.kind === 2 && JSON.stringify(s).includes('/api/public/redirects'))).toBe(true)
  }, 30_000)
})
