import { draftMode } from 'next/headers'

import { localRedirect } from '@/lib/platform/http/server/respond'
import { route } from '@/lib/platform/http/server/route'

export const dynamic = 'force-dynamic'

/** GET /api/preview/exit?path=/article/x: leaves draft preview and goes back to the published page. */
export const GET = route({}, async ({ request }) => {
  ;(await draftMode()).disable()
  return localRedirect(request.nextUrl.searchParams.get('path') ?? '/', 303)
})
