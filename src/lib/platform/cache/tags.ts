/** Cache tags are named here, and revalidated by the collections' afterChange hooks. */
export const collectionTag = (collection: string) => `collection:${collection}`
export const globalTag = (slug: string) => `global:${slug}`

/**
 * The tags of the content a document can show through its relationships and blocks (an
 * industry names articles and testimonials, a page lists resources and white papers, a menu
 * links documents by their titles, a series its accessories): loaders of documents read at a
 * depth carry all of them, so an edit of a linked document is not served from their cache.
 */
export const CONTENT_TAGS = [
  'pages',
  'articles',
  'industries',
  'resources',
  'white-papers',
  'testimonials',
  'categories',
  'products',
  'media',
  'files',
].map(collectionTag)

/**
 * The tag of every rendered storefront page (docs/caching.md, "The model"). A page shows
 * documents of many collections, not only those its loaders are tagged with: a menu's links
 * name industries, a resource list names white papers, a series page its accessories, the
 * footer the site's settings. An edit of any collection or global a public page can show
 * (below) expires this tag with its own, so no page keeps an old title; the data loaders keep
 * their own tags, so the re-render reads from their caches.
 */
export const PAGES_TAG = 'pages:storefront'

/** The collections and globals public pages show; an edit of one of them expires every page. */
const PAGE_SOURCES = new Set([
  ...CONTENT_TAGS,
  ...[
    'parts',
    'part-prefixes',
    'attribute-titles',
    'price-lists',
    'price-list-entries',
    'icons',
    'tstrings',
    'menus',
    'sales-reps',
    'redirects',
    'cross-references',
    'supersessions',
  ].map(collectionTag),
  ...['site-settings', 'social'].map(globalTag),
])

/**
 * The tag of the list pages (product list, categories): their stock filters count what is in
 * stock and what ships today. Stock is not a page source: this tag alone is expired, by the
 * list stock's watch (src/lib/availability/server/listStock.ts) when either set changes.
 */
export const STOCK_LISTS_TAG = 'stock:lists'

/** `tags` with the page tag when one of them is a collection or global pages show. */
export const withPageTag = (tags: readonly string[]): string[] => (tags.some((t) => PAGE_SOURCES.has(t)) ? [...tags, PAGES_TAG] : [...tags])
