/**
 * schema.org JSON-LD for search engines: plain objects built from page data, serialized
 * safely for an inline <script type="application/ld+json">.
 */

type Thing = Record<string, unknown>

const SCHEMA = 'https://schema.org'

/**
 * A BreadcrumbList from the trail's names and absolute URLs.
 * @example breadcrumbList([{ name: 'Home', url: 'https://x/' }]).itemListElement[0].position // 1
 */
export function breadcrumbList(items: readonly { name: string; url: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  }
}

export type ProductOffers = {
  /** Lowest and highest visitor price, as decimal strings ("12.50"). */
  low: string
  high: string
  count: number
  currency: 'USD'
  inStock: boolean
  url: string
}

/**
 * A Product (a series) with its offers as one AggregateOffer: price is the lowest price, as
 * the list shows "from $X". Without a priced part there are no offers.
 */
export function productJsonLd(p: {
  name: string
  description?: string | null
  url: string
  images: readonly string[]
  sku?: string | null
  category?: string | null
  brand: string
  inLanguage: string
  offers: ProductOffers | null
}) {
  const product: Thing = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: p.name,
    url: p.url,
    inLanguage: p.inLanguage,
    brand: { '@type': 'Brand', name: p.brand },
  }
  if (p.description) product.description = p.description
  if (p.images.length) product.image = [...p.images]
  if (p.sku) product.sku = p.sku
  if (p.category) product.category = p.category
  if (p.offers) {
    product.offers = {
      '@type': 'AggregateOffer',
      price: p.offers.low,
      lowPrice: p.offers.low,
      highPrice: p.offers.high,
      offerCount: p.offers.count,
      priceCurrency: p.offers.currency,
      availability: p.offers.inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/BackOrder`,
      url: p.offers.url,
    }
  }
  return product
}

/** An Article with its dates, author and image when known. */
export function articleJsonLd(a: {
  headline: string
  description?: string | null
  url: string
  image?: string | null
  datePublished?: string | null
  dateModified?: string | null
  author?: string | null
  publisher: string
  inLanguage: string
}) {
  const article: Thing = {
    '@context': SCHEMA,
    '@type': 'Article',
    headline: a.headline,
    url: a.url,
    mainEntityOfPage: a.url,
    inLanguage: a.inLanguage,
    publisher: { '@type': 'Organization', name: a.publisher },
  }
  if (a.description) article.description = a.description
  if (a.image) article.image = [a.image]
  if (a.datePublished) article.datePublished = a.datePublished
  if (a.dateModified) article.dateModified = a.dateModified
  if (a.author) article.author = { '@type': 'Person', name: a.author }
  return article
}

/**
 * JSON for an inline script: `<`, `>`, `&` and the line separators escaped, so no text in
 * the data can close the script element.
 * @example jsonLdString({ name: '</script>' }) // '{"name":"\\u003c/script\\u003e"}'
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
