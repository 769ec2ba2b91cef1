export { default, generateMetadata, generateStaticParams } from '../../../../products/[...slug]/page'
