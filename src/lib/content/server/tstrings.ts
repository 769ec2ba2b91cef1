import { loader } from '@/lib/platform/cache/server/loader'

import { t as translate, type TranslationTable } from '@/domain/strings/translate'
import type { Locale } from '@/i18n/locales'
import { collectionTag } from '@/lib/platform/cache/tags'
import { allLocales } from '@/lib/platform/allLocales'
import { getPayloadClient } from '@/lib/platform/server/payload'

/**
 * Every content string (the spec's tstrings) keyed by slug, in both languages: one read
 * for the whole site, kept until an edit of a string expires the tag.
 */
export const getTranslationTable = loader({ key: 'tstrings', tags: [collectionTag('tstrings')] }, async (): Promise<TranslationTable> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'tstrings',
    locale: 'all',
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: false,
    select: { slug: true, text: true, changeEditor: true },
  })
  return Object.fromEntries(docs.map((d) => [d.slug, { text: allLocales(d.text), changeEditor: d.changeEditor }]))
})

/** `t(slug, ...vars)` for a locale: ~~1~~ placeholders filled in, '-data missing-' when absent. */
export async function getContentStrings(locale: Locale) {
  const table = await getTranslationTable()
  return (slug: string, ...vars: Array<string | number>) => translate(table, slug, locale, ...vars)
}
