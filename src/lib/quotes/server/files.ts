import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import type { QuoteAttachment } from '@/payload-types'

import { findOwnQuoteDoc } from './own'

type Handler = (
  req: PayloadRequest,
  args: { params: { collection: string; filename: string }; doc?: unknown },
) => Promise<Response | void> | Response | void

/**
 * An attachment of the buyer's own quote, as stored (the quote names it; any other id, or
 * another company's quote, is null). Read through the upload collection's storage: S3's
 * handler when the bucket is configured (src/lib/platform/server/uploadStorage.ts), else the
 * file under DATA_DIR/quote-files.
 */
export async function ownQuoteFile(
  payload: Payload,
  email: string,
  number: string,
  id: string,
  req: PayloadRequest,
): Promise<{ doc: QuoteAttachment; body: BodyInit } | null> {
  if (!/^\d{1,12}$/.test(id)) return null
  const quote = await findOwnQuoteDoc(payload, email, number)
  const ids = (quote?.attachments ?? []).map((a) => (typeof a === 'object' ? a.id : a))
  if (!quote || !ids.includes(Number(id))) return null
  const doc = await payload.findByID({
    collection: 'quote-attachments',
    id: Number(id),
    depth: 0,
    disableErrors: true,
    overrideAccess: true, // reason: an attachment the buyer's own quote names (checked above)
  })
  if (!doc?.filename) return null
  const upload = payload.collections['quote-attachments'].config.upload
  const handlers = ((upload as { handlers?: Handler[] }).handlers ?? []) as Handler[]
  for (const handler of handlers) {
    const answer = await handler(req, { params: { collection: 'quote-attachments', filename: doc.filename }, doc })
    if (answer instanceof Response && answer.ok && answer.body) return { doc, body: answer.body }
  }
  const dir = typeof upload === 'object' && upload.staticDir ? upload.staticDir : null
  if (!dir) return null
  const bytes = await readFile(path.join(dir, path.basename(doc.filename))).catch(() => null)
  return bytes ? { doc, body: new Uint8Array(bytes) } : null
}
