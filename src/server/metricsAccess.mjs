// Plain JavaScript: who may read /metrics from the front server (src/server/serve.mjs).
import net from 'node:net'

import { isDirectLocal, isLoopback } from './clientAddress.mjs'

const plain = (/** @type {string} */ a) =>
  a
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')

/**
 * Who may read /metrics, by the socket's own peer (never X-Forwarded-For, which a client
 * writes): this machine, when the request came straight over loopback (no proxy's headers, a
 * loopback Host: a reverse proxy on this machine, or a browser page rebinding its name, is
 * not), and the addresses and CIDRs METRICS_ALLOW names (comma-separated, IPv4 or IPv6;
 * entries that do not parse are left out).
 * @param {string | undefined} allow
 * @returns {(socketAddress: string | undefined, headers: Record<string, string | string[] | undefined>) => boolean}
 */
export function metricsAccess(allow) {
  const list = new net.BlockList()
  for (const entry of (allow ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/')
    const type = net.isIPv6(plain(address)) ? 'ipv6' : net.isIPv4(plain(address)) ? 'ipv4' : null
    if (!type) continue
    const prefix = bits === undefined ? null : Number(bits)
    if (prefix === null) list.addAddress(plain(address), type)
    else if (Number.isInteger(prefix) && prefix >= 0 && prefix <= (type === 'ipv4' ? 32 : 128)) list.addSubnet(plain(address), prefix, type)
  }
  return (socketAddress, headers) => {
    const a = plain(socketAddress ?? '')
    if (!a) return false
    if (isLoopback(a)) return isDirectLocal(a, headers)
    const type = net.isIPv4(a) ? 'ipv4' : net.isIPv6(a) ? 'ipv6' : null
    return type !== null && list.check(a, type)
  }
}
