import { hrefOf, MAKER, SHOP } from './company'
import type { Bi } from './types'

/**
 * What the site pages share: their slugs (the menus link to them too), the link to one of
 * them, and the notice that opens the company and legal pages.
 */

export const FICTION: Bi = {
  en: `*${SHOP} and ${MAKER} are fictional companies. This page is sample content for a demonstration store; it is not an offer and creates no obligations.*`,
  es: `*${SHOP} y ${MAKER} son empresas ficticias. Esta página es contenido de ejemplo de una tienda de demostración; no constituye una oferta ni genera obligaciones.*`,
}

/** Page slugs, shared with the menus. */
export const PAGE_SLUGS = {
  home: { en: 'home', es: 'home' },
  shop: { en: 'shop', es: 'tienda' },
  products: { en: 'products', es: 'productos' },
  industries: { en: 'industries', es: 'industrias' },
  resources: { en: 'resources', es: 'recursos' },
  articles: { en: 'articles', es: 'articulos' },
  about: { en: 'about', es: 'quienes-somos' },
  contact: { en: 'contact', es: 'contacto' },
  terms: { en: 'terms', es: 'terminos' },
  privacy: { en: 'privacy', es: 'privacidad' },
} satisfies Record<string, Bi>

export const page = (key: keyof typeof PAGE_SLUGS) => hrefOf('page', PAGE_SLUGS[key])
