import { categoryPath, listPath, seriesPath } from './catalogue'
import { pathOf, type Lang } from './content'

/** A path in the buyer's language. */
export const inLang = (l: Lang, en: string, es: string) => (l === 'en' ? en : es)

/** A page to visit: its name (for the failure message), its path and the status it answers (200 unless given). */
export type PageToVisit = [name: string, path: string, status?: number]

/**
 * Every public page template once, as a visitor sees it: what the whole-site checks (axe in
 * a11y.e2e.ts, the Content-Security-Policy in csp.e2e.ts) visit, each adding its own variants.
 */
export const publicTemplates = (l: Lang): PageToVisit[] => [
  ['home', inLang(l, '/', '/es')],
  ['product list', listPath(l)],
  ['category', categoryPath(l)],
  ['series', seriesPath('relays', l)],
  ['article', pathOf('articles', l)],
  ['resource', pathOf('resources', l)],
  ['white paper', pathOf('white-papers', l)],
  ['testimonial', pathOf('testimonials', l)],
  ['industry', pathOf('industries', l)],
  ['catch-all page', pathOf('pages', l)],
  ['search results', inLang(l, '/search?q=relay', '/es/buscar?q=rele')],
  ['quick order', inLang(l, '/quick-order', '/es/pedido-rapido')],
  ['login', inLang(l, '/login', '/es/iniciar-sesion')],
  ['cart (visitor)', inLang(l, '/cart', '/es/carrito')],
]
