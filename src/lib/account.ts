/** The account area's sub-pages (/my-account/{slug}); any other slug is a 404. Favorites and saved carts come with the cart. */
export const accountSections: readonly string[] = ['profile']
