import type { NextRequest } from 'next/server'

import { MAX_QUOTE_ATTACHMENTS, MAX_QUOTE_LINES } from '@/domain'
import { badRequestDetails } from '@/lib/platform/http/server/respond'
import { refuse, type Refusal } from '@/lib/platform/http/server/refusal'
import { API_BODY_LIMIT } from '@/lib/platform/net/bodyLimits.mjs'

import { checkAttachments, type CheckedAttachment, type UploadedFile } from '../attachments'
import { quoteRequestBodySchema, type QuoteRequestBody } from '../contract'

/**
 * The body of POST /api/private/quotes: JSON (at most 1 MB), or multipart with the request's
 * JSON in `data` and up to 5 files in `files` (the front server caps the whole at 51 MB,
 * src/lib/platform/net/bodyLimits.mjs). Every problem is a refusal with a code the buyer reads
 * in his language; nothing is written before all of it is checked.
 */
export async function readQuoteRequest(
  request: NextRequest,
): Promise<{ ok: true; body: QuoteRequestBody; files: CheckedAttachment[] } | Refusal> {
  const type = request.headers.get('content-type') ?? ''
  let json: unknown
  let uploads: UploadedFile[] = []
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return refuse(400, 'bad-request', { path: 'body', problem: 'invalid' })
    }
    const files = form.getAll('files').filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f)
    if (files.length > MAX_QUOTE_ATTACHMENTS) return refuse(413, 'too-many-attachments', { max: MAX_QUOTE_ATTACHMENTS })
    uploads = await Promise.all(files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })))
    const data = form.get('data')
    try {
      json = typeof data === 'string' ? JSON.parse(data) : undefined
    } catch {
      return refuse(400, 'invalid-json')
    }
  } else {
    const text = await request.text()
    if (Buffer.byteLength(text) > API_BODY_LIMIT) return refuse(413, 'payload-too-large', { limit: API_BODY_LIMIT })
    try {
      json = JSON.parse(text)
    } catch {
      return refuse(400, 'invalid-json')
    }
  }
  // A request over the line limit is named as such, before the schema's generic range error.
  const lines = (json as { lines?: unknown } | null)?.lines
  if (Array.isArray(lines) && lines.length > MAX_QUOTE_LINES) return refuse(413, 'quote-too-many-lines', { max: MAX_QUOTE_LINES })
  const parsed = quoteRequestBodySchema.safeParse(json, { reportInput: true })
  if (!parsed.success) return refuse(400, 'bad-request', badRequestDetails(parsed.error.issues[0]))
  const checked = checkAttachments(uploads)
  if (!checked.ok) {
    const { code, ...details } = checked.problem
    return refuse(code === 'attachment-type' ? 422 : 413, code, { ...details, path: 'files' })
  }
  return { ok: true, body: parsed.data, files: checked.files }
}
