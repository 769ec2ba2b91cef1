/**
 * The storefront pages rendered for each request, under a per-request CSP nonce: they show
 * one buyer's data, read the session or the query, or exist for tests. Every other page
 * (catalogue and content) is served from the page cache with a policy of script hashes.
 * A new dynamic page must be added here, in both languages' words, and must export
 * `dynamic = 'force-dynamic'`; see README "Caching".
 */
const DYNAMIC = [
  /^\/(?:es\/)?(?:my-account|mi-cuenta)(?:\/|$)/, // the buyer's account
  /^\/(?:es\/)?(?:my-account\/orders|mi-cuenta\/pedidos)(?:\/|$)/, // order history and order pages (within the account, listed for the record)
  /^\/(?:es\/)?(?:cart|carrito)\/?$/, // the cart prices the buyer's lines
  /^\/(?:es\/)?(?:checkout|finalizar-compra)(?:\/|$)/, // checkout and its confirmation: the buyer's order
  /^\/(?:es\/)?(?:search|buscar)\/?$/, // results of the query
  /^\/(?:es\/)?(?:login|iniciar-sesion)\/?$/, // sign-in reads the session and the redirect cookie
  /^\/(?:es\/)?(?:sales-reps|representantes)\/?$/, // the rep finder answers its query
  /^\/(?:es\/)?dev\/(?:mailbox|buzon)\/?$/, // the local outbox
  /^\/(?:es\/)?test(?:\/|$)/, // component pages of the browser tests
]

/** Whether a public path (before locale routing) is rendered per request. */
export const isDynamicPage = (pathname: string) => DYNAMIC.some((re) => re.test(pathname))
