import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** The full results page of a query, in the buyer's language: /search?q=… or /es/buscar?q=…. */
export function resultsHref(query: string, locale: Locale): string {
  const path = getPathname({ href: '/search', locale })
  const q = query.trim()
  return q ? `${path}?${new URLSearchParams({ q })}` : path
}
