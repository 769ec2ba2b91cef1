import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'

import { coalesced } from './loaders'
import { memo } from './memo'

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
    return kept(...args)
  }
}
