import { getTranslations } from 'next-intl/server'

import { NotFoundView } from '@/components/layout/NotFoundView'
import type { Locale } from '@/i18n/locales'
import { getDocBySlug } from '@/lib/catalogue/server/documents'
import { docHref, hrefFor } from '@/lib/content/server/hrefs'
import type { RoutedCollection } from '@/lib/content/routes'

import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'

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
      {/* The trail names the page itself, not its kind ("Home / Page" read as a template's). */}
      <Breadcrumbs
        trail={[
          { name: tn('home'), href: hrefFor('/', {}, locale) },
          { name: doc.title, href: docHref(collection, doc.slug, locale) },
        ]}
      />
      {collection !== 'pages' && (
        <p className="mt-3 text-sm font-medium text-neutral-600 dark:text-neutral-400">{t(kindKey[collection])}</p>
      )}
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{doc.title}</h1>
      {doc.summary && <p className="mt-3 max-w-3xl text-lg text-neutral-700 dark:text-neutral-300">{doc.summary}</p>}
      {doc.file && <DocumentDownload file={doc.file} title={doc.title} locale={locale} />}
      <div className="mt-4">
        <RichText data={doc.content} />
      </div>
      {children}
    </article>
  )
}
