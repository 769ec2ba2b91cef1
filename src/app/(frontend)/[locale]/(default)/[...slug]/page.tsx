import { docRoute } from '@/components/content/docRoute'

// The generic catch-all: a page by its slug; anything else is the 404 page.
const route = docRoute('pages')
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
export default route.Page
