import { docRoute } from '@/components/content/docRoute'

const route = docRoute('resources')
export const generateMetadata = route.generateMetadata
export default route.Page
