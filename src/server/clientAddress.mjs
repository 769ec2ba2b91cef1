// Plain JavaScript: loaded by the HTTP front server (src/server/serve.mjs) before Next,
// and by its tests. The headers it sets for the app are named in src/lib/platform/net/frontHeaders.mjs.

const strip = (/** @type {string} */ a) =>
  a
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')

/**
 * The client's address: without trusted proxies, the socket's peer; behind `trustedHops`
 * proxies, the address the outermost trusted proxy appended to X-Forwarded-For, counted
 * from the right (each proxy appends the address it received the request from, so entries
 * to the left of that one are whatever the client chose to send).
 *
 * @param {string | undefined} socketAddress the TCP peer of this server
 * @param {string | undefined} forwardedFor the X-Forwarded-For header as received
 * @param {number} trustedHops how many proxies in front of this server are trusted
 * @returns {string}
 * @example clientAddress('10.0.0.2', 'evil, 203.0.113.9', 1) // '203.0.113.9'
 */
export function clientAddress(socketAddress, forwardedFor, trustedHops) {
  const socket = strip(socketAddress ?? '') || 'unknown'
  if (trustedHops <= 0) return socket
  const chain = (forwardedFor ?? '').split(',').map(strip).filter(Boolean)
  if (chain.length === 0) return socket
  // The last trusted proxy is the socket's peer; it and the hops before it each appended one entry.
  return chain[Math.max(0, chain.length - trustedHops)]
}

/** True for an address of this machine itself. */
export function isLoopback(/** @type {string} */ address) {
  const a = strip(address)
  return a === '::1' || /^127\.\d+\.\d+\.\d+$/.test(a)
}

/**
 * True for a Host header that names this machine by a loopback name: `localhost`, an address
 * of 127.0.0.0/8 or `[::1]`, with or without a port. Any other name (including one that a DNS
 * server points at 127.0.0.1) is not: a page on another site that rebinds its own name to this
 * machine still sends its own name.
 * @param {string | string[] | undefined} host
 */
export function isLoopbackHost(host) {
  if (typeof host !== 'string') return false
  const m = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/i.exec(host.trim())
  return m !== null
}

/**
 * True when a request came straight from this machine: a loopback peer, a loopback Host and
 * no header a proxy adds. A reverse proxy on the same machine also connects over loopback,
 * so any forwarding header makes the request remote (a client that sends one only shuts
 * itself out). The Host check stops DNS rebinding: a web page open in a browser on this
 * machine whose own name now resolves to 127.0.0.1 connects over loopback too, but names
 * its own host.
 * @param {string | undefined} socketAddress
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function isDirectLocal(socketAddress, headers) {
  if (!isLoopback(socketAddress ?? '') || !isLoopbackHost(headers.host)) return false
  return !['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded', 'via'].some((h) => headers[h] !== undefined)
}
