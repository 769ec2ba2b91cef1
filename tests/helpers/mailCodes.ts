import { mailsTo } from '../e2e/helpers/services'

/**
 * Buyers' addresses and their mailed sign-in codes, read from the e2e server's SMTP sink:
 * shared by the browser tests (tests/e2e/helpers/buyer.ts) and the integration tests that
 * run against the same server without a browser (tests/integration/builtServer.int.test.ts).
 */
type Lang = 'en' | 'es'

let counter = 0
export const unique = (l: Lang, what: string) => `${what}-${l}-${Date.now()}-${counter++}@example.test`

/** The newest code mailed to an address, read from the SMTP sink, after `before` mails (waits up to 15 s). */
export async function codeFor(email: string, before: number): Promise<string> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const mails = mailsTo(email)
    const code = mails.length > before ? (/(\d{6})/.exec(mails[mails.length - 1].subject)?.[1] ?? '') : ''
    if (/^\d{6}$/.test(code)) return code
    if (Date.now() > deadline) throw new Error(`no sign-in code mailed to ${email} within 15 s (${mails.length} mails, ${before} before)`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
