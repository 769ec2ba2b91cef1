import { docRoute } from '@/components/content/docRoute'

const route = docRoute('white-papers')
export const generateMetadata = route.generateMetadata
export default route.Page
