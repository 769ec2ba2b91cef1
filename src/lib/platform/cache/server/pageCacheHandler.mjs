// Next's cache handler (next.config.ts `cacheHandler`), loaded by Next at run time without
// compilation, hence plain JavaScript. It holds rendered pages (ISR) and the data cache
// (`unstable_cache`) in one least-recently-used map per process, capped in bytes, so the
// number of cached list views stays bounded however many query variants crawlers try.
//
// Cached pages get their Content-Security-Policy here, when they are stored: the SHA-256
// of each inline script of that exact HTML (see src/lib/platform/security/server/policy.mjs).
//
// With REDIS_URL, tag expiries travel between instances over Redis pub/sub (on the channel
// of REDIS_PREFIX, so two shops on one Redis never hear each other): every instance expires the
// same tags in its Next cache and in the app's in-process memo (src/lib/platform/cache/server/memo.ts),
// so an edit through any instance shows on all of them. While Redis is away pages serve from
// this cache; an expiry published meanwhile is lost, so when the link comes back this instance
// drops everything it holds (`dropEverything`) and renders afresh.
import { randomUUID } from 'node:crypto'

import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { getLogger } from '../../observability/server/log.mjs'
import { cachedPagePolicy } from '../../security/server/policy.mjs'
import { cacheChannel, redisPrefix, resilientRedis, withinRedisTimeout } from '../../server/redis.mjs'

const { tagsManifest } = tagsManifestModule
const log = getLogger('page-cache')
// The tag a page renders its own 404 view under (src/lib/content/server/notFoundStatus.ts).
const NOT_FOUND_TAG = 'status:404'
const MAX_BYTES = Math.max(1, Number(process.env.PAGE_CACHE_MAX_MB) || 256) * 1024 * 1024
// Two kinds of entry take at most a share of the bytes, so that however many of them are
// asked for they push out their own kind, never the rest of the shop's pages: list views
// with a query (`/<locale>/_list/<view>/…`, src/lib/catalogue/view.ts), every filter
// combination a crawler tries, and pages that rendered their 404 view, every made-up
// part number or slug under a dynamic route.
const SHARES = { list: 0.25, missing: 0.1 }
/** @returns {'list' | 'missing' | null} */
const shareOf = (key, value) => (key.includes('/_list/') ? 'list' : value?.status === 404 ? 'missing' : null)
/** The response header that names one render of a page (see `set`). */
export const RENDER_HEADER = 'x-switchyard-render'

/**
 * State lives on globalThis: Next may construct this class more than once per process
 * (one IncrementalCache per request), and every copy must share one map and one Redis link.
 * @type {{ entries: Map<string, { value: any, lastModified: number, cacheControl?: any, bytes: number, share: 'list' | 'missing' | null, render?: string }>, bytes: number, shareBytes: { list: number, missing: number }, renders: Set<string>, instance: string, redis?: { publisher: any, channel: string }, drops?: number }}
 */
const state = (globalThis.__switchyardPageCache ??= { entries: new Map(), bytes: 0, instance: randomUUID() })
state.shareBytes ??= { list: 0, missing: 0 }
// The renders this cache holds, by RENDER_HEADER: the front server's response cache keeps a
// copy of an answer only while the render it copied is here (src/server/responseCache.mjs).
state.renders ??= new Set()

/** Rough bytes of a cache value: what dominates is the HTML, the flight data and cached JSON. */
function sizeOf(value) {
  if (!value) return 64
  if (value.kind === 'APP_PAGE') {
    let n = (value.html?.length ?? 0) + (value.rscData?.length ?? 0)
    if (value.segmentData) for (const buf of value.segmentData.values()) n += buf.length
    return n
  }
  if (value.kind === 'FETCH') return value.data?.body?.length ?? 1024
  return 1024
}

function remember(key, entry) {
  forget(key)
  state.entries.set(key, entry)
  state.bytes += entry.bytes
  if (entry.share) state.shareBytes[entry.share] += entry.bytes
  if (entry.render) state.renders.add(entry.render)
  // The least recently used go first: Map keeps insertion order and a hit re-inserts. Entries
  // of a kind past its share go first among themselves.
  const share = entry.share
  if (share) {
    for (const [k, e] of state.entries) {
      if (state.shareBytes[share] <= MAX_BYTES * SHARES[share] || k === key) break
      if (e.share === share) forget(k)
    }
  }
  while (state.bytes > MAX_BYTES && state.entries.size > 1) forget(state.entries.keys().next().value)
}

function forget(key) {
  const old = state.entries.get(key)
  if (!old) return
  state.entries.delete(key)
  state.bytes -= old.bytes
  if (old.share) state.shareBytes[old.share] -= old.bytes
  if (old.render) state.renders.delete(old.render)
}

