import type { Payload } from 'payload'

import { getLogger } from '@/lib/platform/observability/server/log.mjs'

import type { AvailabilitySnapshot } from '../answer.mjs'
import { availabilityVersion, loadAvailabilitySnapshot } from './snapshot'

/*
 * The availability snapshot kept in memory (docs/availability.md, "In the server"). Every
 * `pollMs` a cheap version query (./snapshot.ts) tells whether stock, parts, series, prefixes,
 * cart-item rules or the settings changed since it was read, and a change reloads it: an edit on
 * another instance, or the ERP feed, shows within a poll and a load. `soon()` reloads after a
 * short quiet time: the app calls it on a cache-tag expiry in this process (an admin edit).
 */

export type AvailabilityStore = {
  /** The snapshot, loaded on first use. */
  get(): Promise<AvailabilitySnapshot>
  /** Reloads now (a load under way is followed by one more), resolving with the new snapshot. */
  reload(): Promise<AvailabilitySnapshot>
  /** Reloads when the data's version moved since the snapshot was read; true when it did. */
  check(): Promise<boolean>
  /** Reloads after `quietMs` (edits close together make one load). */
  soon(): void
  stop(): void
}

type Options = {
  /** The ERP feed is configured: stale stock is withheld. */
  feedOn: boolean
  /** Between version checks; 0: none (the caller checks). */
  pollMs: number
  quietMs?: number
  /** Told every snapshot loaded. */
  onLoad?: (snapshot: AvailabilitySnapshot) => void
}

const log = getLogger('availability')

export function createAvailabilityStore(
  payloadOf: () => Promise<Payload>,
  { feedOn, pollMs, quietMs = 500, onLoad }: Options,
): AvailabilityStore {
  let current: AvailabilitySnapshot | null = null
  let loading: Promise<AvailabilitySnapshot> | null = null
  let again = false
  let pending: ReturnType<typeof setTimeout> | null = null

  async function loadOnce(): Promise<AvailabilitySnapshot> {
    const started = Date.now()
    const snapshot = await loadAvailabilitySnapshot(await payloadOf(), feedOn)
    current = snapshot
    onLoad?.(snapshot)
    log.debug({ parts: snapshot.parts.size, ms: Date.now() - started }, 'availability snapshot loaded')
    return snapshot
  }

  function reload(): Promise<AvailabilitySnapshot> {
    if (loading) {
      // The load under way reads again once it is done (it may have read before the change).
      again = true
      return loading
    }
    const run = (async () => {
      try {
        let snapshot = await loadOnce()
        while (again) {
          again = false
          snapshot = await loadOnce()
        }
        return snapshot
      } finally {
        loading = null
      }
    })()
    loading = run
    return run
  }

  async function check(): Promise<boolean> {
    if (!current) return (await reload(), true)
    const version = await availabilityVersion(await payloadOf())
    if (version === current.version) return false
    await reload()
    return true
  }

  const timer =
    pollMs > 0
      ? setInterval(() => void check().catch((err: unknown) => log.warn({ err }, 'availability version check failed')), pollMs)
      : null
  timer?.unref()

  return {
    get: () => (current ? Promise.resolve(current) : (loading ?? reload())),
    reload,
    check,
    soon() {
      if (pending) return
      pending = setTimeout(() => {
        pending = null
        void reload().catch((err: unknown) => log.warn({ err }, 'availability reload failed'))
      }, quietMs)
      pending.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
      if (pending) clearTimeout(pending)
    },
  }
}
