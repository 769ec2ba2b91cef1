import { docRoute } from '@/components/content/docRoute'

// Product slugs may span several segments: /products/pilot-lights/22mm.
const route = docRoute('products')
export const generateMetadata = route.generateMetadata
export default route.Page
