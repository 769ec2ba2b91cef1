import { CLIENT_ADDRESS_HEADER } from '@/lib/platform/net/frontHeaders.mjs'

/**
 * The client's address for rate limits, as the front server (src/server/serve.mjs) decided
 * it from the socket and the trusted proxies' X-Forwarded-For entries; a client cannot
 * choose it. Without the front server (a bare `next start`) every request shares one key.
 */
export function clientIp(headers: Headers | undefined | null): string {
  return headers?.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown'
}
