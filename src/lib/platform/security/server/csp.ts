import { INLINE_SCRIPTS } from '@/lib/platform/inlineScripts'
import type { CspSources } from '@/lib/platform/services/csp'
import { inlineScriptHashes, policyWith } from './policy.mjs'

export { BASELINE_POLICY, cachedPagePolicy, inlineScriptHashes, servicesOf } from './policy.mjs'
export { HSTS } from '../headers.mjs'

// The app's own inline scripts carry no nonce (their components are shared with cached pages).
const OWN_SCRIPT_HASHES = inlineScriptHashes(INLINE_SCRIPTS.map((s) => `<script>${s}</script>`).join(''))

/**
 * The policy of a page rendered per request: scripts only with this request's nonce (Next
 * adds it to its own scripts when it finds the policy on the request). Cached pages carry
 * `cachedPagePolicy` (hashes) instead, set by the page cache handler.
 */
export function storefrontCsp(nonce: string, development: boolean, services: CspSources = {}): string {
  return policyWith([`'nonce-${nonce}'`, `'strict-dynamic'`, ...OWN_SCRIPT_HASHES], development, services)
}

export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
