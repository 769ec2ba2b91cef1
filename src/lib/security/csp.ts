/**
 * The storefront's Content-Security-Policy: scripts only with this request's nonce
 * (Next adds it to its own scripts when it finds the policy on the request), no
 * unsafe-eval outside development, no framing.
 */
export function storefrontCsp(nonce: string, development: boolean): string {
  const scriptSrc = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`, development ? `'unsafe-eval'` : '']
  return [
    `default-src 'self'`,
    `script-src ${scriptSrc.filter(Boolean).join(' ')}`,
    // Inline style attributes (React's style prop) cannot carry a nonce.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'${development ? ' ws:' : ''}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ')
}

export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

export const HSTS = 'max-age=63072000; includeSubDomains'
