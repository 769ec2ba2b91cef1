/** The account area's sub-pages (/my-account/{slug}), in menu order; any other slug is a 404. */
export const accountSections = ['profile', 'orders', 'quotes', 'addresses', 'favorites', 'saved-carts'] as const
export type AccountSection = (typeof accountSections)[number]
export const isAccountSection = (s: string): s is AccountSection => (accountSections as readonly string[]).includes(s)

/**
 * Each tab's route (src/i18n/routing.ts gives each its Spanish words: /es/mi-cuenta/perfil,
 * /es/mi-cuenta/cotizaciones, /es/mi-cuenta/carritos-guardados…); links are built from it, never from the slug.
 */
export const accountHref = (s: AccountSection) => `/my-account/${s}` as const
