import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

export const dynamic = 'force-dynamic'

/** GET /api/preview/exit?path=/article/x: leaves draft preview and goes back to the published page. */
export async function GET(request: NextRequest) {
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  const safe = path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/'
  ;(await draftMode()).disable()
  return NextResponse.redirect(new URL(safe, request.url), 303)
}
