import type { Metadata } from 'next'

import { locales, type Locale } from '@/i18n/locales'

/** Canonical and hreflang alternates for a page whose path is known in each locale. */
export function alternatesFor(paths: Partial<Record<Locale, string>>, current: Locale): Metadata['alternates'] {
  const languages: Record<string, string> = {}
  for (const l of locales) if (paths[l]) languages[l] = paths[l]!
  if (paths.en) languages['x-default'] = paths.en
  return { canonical: paths[current], languages }
}
