import { z } from 'zod'

import { HttpError, route } from '@/lib/platform/http/server/route'
import { readShop } from '@/lib/orders/server/documents/load'
import { loadEnv } from '@/lib/platform/server/env'
import { quoteByNumber, quoteDocumentData } from '@/lib/quotes/server/documents/load'
import { renderQuotePdf } from '@/lib/quotes/server/documents/QuotePdf'
import { quotePdfFileName } from '@/lib/quotes/server/documents/text'
import { findOwnQuoteDoc } from '@/lib/quotes/server/own'
import { getPayloadClient } from '@/lib/platform/server/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/private/quotes/{number}/pdf[?version=n]: a sent version of the quote (the current
 * one unless `version` names an earlier one) as a PDF in the request's language, to its buyer's
 * company (the same check as GET /api/private/quotes/{number}) and to staff signed into the
 * admin; 404 to anyone else and for a quote not sent yet, 401 without any session.
 */
const pdfQuerySchema = z.object({ version: z.coerce.number().int().min(1).max(9999).optional() })

export const GET = route<{ number: string }, undefined, typeof pdfQuerySchema>(
  { auth: 'optional', query: pdfQuerySchema },
  async ({ request, user, params, query }) => {
    const payload = await getPayloadClient()
    const env = loadEnv()
    // Payload accepts its cookie only with a same-site Origin (its CSRF guard); a download link
    // opened from the admin may have none. This GET only reads, so the cookie is judged as a
    // same-site request's (as the order PDF's route does).
    const headers = new Headers(request.headers)
    headers.set('origin', new URL(env.publicUrl).origin)
    const staff = (await payload.auth({ headers }).catch(() => ({ user: null }))).user
    const isStaff = staff?.collection === 'users'
    if (!isStaff && !user) throw new HttpError(401, 'unauthorized')
    const doc = isStaff ? await quoteByNumber(payload, params.number) : await findOwnQuoteDoc(payload, user!.email, params.number)
    const quote = doc && doc.version ? quoteDocumentData(doc, query.version ?? doc.version) : null
    if (!quote) throw new HttpError(404, 'not-found')
    const pdf = await renderQuotePdf(quote, await readShop(payload, env))
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${quotePdfFileName(quote)}"`,
        'Content-Length': String(pdf.length),
        'Cache-Control': 'private, no-store',
      },
    })
  },
)
