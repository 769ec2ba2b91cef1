import { setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { docMetadata } from '@/lib/docMetadata'
import type { RoutedCollection } from '@/lib/routes'

import { DocumentPage } from './DocumentPage'

type Params = { locale: Locale; slug: string | string[] }
type Props = { params: Promise<Params> }
type Extra = (args: { slug: string; locale: Locale }) => Promise<React.ReactNode> | React.ReactNode

const slugOf = (slug: string | string[]) => (Array.isArray(slug) ? slug : [slug]).map(decodeURIComponent).join('/')

/**
 * The page and metadata of a route that shows one document by slug; the route files
 * stay one line each. `extra` renders what a kind adds below the body.
 */
export function docRoute(collection: RoutedCollection, extra?: Extra) {
  async function generateMetadata({ params }: Props) {
    const { locale, slug } = await params
    return docMetadata(collection, slugOf(slug), locale)
  }
  async function Page({ params }: Props) {
    const { locale, slug } = await params
    setRequestLocale(locale)
    const s = slugOf(slug)
    return (
      <DocumentPage collection={collection} slug={s} locale={locale}>
        {extra ? await extra({ slug: s, locale }) : null}
      </DocumentPage>
    )
  }
  return { generateMetadata, Page }
}
