/**
 * The browser tests' outside services: a real SMTP server that keeps every mail the shop
 * sends (read back by the tests), and an OpenID Connect provider standing in for Google.
 * Started by the e2e server process (scripts/commands/serveTest.ts) before the app.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Events, OAuth2Server } from 'oauth2-mock-server'
import { SMTPServer } from 'smtp-server'

const port = Number(process.env.E2E_PORT ?? 3210)
export const SMTP_PORT = port + 15
export const OIDC_PORT = port + 16
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
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    )
}

export type SinkMail = { to: string; subject: string; raw: string }

export async function startMailSink(): Promise<SMTPServer> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true })
  fs.mkdirSync(MAIL_DIR, { recursive: true })
  let n = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',')
        const subject = decodeWords((/^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '').replace(/\r\n[ \t]/g, ' ').trim())
        const mail: SinkMail = { to, subject, raw }
        fs.writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${String(n++).padStart(5, '0')}.json`), JSON.stringify(mail))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve))
  return server
}

export async function startOidc(): Promise<OAuth2Server> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  server.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, GOOGLE_USER))
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
