import type { Bi } from './types'

/**
 * The company behind the demo shop, invented (the footer and the README say so, once; the
 * content itself reads as a real shop's). Switchyard is the storefront; Brackwell Controls
 * the maker of the products it sells. Phone numbers stay in the 555-01xx range kept for
 * fiction, so no real line is ever called.
 */
export const SHOP = 'Switchyard'
export const MAKER = 'Brackwell Controls'
export const PHONE = '+1 412-555-0142'
export const EMAIL = 'sales@brackwell-controls.com'
export const SUPPORT_EMAIL = 'support@brackwell-controls.com'
export const PRIVACY_EMAIL = 'privacy@brackwell-controls.com'
export const ADDRESS_LINES = [
  'Switchyard (Brackwell Controls, Inc.)',
  '100 Signal Works Lane, Suite 200',
  'Pittsburgh, PA 15222',
  'United States',
]
export const ADDRESS = ADDRESS_LINES.join('\n')
/** Running header and footer of every demo PDF. */
export const PDF_HEADER = `${MAKER} · sold by ${SHOP}`
export const PDF_FOOTER = `${MAKER}, Pittsburgh, PA 15222 · ${EMAIL}`

type RouteKind = 'page' | 'article' | 'industry' | 'resource' | 'whitePaper' | 'testimonial'
const PREFIX: Record<RouteKind, Bi> = {
  page: { en: '', es: '' },
  article: { en: '/article', es: '/articulo' },
  industry: { en: '/industry', es: '/industria' },
  resource: { en: '/resource', es: '/documento' },
  whitePaper: { en: '/white-paper', es: '/documento-tecnico' },
  testimonial: { en: '/testimonial', es: '/testimonial' },
}

/** The storefront address of a document in each language (docs/routes.md): English unprefixed, Spanish under /es. */
export function hrefOf(kind: RouteKind, slug: Bi): Bi {
  return { en: `${PREFIX[kind].en}/${slug.en}`, es: `/es${PREFIX[kind].es}/${slug.es}` }
}

/** Markdown lines "- [Title](href): summary" for a list of documents, one language. */
export function linkList(kind: RouteKind, docs: { slug: Bi; title: Bi; summary?: Bi }[], lang: keyof Bi): string {
  return docs.map((d) => `- [${d.title[lang]}](${hrefOf(kind, d.slug)[lang]})${d.summary ? `: ${d.summary[lang]}` : ''}`).join('\n')
}
