import { contentCollection } from './contentCollection'

/**
 * The routed documents of spec section 2. The content issue gives each its full fields;
 * here they carry what every page needs: title, slug, summary and body, in en and es.
 */
export const Pages = contentCollection({ slug: 'pages', group: 'Content' })
export const Articles = contentCollection({ slug: 'articles', group: 'Content' })
export const Industries = contentCollection({ slug: 'industries', group: 'Content' })
export const Resources = contentCollection({ slug: 'resources', group: 'Content' })
export const WhitePapers = contentCollection({ slug: 'white-papers', group: 'Content' })
export const Testimonials = contentCollection({ slug: 'testimonials', group: 'Content' })
export const Categories = contentCollection({
  slug: 'categories',
  group: 'Catalogue',
  fields: [{ name: 'showAccessoriesInShop', type: 'checkbox', defaultValue: false }],
})
export const Products = contentCollection({
  slug: 'products',
  group: 'Catalogue',
  multiSegmentSlug: true,
  fields: [{ name: 'category', type: 'relationship', relationTo: 'categories', index: true }],
})
