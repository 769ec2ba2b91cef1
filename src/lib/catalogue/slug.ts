/** Makes a URL slug from a title: lowercase ASCII words joined by dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*'
const single = new RegExp(`^${SEGMENT}$`)
const multi = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`)

export function validateSlug(value: string, multiSegment: boolean): true | string {
  if (!value) return 'A slug is required'
  if (!(multiSegment ? multi : single).test(value)) {
    return multiSegment ? 'Use lowercase letters, digits and dashes; separate segments with /' : 'Use lowercase letters, digits and dashes'
  }
  return true
}

/**
 * A route's slug parameter (one segment or several) as the slug it names, or null when it
 * cannot be one: a segment that does not decode (`%`, `%zz`) or holds characters no slug
 * has. Pages answer 404 for null, never 500.
 * @example slugFromParam(['pilot-lights', '22mm']) // 'pilot-lights/22mm'
 */
export function slugFromParam(slug: string | string[]): string | null {
  const segments: string[] = []
  for (const segment of Array.isArray(slug) ? slug : [slug]) {
    const decoded = safeDecode(segment)
    if (decoded === null) return null
    segments.push(decoded)
  }
  const joined = segments.join('/')
  return multi.test(joined) ? joined : null
}

/** decodeURIComponent, or null for a malformed escape. */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}
