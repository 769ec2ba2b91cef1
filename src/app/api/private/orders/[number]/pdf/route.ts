import { isOrderNumber } from '@/domain'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { findWebUser } from '@/lib/accounts/server/webUser'
import { loadEnv } from '@/lib/platform/server/env'
import { documentData, readShop } from '@/lib/orders/server/documents/load'
import { orderPdfFileName, renderOrderPdf } from '@/lib/orders/server/documents/OrderPdf'
import { findOwnOrderDoc, orderByNumber } from '@/lib/orders/server/present'
import { getPayloadClient } from '@/lib/platform/server/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/private/orders/{number}/pdf: the order as a PDF in its language, to its buyer
 * (the same ownership check as GET /api/private/orders/{number}) and to staff signed into
 * the admin; 404 to anyone else, 401 without any session.
 */
export const GET = route<{ number: string }>({ auth: 'optional' }, async ({ request, user, params }) => {
  const payload = await getPayloadClient()
  const env = loadEnv()
  // Payload accepts its cookie only with a same-site Origin (its CSRF guard); a download link
  // opened from the admin may have none. This GET only reads, so the cookie is judged as a
  // same-site request's (as the preview route does).
  const headers = new Headers(request.headers)
  headers.set('origin', new URL(env.publicUrl).origin)
  const staff = (await payload.auth({ headers }).catch(() => ({ user: null }))).user
  const isStaff = staff?.collection === 'users'
  if (!isStaff && !user) throw new HttpError(401, 'unauthorized')
  const doc = isStaff
    ? isOrderNumber(params.number)
      ? await orderByNumber(payload, params.number)
      : null
    : await findOwnOrderDoc(payload, await findWebUser(payload, user!.email), params.number)
  if (!doc) throw new HttpError(404, 'not-found')
  const order = documentData(doc)
  const pdf = await renderOrderPdf(order, await readShop(payload, env))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${orderPdfFileName(order)}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
    },
  })
})
