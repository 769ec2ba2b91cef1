/** A translatable string (the spec's tstring): per-locale text with ~~n~~ placeholders. */
export interface TranslatableString {
  text: Readonly<Partial<Record<string, string | null>>>
  /** The text was written in an editor and is used as is, without substitution. */
  changeEditor?: boolean | null
}

/** Translatable strings keyed by slug. */
export type TranslationTable = Readonly<Record<string, TranslatableString | undefined>>

/** Shown where a string has no entry, so the gap is visible rather than blank. */
export const DATA_MISSING = '-data missing-'

/**
 * t(slug, ...vars): the locale's text with `~~1~~`, `~~2~~`... replaced by vars in order.
 * A placeholder without a var is left as is; `changeEditor` text is returned untouched;
 * no entry (or no text for the locale) gives '-data missing-'.
 * @example t({ hi: { text: { en: 'Hi ~~1~~' } } }, 'hi', 'en', 'Ann') // 'Hi Ann'
 */
export function t(entries: TranslationTable, slug: string, locale: string, ...vars: ReadonlyArray<string | number>): string {
  const entry = entries[slug]
  const text = entry?.text[locale]
  if (entry == null || text == null) return DATA_MISSING
  if (entry.changeEditor) return text
  // One pass, so a var that itself contains ~~n~~ is not substituted again.
  return text.replace(/~~(\d+)~~/g, (placeholder, n: string) => {
    const value = vars[Number(n) - 1]
    return value === undefined ? placeholder : String(value)
  })
}
