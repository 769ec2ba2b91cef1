import { defineRouting } from 'next-intl/routing'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, defaultLocale, locales } from './locales'

/**
 * The route pairs of docs/routes.md. Internal paths are the English ones; Spanish
 * has its own words under /es. English is unprefixed.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' },
  // Alternates are emitted per page (with each document's own slugs), not as a Link header.
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/products': { en: '/products', es: '/productos' },
    '/products/[...slug]': { en: '/products/[...slug]', es: '/productos/[...slug]' },
    '/article/[slug]': { en: '/article/[slug]', es: '/articulo/[slug]' },
    '/category/[slug]': { en: '/category/[slug]', es: '/categoria/[slug]' },
    '/industry/[slug]': { en: '/industry/[slug]', es: '/industria/[slug]' },
    '/resource/[slug]': { en: '/resource/[slug]', es: '/documento/[slug]' },
    '/white-paper/[slug]': { en: '/white-paper/[slug]', es: '/documento-tecnico/[slug]' },
    '/testimonial/[slug]': { en: '/testimonial/[slug]', es: '/testimonial/[slug]' },
    '/my-account/addresses': { en: '/my-account/addresses', es: '/mi-cuenta/direcciones' },
    '/my-account/orders': { en: '/my-account/orders', es: '/mi-cuenta/pedidos' },
    '/my-account/orders/[number]': { en: '/my-account/orders/[number]', es: '/mi-cuenta/pedidos/[number]' },
    '/my-account/quotes': { en: '/my-account/quotes', es: '/mi-cuenta/cotizaciones' },
    '/my-account/quotes/[number]': { en: '/my-account/quotes/[number]', es: '/mi-cuenta/cotizaciones/[number]' },
    '/my-account/profile': { en: '/my-account/profile', es: '/mi-cuenta/perfil' },
    '/my-account/favorites': { en: '/my-account/favorites', es: '/mi-cuenta/favoritos' },
    '/my-account/saved-carts': { en: '/my-account/saved-carts', es: '/mi-cuenta/carritos-guardados' },
    '/sales-reps': { en: '/sales-reps', es: '/representantes' },
    '/search': { en: '/search', es: '/buscar' },
    '/part/[pn]': { en: '/part/[pn]', es: '/pieza/[pn]' },
    '/login': { en: '/login', es: '/iniciar-sesion' },
    '/cart': { en: '/cart', es: '/carrito' },
    '/quick-order': { en: '/quick-order', es: '/pedido-rapido' },
    '/checkout': { en: '/checkout', es: '/finalizar-compra' },
    '/checkout/done/[number]': { en: '/checkout/done/[number]', es: '/finalizar-compra/listo/[number]' },
    '/dev/mailbox': { en: '/dev/mailbox', es: '/dev/buzon' },
    '/[...slug]': '/[...slug]',
  },
})

export type AppPathname = keyof typeof routing.pathnames

/**
 * Spanish account paths that once kept the English tab words (`/es/mi-cuenta/profile`):
 * the proxy answers them with a 308 to today's words, so old links and bookmarks still work.
 */
export const legacyPaths: Record<string, string> = {
  '/es/mi-cuenta/profile': '/es/mi-cuenta/perfil',
  '/es/mi-cuenta/favorites': '/es/mi-cuenta/favoritos',
  '/es/mi-cuenta/saved-carts': '/es/mi-cuenta/carritos-guardados',
  '/es/mi-cuenta/addresses': '/es/mi-cuenta/direcciones',
  '/es/mi-cuenta/orders': '/es/mi-cuenta/pedidos',
}
