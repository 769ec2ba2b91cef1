import { getTranslations } from 'next-intl/server'

import { NotFoundView } from '@/components/layout/NotFoundView'
import type { Locale } from '@/i18n/locales'
import { getDocBySlug } from '@/lib/catalogue/server/documents'
import { hrefFor } from '@/lib/content/server/hrefs'
import type { RoutedCollection } from '@/lib/content/routes'

import { DocumentDownload } from './DocumentDownload'
import { RichText } from './RichText'

const kindKey: Record<RoutedCollection, string> = {
  products: 'product',
  articles: 'article',
  categories: 'category',
  industries: 'industry',
  resources: 'resource',
  'white-papers': 'whitePaper',
  testimonials: 'testimonial',
  pages: 'page',
}

type Props = { collection: RoutedCollection; slug: string; locale: Locale; children?: React.ReactNode }

/** A routed document: breadcrumb, title, summary and body; 404 when the slug is unknown. */
export async function DocumentPage({ collection, slug, locale, children }: Props) {
  const doc = await getDocBySlug(collection, slug, locale)
  if (!doc) return <NotFoundView locale={locale} />
  const t = await getTranslations('doc')
  const tn = await getTranslations('nav')
  return (
    <article
      data-collection={collection}
      className="rounded border border-neutral-300 bg-white p-6 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <nav aria-label={t('breadcrumb')} className="text-sm text-neutral-600 dark:text-neutral-400">
        <a href={hrefFor('/', {}, locale)} className="hover:underline">
          {tn('home')}
        </a>
        <span aria-hidden="true"> / </span>
        <span>{t(kindKey[collection])}</span>
      </nav>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{doc.title}</h1>
      {doc.summary && <p className="mt-3 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300">{doc.summary}</p>}
      {doc.file && <DocumentDownload file={doc.file} title={doc.title} locale={locale} />}
      <div className="mt-4">
        <RichText data={doc.content} />
      </div>
      {children}
    </article>
  )
}
