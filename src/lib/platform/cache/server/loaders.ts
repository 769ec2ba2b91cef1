import { generationOf } from './memo'

/**
 * How loaders share work (docs/caching.md, "The model"). `coalesced` and `perGeneration`
 * keep a rebuild from being started twice when many requests arrive after an edit;
 * `joined` keeps one value derived from several cached ones for as long as they live.
 *
 * State lives on globalThis: Next may load this module once per bundle layer, and every
 * copy must share one set of runs.
 */
type State = { runs: Map<string, { generation: string; run: Promise<unknown> }>; joins: WeakMap<object, unknown> }
const state: State = ((globalThis as { __switchyardLoaders?: State }).__switchyardLoaders ??= { runs: new Map(), joins: new WeakMap() })

/**
 * Concurrent calls with the same arguments share one run: after an edit expires a tag, the
 * first requests all miss the cache at once, and one rebuild is enough.
 */
export function coalesced<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const running = new Map<string, Promise<R>>()
  return (...args) => {
    const key = JSON.stringify(args)
    let run = running.get(key)
    if (!run) {
      run = fn(...args).finally(() => running.delete(key))
      running.set(key, run)
    }
    return run
  }
}

/**
 * `load`'s value for the current generation of `tags`: one run per generation, shared by
 * every request, kept (not copied) until one of the tags is expired (the next call then
 * starts the new generation's run and the old value goes). For values too large
 * or too rich to go through Next's data cache (the search index's halves). A load that
 * fails is forgotten, so the next request tries again.
 */
export function perGeneration<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  // Decided synchronously, so requests that arrive together after an edit share one run.
  const generation = generationOf(tags)
  const held = state.runs.get(key)
  if (held && held.generation === generation) return held.run as Promise<T>
  const run = load()
  state.runs.set(key, { generation, run })
  run.catch(() => {
    if (state.runs.get(key)?.run === run) state.runs.delete(key)
  })
  return run
}

/**
 * One value made from several cached values (by identity), made once and kept while they
 * are: when any of them is rebuilt, the next call makes a new one and the old goes with
 * them (weak references, nothing to expire).
 */
export function joined<T>(parts: readonly object[], make: () => T): T {
  let level: WeakMap<object, unknown> = state.joins
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1
    if (!level.has(part)) level.set(part, last ? make() : new WeakMap())
    if (last) return level.get(part) as T
    level = level.get(part) as WeakMap<object, unknown>
  }
  return make()
}
