import type { Locale } from '@/i18n/locales'

import type { SearchResults } from './server/searchIndex'

/* What the public search API (GET /api/public/search) takes and answers; types only. */

/** GET /api/public/search: its parameters are checked by hand in the route (q, locale, limit). */
export type SearchRequest = { q: string; locale: Locale; limit: number }
export type SearchAnswer = SearchResults & { query: string; locale: Locale }
