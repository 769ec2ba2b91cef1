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
    return multiSegment
      ? 'Use lowercase letters, digits and dashes; separate segments with /'
      : 'Use lowercase letters, digits and dashes'
  }
  return true
}
