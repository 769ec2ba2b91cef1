export { default, generateMetadata } from '../../../products/page'
