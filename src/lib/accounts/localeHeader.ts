/**
 * The header the storefront's client sends so the server answers (and mails) in the page's
 * language. A module of its own: the browser needs this name, not the message files that
 * `messages.ts` reads.
 */
export const LOCALE_HEADER = 'x-switchyard-locale'
