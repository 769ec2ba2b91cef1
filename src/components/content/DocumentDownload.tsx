import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { DocFile } from '@/lib/catalogue/server/documents'

function size(bytes: number | null, locale: Locale) {
  if (!bytes) return null
  const n = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 1 })
  return bytes >= 1024 * 1024 ? `${n.format(bytes / 1024 / 1024)} MB` : `${n.format(Math.max(1, Math.round(bytes / 1024)))} KB`
}

/** A resource's or white paper's PDF: a plain link, so it works without script. */
export async function DocumentDownload({ file, title, locale }: { file: DocFile; title: string; locale: Locale }) {
  const t = await getTranslations('doc')
  const facts = [file.mimeType === 'application/pdf' ? 'PDF' : null, size(file.filesize, locale)].filter(Boolean).join(' · ')
  return (
    <p className="mt-4">
      <a
        href={file.url}
        download={file.filename ?? true}
        data-testid="document-download"
        className="inline-flex items-center gap-2 rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
      >
        <span aria-hidden="true">↓</span>
        {t('download')}
        {facts && <span className="font-normal">({facts})</span>}
        <span className="sr-only">: {title}</span>
      </a>
    </p>
  )
}
