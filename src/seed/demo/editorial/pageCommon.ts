import { hrefOf } from './company'
import type { Bi } from './types'

/**
 * What the site pages share: their slugs (the menus link to them too) and the link to one of them.
 */

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
