import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'

import { coalesced } from './loaders'
import { memo } from './memo'
import { PAGES_TAG } from '../tags'

/**
 * The one way a data loader is cached (docs/caching.md, "The model"). A loader declares:
 * - `key`: what it returns. The key it is stored under also holds a version made from the
 *   loader's own source, so a changed loader is a new entry and nobody bumps a constant by
 *   hand. (A loader whose shape comes from a helper it calls changes with that helper only
 *   when its own code does: in production nothing outlives a deploy, as the data cache is per
 *   process, so this matters in a long-running dev server.)
 * - `tags`: when it expires (`expireTags` in ./memo); a function of the first argument when it
 *   decides them (a document with a download also expires with its file).
 * - `cache` (default true): kept as JSON in Next's data cache, in the page cache handler's
 *   byte-bounded map, shared by every request and page; `revalidate` seconds for what comes
 *   from outside (the icon service).
 * - `memo`: the parsed value is also kept in process, frozen, until a tag expires: for values
 *   read on many pages (the catalogue's digest and tables), where parsing Next's copy costs
 *   more than the render.
 * - `coalesce` (default true): concurrent calls with the same arguments share one run, so
 *   the requests that arrive together after an edit start one rebuild.
 * A cached loader never calls another: Next bypasses a cached call nested in another, so the
 * inner one would silently not be cached. Such a call throws here, wherever it happens, and a
 * unit test shows it (tests/unit/cache/loader.test.ts).
 */
export type LoaderOptions<A extends unknown[]> = {
  key: string
  tags: readonly string[] | ((first: NoInfer<A[0]>) => readonly string[])
  cache?: boolean
  memo?: boolean
  coalesce?: boolean
  revalidate?: number
}

/** The render kinds whose collected tags become the cached page's tags (Next's unstable_cache collects for these). */
const COLLECTING = new Set(['cache', 'private-cache', 'prerender', 'prerender-runtime', 'prerender-legacy'])

/**
 * Adds `tags` to the tags of the page being rendered, as Next's own `unstable_cache` does
 * when it runs. A memoised value, or a call that joins one already running (coalesced), skips
 * `unstable_cache`: without this a page rendered from the memo kept none of its reads' tags,
 * and an edit never expired it (issue 27: a series' new title on its own page but not on
 * `/category/…` or `/products` 8 minutes later). The page tag too (../tags.ts): every page
 * reads through a loader (the header's menu at least), so every page is expired by an edit of
 * anything pages show.
 */
function collectTags(tags: readonly string[]) {
  const store = workUnitAsyncStorage.getStore() as { type: string; tags?: string[] | null } | undefined
  if (!store || !COLLECTING.has(store.type)) return
  if (!store.tags) store.tags = [...tags]
  else for (const tag of tags) if (!store.tags.includes(tag)) store.tags.push(tag)
}

/** The key of the cached loader whose load is running, if any. */
const running = ((globalThis as { __switchyardCachedLoad?: AsyncLocalStorage<string> }).__switchyardCachedLoad ??=
  new AsyncLocalStorage<string>())

/** A short hash of the loader's source: part of its key. */
const versionOf = (load: (...args: never[]) => unknown) => createHash('sha256').update(load.toString()).digest('base64url').slice(0, 12)

export function loader<A extends unknown[], R>(options: LoaderOptions<A>, load: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const { key, cache = true, coalesce = true, revalidate } = options
  const keyParts = [key, versionOf(load)]
  const tagsOf = (args: A): string[] => [...(typeof options.tags === 'function' ? options.tags(args[0]) : options.tags)]
  const guarded = cache ? (...args: A) => running.run(key, () => load(...args)) : load
  // One data-cache wrapper when the tags are fixed; one per call when the arguments decide them.
  const fixed =
    cache && typeof options.tags !== 'function'
      ? unstable_cache(guarded, keyParts, { tags: tagsOf([] as unknown as A), revalidate })
      : undefined
  const stored = cache ? (...args: A) => (fixed ?? unstable_cache(guarded, keyParts, { tags: tagsOf(args), revalidate }))(...args) : guarded
  const shared = coalesce ? coalesced(stored) : stored
  const kept = options.memo
    ? (...args: A) => memo(`${keyParts.join(':')}:${JSON.stringify(args)}`, tagsOf(args), () => shared(...args))
    : shared
  return (...args: A) => {
    const outer = running.getStore()
    if (cache && outer !== undefined) {
      return Promise.reject(
        new Error(
          `The cached loader "${key}" was called inside the cached loader "${outer}": Next would not cache it. Call both from the page, or make one of them uncached (src/lib/platform/cache/server/loader.ts).`,
        ),
      )
    }
    if (cache) collectTags([...tagsOf(args), PAGES_TAG])
    return kept(...args)
  }
}
