// Plain JavaScript: the API routes the app hands to the HTTP front server of its own process
// (src/server/published.mjs), read by both sides.

const ROUTES = Symbol.for('switchyard.publishedRoutes')

/**
 * A published route: answers a request made of its URL and init as Next's route would (it is
 * the same handler), given a standard Request's parts.
 * @typedef {(url: string, init: { method: string, headers: Headers, body: Buffer }) => Promise<Response>} PublishedRoute
 */

/** @returns {Map<string, PublishedRoute>} */
function routes() {
  const g = /** @type {Record<symbol, Map<string, PublishedRoute> | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (g[ROUTES] ??= new Map())
}

/** @param {string} path @param {PublishedRoute} answer */
export function publishRoute(path, answer) {
  routes().set(path, answer)
}

/** @param {string} path @returns {PublishedRoute | undefined} */
export function publishedRoute(path) {
  return routes().get(path)
}
