import { createLocalReq } from 'payload'

import { HttpError, route } from '@/lib/platform/http/server/route'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { ownQuoteFile } from '@/lib/quotes/server/files'

export const dynamic = 'force-dynamic'

/**
 * GET /api/private/quotes/{number}/files/{id}: an attachment of the buyer's own quote, as a
 * download (never rendered inline: a file a buyer sent is not a page of this site). 404 for any
 * other quote or file.
 */
export const GET = route<{ number: string; id: string }>({ auth: 'session' }, async ({ user, params }) => {
  const payload = await getPayloadClient()
  const file = await ownQuoteFile(payload, user!.email, params.number, params.id, await createLocalReq({}, payload))
  if (!file) throw new HttpError(404, 'not-found')
  const name = file.doc.filename ?? 'attachment'
  return new Response(file.body, {
    headers: {
      'Content-Type': file.doc.mimeType ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
})
