import { draftMode } from 'next/headers'

import { isLocale } from '@/i18n/locales'
import { apiError, localRedirect } from '@/lib/platform/http/server/respond'
import { docHref, hrefFor } from '@/lib/content/server/hrefs'
import { loadEnv } from '@/lib/platform/server/env'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { isPreviewable } from '@/lib/content/server/preview'
import { route } from '@/lib/platform/http/server/route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/preview?collection=articles&id=7&locale=es: the admin's Preview button. For a
 * signed-in member of staff, switches on draft mode and opens the document's page in that
 * language showing its latest draft; anyone else gets 403 and no draft is shown.
 */
export const GET = route({}, async ({ request }) => {
  const params = request.nextUrl.searchParams
  const collection = params.get('collection') ?? ''
  const id = params.get('id') ?? ''
  const locale = params.get('locale') ?? 'en'
  if (!isPreviewable(collection) || !/^\d+$/.test(id) || !isLocale(locale)) {
    return apiError(request, 400, 'bad-request', { path: 'collection, id, locale', problem: 'invalid' })
  }
  const payload = await getPayloadClient()
  // Payload accepts its cookie only with a same-site Origin or Sec-Fetch-Site (its CSRF
  // guard). A preview link pasted into a new tab has neither; this GET only switches on
  // draft viewing for a member of staff, so the cookie is judged as a same-site request's.
  const headers = new Headers(request.headers)
  headers.set('origin', new URL(loadEnv().publicUrl).origin)
  const { user } = await payload.auth({ headers })
  if (!user || user.collection !== 'users') return apiError(request, 403, 'forbidden')
  const doc = (await payload
    .findByID({ collection, id: Number(id), locale, draft: true, depth: 0, overrideAccess: false, user, select: { slug: true } })
    .catch(() => null)) as { slug?: string | null } | null
  if (!doc) return apiError(request, 404, 'not-found')
  // The home page lives at /; every other document at its slug, once it has one.
  const target =
    collection === 'pages' && doc.slug === 'home' ? hrefFor('/', {}, locale) : doc.slug ? docHref(collection, doc.slug, locale) : null
  if (!target) return apiError(request, 404, 'not-found')
  ;(await draftMode()).enable()
  return localRedirect(target, 307)
})
