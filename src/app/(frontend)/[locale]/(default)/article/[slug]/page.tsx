import { ArticleJsonLd } from '@/components/content/ArticleJsonLd'
import { docRoute } from '@/components/content/docRoute'

const route = docRoute('articles', ({ slug, locale }) => <ArticleJsonLd slug={slug} locale={locale} />)
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
export default route.Page
