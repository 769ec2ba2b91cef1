import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { DocumentLink } from '@/lib/catalogue/server/catalogue'
import { docHref } from '@/lib/content/server/hrefs'

const KINDS = ['catalogue', 'datasheet', 'manual', 'certificate', 'guide', 'drawing'] as const
type Kind = (typeof KINDS)[number]
const isKind = (k: string | null): k is Kind => (KINDS as readonly string[]).includes(k ?? '')

function size(bytes: number | null, locale: Locale) {
  if (!bytes) return null
  const n = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 1 })
  return bytes >= 1024 * 1024 ? `${n.format(bytes / 1024 / 1024)} MB` : `${n.format(Math.max(1, Math.round(bytes / 1024)))} KB`
}

const LANGUAGE_KEY = { en: 'en', es: 'es', 'en-es': 'both' } as const
/** The hreflang of a download: the language of its file (none for a file in both). */
const HREFLANG = { en: 'en', es: 'es', 'en-es': undefined } as const

/**
 * The series' resources and its family's: each with its kind and the language of its file,
 * linking to its page and, when it has a file, to the download. Its look is `.docs` in globals.css.
 */
export async function SeriesDocuments({ documents, locale }: { documents: DocumentLink[]; locale: Locale }) {
  const t = await getTranslations('series')
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="mb-3 text-xl font-semibold">
        {t('documents')}
      </h2>
      <ul data-testid="series-documents" className="docs">
        {documents.map((d) => (
          <li key={d.id}>
            {isKind(d.kind) && <span data-testid="document-kind">{t(`kind.${d.kind}`)}</span>}
            <a href={docHref('resources', d.slug, locale)}>{d.title}</a>
            <span data-testid="document-language">{t(`language.${LANGUAGE_KEY[d.language]}`)}</span>
            {d.file && (
              <a href={d.file.url} download={d.file.filename ?? true} hrefLang={HREFLANG[d.language]} data-testid="document-download">
                <span aria-hidden="true">↓</span>
                {t('download')}
                <small>
                  {[d.file.mimeType === 'application/pdf' ? 'PDF' : null, size(d.file.filesize, locale)].filter(Boolean).join(' · ')}
                </small>
                <span className="sr-only">: {d.title}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
