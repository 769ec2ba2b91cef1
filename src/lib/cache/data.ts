import { unstable_cache } from 'next/cache'

/**
 * A data loader kept in Next's data cache (docs/caching.md, "The model"): its answer is
 * stored as JSON under `key` plus its arguments, in the page cache handler's byte-bounded
 * map (`pageCacheHandler.mjs`), shared by every request and every page, until one of
 * `tags` is expired (`expireTags` in ./memo) or, with `revalidate`, that many seconds
 * have passed (only for what comes from outside: the icon service). Every cached read of the app goes through
 * here. Two rules: a `key` names what the loader returns (change it when that changes: the
 * loader's source is not part of it), and a cached loader never calls another (Next
 * bypasses a cached call nested in another, so the inner one would not be cached).
 */
export function cached<A extends unknown[], R>(load: (...args: A) => Promise<R>, key: string[], options: { tags: string[]; revalidate?: number }): (...args: A) => Promise<R> {
  return unstable_cache(load, key, options)
}
