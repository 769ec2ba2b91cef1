/**
 * The browser tests' outside services: a real SMTP server that keeps every mail the shop
 * sends (read back by the tests), and an OpenID Connect provider standing in for Google.
 * Started by the e2e server process (scripts/commands/serveTest.ts) before the app.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Events, OAuth2Server } from 'oauth2-mock-server'

import { startSmtpStandIn } from '../../helpers/smtpStandIn'

const port = Number(process.env.E2E_PORT ?? 3210)
export const SMTP_PORT = port + 15
export const OIDC_PORT = port + 16
/** The Stripe stand-in (tests/fixtures/fakeStripe.ts): its API and hosted Checkout page. */
export const STRIPE_PORT = port + 1
/** The icon service's stand-in (tests/fixtures/iconStandIn.ts): `hang-…` icons never answer. */
export const ICON_PORT = port + 17
export const STRIPE_SECRET_KEY = 'sk_test_switchyardE2e'
export const STRIPE_WEBHOOK_SECRET = 'whsec_switchyardE2e'
export const MAIL_DIR = path.join(os.tmpdir(), `switchyard-e2e-mail-${port}`)
export const GOOGLE_USER = {
  sub: 'google-e2e-grace',
  email: 'grace.hopper@example.test',
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Hopper',
  name: 'Grace Hopper',
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
export function decodeWords(header: string): string {
  return header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

export type SinkMail = { to: string; subject: string; raw: string }

export async function startMailSink() {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true })
  fs.mkdirSync(MAIL_DIR, { recursive: true })
  let n = 0
  return startSmtpStandIn(SMTP_PORT, ({ to, raw }) => {
    const subject = decodeWords((/^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '').replace(/\r\n[ \t]/g, ' ').trim())
    const mail: SinkMail = { to: to.map((a) => a.toLowerCase()).join(','), subject, raw }
    fs.writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${String(n++).padStart(5, '0')}.json`), JSON.stringify(mail))
  })
}

/** A Google account whose provider does not vouch for its address: asked for with `login_hint=unverified`. */
export const UNVERIFIED_GOOGLE_USER = {
  sub: 'google-e2e-unverified',
  email: 'unverified.buyer@example.test',
  email_verified: false,
  given_name: 'Mallory',
  family_name: 'Unverified',
  name: 'Mallory Unverified',
}

export async function startOidc(): Promise<OAuth2Server> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  // The codes handed out for `login_hint=unverified`, so the token exchange knows whom it serves.
  const unverified = new Set<string>()
  server.service.on(Events.BeforeAuthorizeRedirect, (redirect, req) => {
    const hint = new URL(req.url ?? '/', 'http://mock.invalid').searchParams.get('login_hint')
    const code = redirect.url.searchParams.get('code')
    if (hint === 'unverified' && code) unverified.add(code)
  })
  const userOf = (req: { body?: { code?: unknown } }) =>
    typeof req.body?.code === 'string' && unverified.has(req.body.code) ? UNVERIFIED_GOOGLE_USER : GOOGLE_USER
  server.service.on(Events.BeforeTokenSigning, (token, req) => Object.assign(token.payload, userOf(req)))
  // The shop reads the ID token's claims; the user-info endpoint answers for the usual account.
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = { ...GOOGLE_USER }
  })
  await server.start(OIDC_PORT, 'localhost')
  return server
}

/** The mails the sink received for an address, oldest first. */
export function mailsTo(address: string): SinkMail[] {
  if (!fs.existsSync(MAIL_DIR)) return []
  return fs
    .readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as SinkMail)
    .filter((m) => m.to.split(',').includes(address.toLowerCase()))
}

/** Stripe played by the local fake: Checkout Sessions, PaymentIntents, and a hosted page whose "Pay" delivers the signed webhook to the shop. */
export async function startStripe() {
  const { startFakeStripe } = await import('../../fixtures/fakeStripe')
  return startFakeStripe({
    port: STRIPE_PORT,
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    webhookUrl: `http://localhost:${port}/api/public/stripe/webhook`,
  })
}

export async function startIcons() {
  const { startIconStandIn } = await import('../../fixtures/iconStandIn')
  return startIconStandIn(ICON_PORT)
}
