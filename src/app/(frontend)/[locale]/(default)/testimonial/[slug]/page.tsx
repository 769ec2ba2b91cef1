import { docRoute } from '@/components/content/docRoute'

const route = docRoute('testimonials')
export const generateMetadata = route.generateMetadata
export default route.Page
