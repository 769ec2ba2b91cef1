/**
 * Where the shop may send a browser. Browsers drop tabs and newlines from a URL and read
 * a backslash as a slash, so `/\t/evil.example` and `/\evil.example` reach another host:
 * a target is checked character by character and then by what a URL parser makes of it.
 * Pure: shared by the proxy, route handlers, the admin's validation and the browser.
 */

const PROBE = 'http://switchyard.invalid'

/** The value as a path on this site (with its query and fragment), or null when it could lead elsewhere. */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  // Control characters, white space and backslashes are never part of a path we make.
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null
  if (!URL.canParse(value, PROBE)) return null
  return new URL(value, PROBE).origin === PROBE ? value : null
}

/**
 * A path of `safeLocalPath` as a Location header can carry it: a header holds Latin-1 bytes
 * only (`/€` or an emoji throws in `Headers`, a 500), and a browser reads a raw `é` there as
 * the byte E9, not as UTF-8. The URL parser percent-encodes every character outside ASCII as
 * UTF-8, in the path, the query and the fragment alike, and leaves escapes already there alone.
 */
export function locationOf(path: string): string {
  const url = new URL(path, PROBE)
  return `${url.pathname}${url.search}${url.hash}`
}

/** Whether a value can go into an HTTP header as it is: printable ASCII only. */
export const fitsInHeader = (value: string): boolean => /^[\x20-\x7e]*$/.test(value)

/** A staff redirect rule's target: a path on this site, or an absolute https:// URL. */
export function isRedirectTarget(value: string): boolean {
  if (safeLocalPath(value) !== null) return true
  if (/[\u0000-\u0020\u007f\\]/.test(value) || !URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === 'https:' && url.username === '' && url.password === ''
}
