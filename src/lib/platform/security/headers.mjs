// Plain JavaScript: the security headers every answer of the shop carries, read by
// next.config.ts (Next's `headers()`), src/lib/platform/security/server/csp.ts and the HTTP front server
// (src/server/serve.mjs), which adds them to the answers Next makes outside `headers()`.

/** For responses that are not the storefront's pages (APIs, files, assets, redirects): nothing runs, nothing frames them. */
export const NOTHING_RUNS_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** Sent on every answer to a request that came over https (SECURITY.md). */
export const HSTS = 'max-age=63072000; includeSubDomains'

/** Every answer's headers; a page's own policy (the proxy's, or a cached page's) replaces this CSP. */
export const BASE_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: NOTHING_RUNS_CSP },
]
