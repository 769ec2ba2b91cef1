import sanitizeHtml from 'sanitize-html'

/** Drawing elements only: no script, style, foreignObject, use, image, a, animation or event. */
const TAGS = ['svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'title']
const PAINT = [
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'transform',
]
const ATTRS: Record<string, string[]> = {
  svg: ['viewBox', 'xmlns', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'],
  g: PAINT,
  path: ['d', ...PAINT],
  circle: ['cx', 'cy', 'r', ...PAINT],
  ellipse: ['cx', 'cy', 'rx', 'ry', ...PAINT],
  line: ['x1', 'y1', 'x2', 'y2', ...PAINT],
  polyline: ['points', ...PAINT],
  polygon: ['points', ...PAINT],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry', ...PAINT],
}
/** A value that could reach outside the drawing (url(), a scheme) or hide one in an entity. */
const UNSAFE_VALUE = /url\s*\(|[a-z]+\s*:|&|\\|expression/i
const MAX_BYTES = 20_000

/**
 * An SVG from the icon service or the admin made safe to inline: only drawing elements and
 * their geometry and paint attributes are kept (no script, style, event handler, link,
 * external reference or entity), and the root loses its size, so CSS sizes it. Undefined
 * when nothing drawable is left or the input is not one `<svg>`.
 * @example sanitizeSvg('<svg viewBox="0 0 24 24" onload="x()"><path d="M0 0h24"/></svg>')
 * // '<svg viewBox="0 0 24 24"><path d="M0 0h24"></path></svg>'
 */
export function sanitizeSvg(markup: string): string | undefined {
  if (typeof markup !== 'string' || markup.length > MAX_BYTES) return undefined
  const trimmed = markup.trim().replace(/^<\?xml[^>]*\?>\s*/i, '')
  if (!/^<svg[\s>]/i.test(trimmed)) return undefined
  const clean = sanitizeHtml(trimmed, {
    allowedTags: TAGS,
    allowedAttributes: ATTRS,
    // Keep viewBox's case, as SVG is XML; every element is written with its end tag.
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    selfClosing: [],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'foreignObject'],
    transformTags: {
      '*': (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(Object.entries(attribs).filter(([, v]) => !UNSAFE_VALUE.test(v))),
      }),
    },
  }).trim()
  if (!/^<svg[\s>]/.test(clean) || !/<\/svg>$/.test(clean)) return undefined
  if (!/<(path|circle|ellipse|line|polyline|polygon|rect)\b/.test(clean)) return undefined
  return clean
}
