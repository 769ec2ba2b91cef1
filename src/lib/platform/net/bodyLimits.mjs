// Plain JavaScript: shared by the HTTP front server (src/server/serve.mjs), the app and Payload's config.

/** The storefront's own API (JSON bodies): 1 MB. */
export const API_BODY_LIMIT = 1024 * 1024
/** Uploads to the admin's media and files collections (Payload applies the same limit to each file). */
export const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024
/** A quote request with its attachments (POST /api/private/quotes, multipart): 5 files of 10 MB and the request's JSON. */
export const QUOTE_BODY_LIMIT = 51 * 1024 * 1024
/** The ERP's stock feed (PUT /api/erp/stock): 50,000 rows are about 5 MB of JSON. */
export const ERP_BODY_LIMIT = 8 * 1024 * 1024
/** Everything else that carries a body (the admin's REST and its server actions): 4 MB. */
export const OTHER_BODY_LIMIT = 4 * 1024 * 1024

/**
 * The most bytes a request body to this path may have.
 * @param {string} pathname
 * @returns {number}
 */
export function bodyLimitFor(pathname) {
  if (/^\/api\/(media|files)(\/|$)/.test(pathname)) return UPLOAD_BODY_LIMIT
  if (/^\/api\/erp(\/|$)/.test(pathname)) return ERP_BODY_LIMIT
  if (/^\/api\/private\/quotes\/?$/.test(pathname)) return QUOTE_BODY_LIMIT
  if (/^\/api\/(public|private|auth|preview|internal)(\/|$)/.test(pathname)) return API_BODY_LIMIT
  return OTHER_BODY_LIMIT
}
