import { defineRouting } from 'next-intl/routing'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, defaultLocale, locales } from './locales'

/**
 * The route pairs of spec section 2. Internal paths are the English ones; Spanish
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
    '/my-account/[slug]': { en: '/my-account/[slug]', es: '/mi-cuenta/[slug]' },
    '/sales-reps': { en: '/sales-reps', es: '/representantes' },
    '/search': { en: '/search', es: '/buscar' },
    '/login': { en: '/login', es: '/iniciar-sesion' },
    '/cart': { en: '/cart', es: '/carrito' },
    '/quick-order': { en: '/quick-order', es: '/pedido-rapido' },
    '/dev/mailbox': { en: '/dev/mailbox', es: '/dev/buzon' },
    '/[...slug]': '/[...slug]',
  },
})

export type AppPathname = keyof typeof routing.pathnames
