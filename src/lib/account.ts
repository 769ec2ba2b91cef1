/** The account area's sub-pages (/my-account/{slug}), in menu order; any other slug is a 404. */
export const accountSections = ['profile', 'favorites', 'saved-carts'] as const
export type AccountSection = (typeof accountSections)[number]
export const isAccountSection = (s: string): s is AccountSection => (accountSections as readonly string[]).includes(s)
