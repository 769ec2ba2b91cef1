import { describe, expect, it } from 'vitest'

import { imageInfo } from '@/lib/catalogue/images'
import { attributeValue, rememberValue, textIn, type ValueLabels } from '@/lib/catalogue/values'

describe('attributeValue', () => {
  it('reads a bilingual value, slugged from the English words', () => {
    expect(attributeValue({ en: 'Amber', es: 'Ámbar' })).toEqual({ slug: 'amber', labels: { en: 'Amber', es: 'Ámbar' } })
  })

  it('reads a plain value as the same text in both languages', () => {
    expect(attributeValue(' 24 V AC/DC ')).toEqual({ slug: '24-v-ac-dc', labels: { en: '24 V AC/DC', es: '24 V AC/DC' } })
    expect(attributeValue(90)).toEqual({ slug: '90', labels: { en: '90', es: '90' } })
  })

  it('fills a missing translation from the other language', () => {
    expect(attributeValue({ es: 'Rojo' })).toEqual({ slug: 'rojo', labels: { en: 'Rojo', es: 'Rojo' } })
    expect(attributeValue({ en: 'Red', es: '' })?.labels).toEqual({ en: 'Red', es: 'Red' })
  })

  it('ignores empty and unusable values', () => {
    for (const raw of [null, undefined, '', '  ', {}, [], { en: '' }, '—']) expect(attributeValue(raw)).toBeNull()
  })
})

describe('labels', () => {
  it('keeps the first labels seen for a value', () => {
    const values: ValueLabels = {}
    rememberValue(values, 'color', { slug: 'red', labels: { en: 'Red', es: 'Rojo' } })
    rememberValue(values, 'color', { slug: 'red', labels: { en: 'RED', es: 'ROJO' } })
    expect(values).toEqual({ color: { red: { en: 'Red', es: 'Rojo' } } })
  })

  it('lets a translated value replace one given as plain text', () => {
    const values: ValueLabels = {}
    rememberValue(values, 'color', { slug: 'green', labels: { en: 'Green', es: 'Green' } })
    rememberValue(values, 'color', { slug: 'green', labels: { en: 'Green', es: 'Verde' } })
    rememberValue(values, 'color', { slug: 'green', labels: { en: 'Green', es: 'Green' } })
    expect(values.color.green).toEqual({ en: 'Green', es: 'Verde' })
  })

  it('reads a text in the locale, else in another', () => {
    expect(textIn({ en: 'Red', es: 'Rojo' }, 'es')).toBe('Rojo')
    expect(textIn({ en: 'Ships today' }, 'es')).toBe('Ships today')
    expect(textIn(null, 'en')).toBe('')
  })
})

describe('imageInfo', () => {
  const sizes = {
    w480: { url: '/m/a-480.png', width: 480, height: 360 },
    w960: { url: '/m/a-960.png', width: 960, height: 720 },
    w1440: { url: '/m/a-1440.png', width: 1440, height: 1080 },
  }
  const media = { url: '/m/a.png', alt: 'A relay', width: 1600, height: 1200, mimeType: 'image/png', sizes }

  it('offers the stored widths as srcset, the 960 one as src, with the intrinsic size', () => {
    expect(imageInfo(media, 'en')).toEqual({
      src: '/m/a-960.png',
      full: '/m/a.png',
      large: { url: '/m/a-1440.png', width: 1440, height: 1080 },
      srcSet: '/m/a-480.png 480w, /m/a-960.png 960w, /m/a-1440.png 1440w',
      width: 1600,
      height: 1200,
      alt: 'A relay',
      vector: false,
    })
  })

  it('adds a small original that has fewer sizes than the widths', () => {
    const small = {
      url: '/m/s.png',
      alt: 's',
      width: 700,
      height: 500,
      mimeType: 'image/png',
      sizes: { w480: sizes.w480, w960: { url: null }, w1440: null },
    }
    const info = imageInfo(small, 'en')!
    expect(info.srcSet).toBe('/m/a-480.png 480w, /m/s.png 700w')
    expect(info.src).toBe('/m/s.png')
  })

  it('serves an SVG as it is', () => {
    const svg = { url: '/m/d.svg', alt: 'Drawing', width: 160, height: 120, mimeType: 'image/svg+xml', sizes: { w480: { url: null } } }
    expect(imageInfo(svg, 'en')).toMatchObject({ src: '/m/d.svg', srcSet: null, width: 160, height: 120, vector: true })
  })

  it('uses the Spanish variant on Spanish pages only', () => {
    const withEs = { ...media, imageEs: { url: '/m/es.png', alt: 'Un relé', width: 800, height: 600, mimeType: 'image/png', sizes: {} } }
    expect(imageInfo(withEs, 'es')).toMatchObject({ src: '/m/es.png', alt: 'Un relé', width: 800 })
    expect(imageInfo(withEs, 'en')?.alt).toBe('A relay')
    expect(imageInfo({ ...media, imageEs: 7 }, 'es')?.src).toBe('/m/a-960.png')
  })

  it('has nothing to show without a file', () => {
    expect(imageInfo(null, 'en')).toBeNull()
    expect(imageInfo({ alt: 'x', url: null }, 'en')).toBeNull()
  })
})
