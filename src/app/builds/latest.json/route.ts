import { buildInfo } from '@/lib/platform/server/buildInfo'

// Answered per request, never from the page cache or the front server's response cache
// (which keep only pages Next served from its page cache): a new deployment shows at once.
export const dynamic = 'force-dynamic'

/** GET /builds/latest.json?t=…: the running build's id and time (README, "The browser's own calls": new version notice), for open pages to compare with their own. */
export function GET() {
  return Response.json(buildInfo(), { headers: { 'Cache-Control': 'no-store, max-age=0' } })
}
