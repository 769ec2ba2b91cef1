// Plain JavaScript: the request id of the front server (src/server/serve.mjs). Pure but for the random id.
import { randomUUID } from 'node:crypto'

/** What an incoming X-Request-Id may look like to be kept: up to 128 of these characters. */
const SANE = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The id of a request: the X-Request-Id a trusted proxy sent (`trustedHops` > 0, as
 * TRUSTED_PROXY) when it looks sane, else a new random UUID. Without a trusted proxy the
 * header is the client's own choice and is never kept (a client could pose as another
 * request in the log).
 * @param {string | string[] | undefined} header
 * @param {number} trustedHops
 * @returns {string}
 */
export function requestIdOf(header, trustedHops) {
  const value = Array.isArray(header) ? undefined : header
  return trustedHops > 0 && typeof value === 'string' && SANE.test(value) ? value : randomUUID()
}
