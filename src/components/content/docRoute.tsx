import { setRequestLocale } from 'next-intl/server'

import { NotFoundView } from '@/components/layout/NotFoundView'
import type { Locale } from '@/i18n/locales'
import { docMetadata } from '@/lib/catalogue/server/docMetadata'
import type { RoutedCollection } from '@/lib/content/routes'
import { slugFromParam } from '@/lib/catalogue/slug'

import { DocumentPage } from './DocumentPage'

type Params = { locale: Locale; slug: string | string[] }
type Props = { params: Promise<Params> }
type Extra = (args: { slug: string; locale: Locale }) => Promise<React.ReactNode> | React.ReactNode

/**
 * The page and metadata of a route that shows one document by slug; the route files
 * stay one line each. `extra` renders what a kind adds below the body.
 */
export function docRoute(collection: RoutedCollection, extra?: Extra) {
  async function generateMetadata({ params }: Props) {
    const { locale, slug } = await params
    const s = slugFromParam(slug)
    // A slug that cannot be one: the page below renders the 404 with its own title.
    return s === null ? {} : docMetadata(collection, s, locale)
  }
  async function Page({ params }: Props) {
    const { locale, slug } = await params
    setRequestLocale(locale)
    const s = slugFromParam(slug)
    // Rendered, not thrown: Next sends a thrown notFound() as an empty shell, and the 404's
    // words and search must be in the HTML (NotFoundView).
    if (s === null) return <NotFoundView locale={locale} />
    return (
      <DocumentPage collection={collection} slug={s} locale={locale}>
        {extra ? await extra({ slug: s, locale }) : null}
      </DocumentPage>
    )
  }
  // Rendered on first request and kept in the page cache (none at build: no database then).
  const generateStaticParams = () => []
  return { generateMetadata, Page, generateStaticParams }
}
