/** The account area's sub-pages (/my-account/{slug}); any other slug is a 404. */
export const accountSections: readonly string[] = ['profile', 'addresses', 'favorites', 'saved-carts']
