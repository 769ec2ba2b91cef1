import { docRoute } from '@/components/content/docRoute'

const route = docRoute('articles')
export const generateMetadata = route.generateMetadata
export default route.Page
