export { default, generateMetadata, generateStaticParams } from '../../../../category/[slug]/page'
