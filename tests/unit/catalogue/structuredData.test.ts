import { describe, expect, it } from 'vitest'

import { articleJsonLd, breadcrumbList, jsonLdString, productJsonLd } from '@/lib/content/structuredData'

describe('structured data', () => {
  it('numbers breadcrumb items from 1', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://s/' },
        { name: 'Products', url: 'https://s/products' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
        { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://s/products' },
      ],
    })
  })

  it('gives a product its offers in USD with price, range and availability', () => {
    const product = productJsonLd({
      name: 'SY22 LED pilot lights',
      description: 'LED indicators',
      url: 'https://s/products/x',
      images: ['https://s/a.png'],
      sku: 'SY22-PL',
      category: 'Pilot lights',
      brand: 'Switchyard',
      inLanguage: 'en',
      offers: { low: '13.41', high: '17.78', count: 30, currency: 'USD', inStock: true, url: 'https://s/products/x' },
    })
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: 'SY22-PL',
      image: ['https://s/a.png'],
      offers: {
        '@type': 'AggregateOffer',
        price: '13.41',
        lowPrice: '13.41',
        highPrice: '17.78',
        priceCurrency: 'USD',
        offerCount: 30,
        availability: 'https://schema.org/InStock',
      },
    })
  })

  it('leaves offers out when nothing has a price', () => {
    const product = productJsonLd({ name: 'X', url: 'u', images: [], brand: 'B', inLanguage: 'es', offers: null })
    expect(product).not.toHaveProperty('offers')
    expect(product).not.toHaveProperty('image')
  })

  it('describes an article with its dates and author when known', () => {
    expect(
      articleJsonLd({ headline: 'H', url: 'u', publisher: 'Switchyard', inLanguage: 'es', datePublished: '2026-01-02', author: 'Ana' }),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'H',
      datePublished: '2026-01-02',
      author: { '@type': 'Person', name: 'Ana' },
      inLanguage: 'es',
    })
  })

  it('cannot be closed from inside the data', () => {
    const s = jsonLdString({ name: '</script><script>alert(1)</script>', note: 'a & b\u2028' })
    expect(s).not.toContain('<')
    expect(s).not.toContain('>')
    expect(JSON.parse(s)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b\u2028' })
  })
})
