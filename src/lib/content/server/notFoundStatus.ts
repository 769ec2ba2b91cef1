import { loader } from '@/lib/platform/cache/server/loader'

/**
 * Marks the page being rendered as a 404. Next 16.4 sends a page that throws notFound()
 * as an empty shell (the words appear only once script runs), so cached pages render the
 * 404 view themselves and carry this tag; the page cache handler
 * (src/lib/platform/cache/server/pageCacheHandler.mjs) stores and sends such a page with status 404.
 */
export const NOT_FOUND_TAG = 'status:404'

const notFoundMark = loader({ key: 'status-404', tags: [NOT_FOUND_TAG] }, async () => true)

export async function markNotFound(): Promise<void> {
  await notFoundMark()
}
