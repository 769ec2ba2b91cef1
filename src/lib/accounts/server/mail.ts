import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'

import type { Locale } from '@/i18n/locales'
import type { Env } from '@/lib/platform/server/env'

/** A file sent with a mail (nodemailer's attachment fields). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer }
/** `messageId`: the mail's Message-ID header, set when a retry must be recognisable as the same mail (the outbox's deliveries). */
export type Mail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[]; messageId?: string }
/** An attachment as the outbox keeps it: its bytes in base64 up to OUTBOX_ATTACHMENT_LIMIT, else only its name and size. */
export type StoredAttachment = { filename: string; contentType: string; size: number; base64: string | null }
export type StoredMail = Omit<Mail, 'attachments'> & { id: string; date: string; attachments?: StoredAttachment[] }

/** The largest attachment the outbox keeps the bytes of (the dev mailbox only needs to show there is one). */
export const OUTBOX_ATTACHMENT_LIMIT = 2 * 1024 * 1024

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const WORDS = {
  en: {
    subject: (code: string) => `${code} is your Switchyard sign-in code`,
    intro: 'Use this code to sign in to Switchyard:',
    expiry: 'It expires in 5 minutes and can be tried 3 times. A new code replaces this one.',
    ignore: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
  },
  es: {
    subject: (code: string) => `${code} es su código para entrar en Switchyard`,
    intro: 'Use este código para iniciar sesión en Switchyard:',
    expiry: 'Vence en 5 minutos y admite 3 intentos. Un código nuevo reemplaza a este.',
    ignore: 'Si usted no lo pidió, ignore este correo: nadie puede entrar sin el código.',
  },
} as const

/** The sign-in e-mail in the buyer's language, as text and HTML. */
export function signInMail(to: string, code: string, locale: Locale): Mail {
  const w = WORDS[locale]
  const text = `${w.intro}\n\n    ${code}\n\n${w.expiry}\n\n${w.ignore}\n\nSwitchyard\n`
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escape(w.intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:ui-monospace,monospace">${escape(code)}</p>
<p>${escape(w.expiry)}</p>
<p style="color:#475569">${escape(w.ignore)}</p>
<p>Switchyard</p>
</body></html>`
  return { to, subject: w.subject(code), text, html }
}

export const outboxDir = (env: Pick<Env, 'dataDir'>) => path.join(env.dataDir, 'outbox')

type Global = { __switchyardMailer?: { url: string; transport: Transporter } }

/**
 * Sends through SMTP_URL; without it, writes the mail into DATA_DIR/outbox for the
 * development mailbox page. Never logs the mail's content (it carries a code). Attachments
 * go as nodemailer attachments, or into the outbox file (base64, capped).
 */
export async function sendMail(mail: Mail, env: Pick<Env, 'smtpUrl' | 'dataDir' | 'mailFrom'>): Promise<void> {
  if (env.smtpUrl) {
    const g = globalThis as Global
    if (!g.__switchyardMailer || g.__switchyardMailer.url !== env.smtpUrl) {
      // A server that stops answering fails the try (and the outbox retries) well within a delivery's lease.
      const transport = nodemailer.createTransport({
        url: env.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
      g.__switchyardMailer = { url: env.smtpUrl, transport }
    }
    await g.__switchyardMailer.transport.sendMail({ from: env.mailFrom, ...mail })
    return
  }
  const dir = outboxDir(env)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const date = new Date().toISOString()
  // A mail sent again under its Message-ID (a retried delivery) is the one already kept.
  const tag = mail.messageId ? createHash('sha256').update(mail.messageId).digest('hex').slice(0, 16) : randomBytes(4).toString('hex')
  if (mail.messageId && fs.readdirSync(dir).some((f) => f.endsWith(`-${tag}.json`))) return
  const id = `${date.replace(/[:.]/g, '-')}-${tag}`
  const { attachments, messageId: _messageId, ...rest } = mail
  const stored: StoredMail = {
    id,
    date,
    ...rest,
    ...(attachments?.length
      ? {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.length,
            base64: a.content.length <= OUTBOX_ATTACHMENT_LIMIT ? a.content.toString('base64') : null,
          })),
        }
      : {}),
  }
  fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(stored), { mode: 0o600 })
}

/** The outbox's mails, newest first (the development mailbox page). */
export function readOutbox(env: Pick<Env, 'dataDir'>, limit = 50): StoredMail[] {
  const dir = outboxDir(env)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit)
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as StoredMail)
}
