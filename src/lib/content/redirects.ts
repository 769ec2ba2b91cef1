/** Pure helpers for route rules; shared by the collection's validation and the proxy. */
import { isRedirectTarget } from '@/lib/platform/security/safeRedirect'

export type RedirectRule = { from: string; to: string; status: 301 | 302 | 307 | 308 }

export function normalizeRedirectPath(path: string): string {
  const trimmed = path.trim()
  if (trimmed.length > 1 && trimmed.endsWith('/')) return trimmed.slice(0, -1)
  return trimmed
}

export function validateRedirectFrom(value: string): true | string {
  const v = value.trim()
  if (!v.startsWith('/') || v.startsWith('//')) return 'Must be a path starting with a single /'
  if (/[\s?#]/.test(v)) return 'Must be a path without spaces, query or fragment'
  if (/^\/(admin|api|_next)(\/|$)/.test(v)) return 'The admin, the API and Next assets cannot be redirected'
  return true
}

export function validateRedirectTo(value: string): true | string {
  return isRedirectTarget(value.trim())
    ? true
    : 'Must be a path on this site starting with a single / (no spaces or backslashes), or an absolute https:// URL'
}
