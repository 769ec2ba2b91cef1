import { NextRequest } from 'next/server'

import { publishRoute } from '@/lib/platform/net/publishedRoutes.mjs'

type Handler = (request: NextRequest, segment: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>

/**
 * Offers a POST route's handler to the HTTP front server of this process (src/server/published.mjs,
 * README "Speed"): once this module has loaded (the route's first request, through Next), the front
 * server answers the route with this same handler, on a NextRequest made from the request,
 * without Next's routing, streams and tracing, which cost a small API answer more than its own
 * work. Only for handlers that read nothing but their request (no `next/headers`, no page cache).
 */
export function publishPost(path: string, handler: Handler) {
  publishRoute(path, (url, { method, headers, body }) =>
    // A Buffer is the bytes a body takes; the DOM types want an ArrayBuffer-backed view.
    handler(new NextRequest(url, { method, headers, body: body.length ? (body as Uint8Array<ArrayBuffer>) : null }), {
      params: Promise.resolve({}),
    }),
  )
}
