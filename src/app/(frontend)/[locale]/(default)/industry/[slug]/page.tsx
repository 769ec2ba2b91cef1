import { docRoute } from '@/components/content/docRoute'

const route = docRoute('industries')
export const generateMetadata = route.generateMetadata
export default route.Page
