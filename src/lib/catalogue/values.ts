import { locales, type Locale } from '@/i18n/locales'
import { isRecord } from '@/lib/platform/isRecord'
import { slugify } from '@/lib/catalogue/slug'

/** A text in each locale; a value given once (e.g. "24 V DC") reads the same in both. */
export type LocalizedText = Partial<Record<Locale, string>>

/** One attribute value as filters and tables use it: a URL token and its label per locale. */
export type AttributeValue = { slug: string; labels: LocalizedText }

/** Labels of every value seen, by attribute key then value slug. */
export type ValueLabels = Record<string, Record<string, LocalizedText>>

const scalar = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '')

/**
 * A part's raw attribute value (`"24 V DC"` or `{ en: "Red", es: "Rojo" }`) read into a
 * slug (from the English words, so a link means the same value in both languages) and a
 * label per locale; a missing translation falls back to the other language. Empty: null.
 * @example attributeValue({ en: 'Red', es: 'Rojo' }) // { slug: 'red', labels: { en: 'Red', es: 'Rojo' } }
 */
export function attributeValue(raw: unknown): AttributeValue | null {
  const labels: LocalizedText = {}
  if (isRecord(raw)) {
    for (const l of locales) {
      const text = scalar(raw[l])
      if (text) labels[l] = text
    }
  } else {
    const text = scalar(raw)
    if (text) for (const l of locales) labels[l] = text
  }
  const first = locales.map((l) => labels[l]).find(Boolean)
  if (!first) return null
  for (const l of locales) labels[l] ??= first
  const slug = slugify(labels.en ?? first)
  return slug ? { slug, labels } : null
}

/** A localized text in one locale, falling back to any other. */
export function textIn(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return ''
  return text[locale] ?? locales.map((l) => text[l]).find(Boolean) ?? ''
}

const translated = (labels: LocalizedText) => new Set(locales.map((l) => labels[l])).size > 1

/**
 * Records a value's labels: the first seen wins (callers go in part-number order, so labels
 * do not change between builds), except that a translated value replaces an untranslated
 * one, so "Green" given once as plain text still reads "Verde" where another part says so.
 */
export function rememberValue(values: ValueLabels, key: string, value: AttributeValue): void {
  const forKey = (values[key] ??= {})
  const seen = forKey[value.slug]
  if (!seen || (!translated(seen) && translated(value.labels))) forKey[value.slug] = value.labels
}
