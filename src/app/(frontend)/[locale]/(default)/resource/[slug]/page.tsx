import { docRoute } from '@/components/content/docRoute'

const route = docRoute('resources')
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
export default route.Page