/** Marks tags expired at `now` in Next's tag manifest (as Next's own file-system cache does). */
function expireLocally(tags, durations, now, fromElsewhere) {
  for (const tag of tags) {
    const existing = tagsManifest.get(tag) ?? {}
    if (durations) {
      tagsManifest.set(tag, {
        ...existing,
        stale: now,
        ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
      })
    } else {
      tagsManifest.set(tag, { ...existing, expired: now })
    }
  }
  // The front server's response cache (src/server/responseCache.mjs) drops what it holds.
  tellListeners(tags)
  // The app's memo (src/lib/platform/cache/server/memo.ts) keys its values by tag generation; on the
  // instance of the edit, expireTags has moved it on already.
  if (!fromElsewhere) return
  const memo = (globalThis.__switchyardMemo ??= { generations: new Map(), entries: new Map() })
  for (const tag of tags) memo.generations.set(tag, (memo.generations.get(tag) ?? 0) + 1)
}

/** Tells the memo and the front server's caches; `tags` empty means everything. */
function tellListeners(tags) {
  for (const listener of globalThis.__switchyardCacheExpiryListeners ?? []) listener(tags)
}

/**
 * Forgets every page and data entry, and everything the memo keeps (a new epoch changes the
 * generation of every tag): expiries may have been published while this instance could not
 * hear them. The next request of each page renders it again from the database.
 */
function dropEverything() {
  for (const key of [...state.entries.keys()]) forget(key)
  const memo = (globalThis.__switchyardMemo ??= { generations: new Map(), entries: new Map() })
  memo.epoch = (memo.epoch ?? 0) + 1
  memo.entries.clear()
  state.drops = (state.drops ?? 0) + 1
  tellListeners([])
}

function onMessage(message) {
  try {
    const { from, tags, durations } = JSON.parse(message)
    // This instance expired them already, and its memo was told by expireTags.
    if (from === state.instance || !Array.isArray(tags)) return
    expireLocally(tags, durations, Date.now(), true)
  } catch (error) {
    log.error({ err: error }, 'cache Redis: unreadable message')
  }
}

/** One publisher and one subscriber per process, made on first use; null without REDIS_URL. */
function redis() {
  const url = process.env.REDIS_URL
  if (!url) return null
  if (!state.redis) {
    const channel = cacheChannel(redisPrefix())
    const publisher = resilientRedis(url, { name: 'cache' })
    const subscriber = resilientRedis(url, { name: 'cache subscriber', onReconnect: dropEverything })
    publisher.connect().catch((error) => log.error({ err: error }, 'cache Redis: not connected'))
    // node-redis subscribes again by itself after each reconnect.
    subscriber
      .connect()
      .then(() => subscriber.subscribe(channel, onMessage))
      .catch((error) => log.error({ err: error }, 'cache Redis: not subscribed'))
    state.redis = { publisher, channel }
  }
  return state.redis
}

export default class PageCacheHandler {
  constructor() {
    // Subscribe at start-up, not on the first edit: an edit elsewhere must reach us at once.
    redis()
  }

  async get(key) {
    const hit = state.entries.get(key)
    if (!hit) return null
    state.entries.delete(key)
    state.entries.set(key, hit)
    return { value: hit.value, lastModified: hit.lastModified, cacheControl: hit.cacheControl }
  }

  async set(key, value, ctx) {
    if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && value.headers) {
      // The same value object answers the request that produced it: its headers and status
      // are sent as set here, then served with every hit.
      value.headers['content-security-policy'] = cachedPagePolicy(value.html)
      const tags = String(value.headers['x-next-cache-tags'] ?? '').split(',')
      if (tags.includes(NOT_FOUND_TAG)) value.status = 404
      // Each render gets a name, sent with every answer of it: the front server's response
      // cache answers from its copy only while this cache still holds that render, so it never
      // serves a render Next has pushed out and rendered again (the same page, other bytes).
      value.headers[RENDER_HEADER] = randomUUID()
    }
    const render = value?.headers?.[RENDER_HEADER]
    remember(key, {
      value,
      lastModified: Date.now(),
      cacheControl: ctx?.cacheControl,
      bytes: sizeOf(value),
      share: shareOf(key, value),
      render,
    })
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (!list.length) return
    expireLocally(list, durations, Date.now(), false)
    const link = redis()
    if (link) {
      try {
        // Refused at once while Redis is away, given up after the timeout when it hangs: the edit never waits for Redis.
        await withinRedisTimeout(link.publisher.publish(link.channel, JSON.stringify({ from: state.instance, tags: list, durations })))
      } catch (error) {
        log.error({ err: error }, 'cache Redis: could not publish an expiry')
      }
    }
  }

  resetRequestCache() {}
}

/** For tests: how many entries and bytes this process holds. */
export function cacheStats() {
  return {
    entries: state.entries.size,
    bytes: state.bytes,
    listBytes: state.shareBytes.list,
    missingBytes: state.shareBytes.missing,
    renders: state.renders.size,
    maxBytes: MAX_BYTES,
    drops: state.drops ?? 0,
  }
}
