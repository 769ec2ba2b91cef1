import { docRoute } from '@/components/content/docRoute'
import { resourceExtra } from '@/components/crossref/crossGuide'

const route = docRoute('resources', resourceExtra)
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
export default route.Page
