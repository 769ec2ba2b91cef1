import { retryFetch } from '@/lib/platform/net/browser/retryFetch'

import type { Availability } from '../promiseWords'

/** The most lines one request may carry (the route refuses more); a longer list goes in several. */
const MAX_LINES = 500

export type AvailabilityLine = { pn: string; qty: number }

/** The answer for every line, in order, and how far the browser's clock is behind the server's (ms). */
type AvailabilityAnswer = { lines: Availability[]; clockOffset: number }

async function ask(lines: readonly AvailabilityLine[], signal: AbortSignal): Promise<{ data: Availability[]; offset: number } | null> {
  const res = await retryFetch('/api/public/availability', {
    method: 'POST',
    // It only reads: tried again like a GET.
    safe: true,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ lines }),
    signal,
  })
  if (!res.ok) return null
  const body: unknown = await res.json()
  const data =
    typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data) ? (body.data as Availability[]) : null
  if (!data || data.length !== lines.length) return null
  // The server's clock from its Date header (whole seconds: the middle of that second), so a
  // browser whose clock is off still counts down to the shop's real cutoff.
  const date = Date.parse(res.headers.get('date') ?? '')
  return { data, offset: Number.isFinite(date) ? date + 500 - Date.now() : 0 }
}

/**
 * POST /api/public/availability for a page's lines (docs/api.md): one request for up to 500
 * lines, several side by side beyond. Null when any part failed (the page keeps what it showed).
 */
export async function fetchAvailability(lines: readonly AvailabilityLine[], signal: AbortSignal): Promise<AvailabilityAnswer | null> {
  const chunks: AvailabilityLine[][] = []
  for (let i = 0; i < lines.length; i += MAX_LINES) chunks.push(lines.slice(i, i + MAX_LINES))
  try {
    const answers = await Promise.all(chunks.map((chunk) => ask(chunk, signal)))
    if (answers.some((a) => a === null)) return null
    const done = answers as { data: Availability[]; offset: number }[]
    return { lines: done.flatMap((a) => a.data), clockOffset: done[0]?.offset ?? 0 }
  } catch {
    // No answer (offline, aborted, not JSON): nothing to show yet.
    return null
  }
}
