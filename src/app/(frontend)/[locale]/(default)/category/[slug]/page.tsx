import { CategoryProducts } from '@/components/content/CategoryProducts'
import { docRoute } from '@/components/content/docRoute'

const route = docRoute('categories', ({ slug, locale }) => <CategoryProducts slug={slug} locale={locale} />)
export const generateMetadata = route.generateMetadata
export default route.Page
