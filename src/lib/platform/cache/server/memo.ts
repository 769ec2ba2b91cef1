import { revalidateTag } from 'next/cache'

import { withPageTag } from '../tags'

/**
 * A per-process layer over the data cache. Next's data cache (`cached()`) hands back a fresh copy of its
 * value on every call (parsed from JSON), which for the catalogue's digest and large
 * series tables costs more than rendering the page. Here the parsed value is kept in
 * memory, frozen, until one of its tags is expired through `expireTags`, the one place
 * this app expires tags (collection and global hooks, the importer's revalidate call).
 *
 * State lives on globalThis: Next may load this module once per bundle layer, and every
 * copy must see the same generations. Several app instances each keep their own, exactly
 * like Next's own in-memory cache.
 */
type Entry = { stamp: string; value: unknown }
/** `epoch` moves on when the page cache handler drops everything (Redis came back: expiries may have been missed). */
type State = { generations: Map<string, number>; entries: Map<string, Entry>; epoch?: number }

const MAX_ENTRIES = 2000
const state: State = ((globalThis as { __switchyardMemo?: State }).__switchyardMemo ??= {
  generations: new Map(),
  entries: new Map(),
})

const stampOf = (tags: readonly string[]) => `${state.epoch ?? 0}:${tags.map((t) => state.generations.get(t) ?? 0).join('.')}`

/** The current generation of `tags`: a string that changes whenever one of them is expired. */
export const generationOf = (tags: readonly string[]): string => stampOf(tags)

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

/** Expires tags in Next's data cache and in this memo, at once (and every page, when they name what pages show). */
export function expireTags(tags: readonly string[]) {
  for (const tag of withPageTag(tags)) {
    state.generations.set(tag, (state.generations.get(tag) ?? 0) + 1)
    revalidateTag(tag, { expire: 0 })
  }
}

/**
 * Expires tags from outside any request (a timer: the list stock's watch,
 * src/lib/availability/server/listStock.ts). Next's `revalidateTag` needs a request's store, so
 * the page cache handler is told directly, as Next would tell it (its tag manifest, the front
 * server's response cache, the other instances over Redis), and this memo moves on. Not for
 * what pages show (`expireTags` adds the page tag): a timer only expires the tags of what the
 * pages do not read from Payload.
 */
export async function expireTagsOffRequest(tags: readonly string[]) {
  for (const tag of tags) state.generations.set(tag, (state.generations.get(tag) ?? 0) + 1)
  const { default: PageCacheHandler } = await import('./pageCacheHandler.mjs')
  await new PageCacheHandler().revalidateTag([...tags])
}

/**
 * The value `load` gives for `key`, kept until one of `tags` is expired. Values are frozen:
 * they are shared by every request. A load that overlaps an expiry is not kept.
 */
export async function memo<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  const stamp = stampOf(tags)
  const hit = state.entries.get(key)
  if (hit && hit.stamp === stamp) {
    // Most recently used last, so the oldest entry is the first to go.
    state.entries.delete(key)
    state.entries.set(key, hit)
    return hit.value as T
  }
  const value = deepFreeze(await load())
  if (stampOf(tags) === stamp) {
    state.entries.set(key, { stamp, value })
    if (state.entries.size > MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value!)
  }
  return value
}
