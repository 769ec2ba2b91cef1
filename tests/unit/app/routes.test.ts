import { describe, expect, it } from 'vitest'

import { matchRoute } from '@/lib/content/routes'

describe('matchRoute', () => {
  it.each([
    ['/', { locale: 'en', template: '/', params: {} }],
    ['/es', { locale: 'es', template: '/', params: {} }],
    ['/products', { locale: 'en', template: '/products', params: {} }],
    ['/es/productos', { locale: 'es', template: '/products', params: {} }],
    ['/products/pilot-lights/22mm', { locale: 'en', template: '/products/[...slug]', params: { slug: 'pilot-lights/22mm' } }],
    ['/es/articulo/guia', { locale: 'es', template: '/article/[slug]', params: { slug: 'guia' } }],
    ['/es/documento-tecnico/arco', { locale: 'es', template: '/white-paper/[slug]', params: { slug: 'arco' } }],
    ['/es/documento/catalogo', { locale: 'es', template: '/resource/[slug]', params: { slug: 'catalogo' } }],
    ['/es/mi-cuenta/perfil', { locale: 'es', template: '/my-account/profile', params: {} }],
    ['/es/mi-cuenta/carritos-guardados', { locale: 'es', template: '/my-account/saved-carts', params: {} }],
    ['/es/mi-cuenta/cotizaciones', { locale: 'es', template: '/my-account/quotes', params: {} }],
    ['/my-account/quotes/Q-100001', { locale: 'en', template: '/my-account/quotes/[number]', params: { number: 'Q-100001' } }],
    ['/es/mi-cuenta/cotizaciones/Q-100001', { locale: 'es', template: '/my-account/quotes/[number]', params: { number: 'Q-100001' } }],
    ['/about', { locale: 'en', template: '/[...slug]', params: { slug: 'about' } }],
    ['/es/acerca-de', { locale: 'es', template: '/[...slug]', params: { slug: 'acerca-de' } }],
  ])('reads %s', (path, expected) => {
    expect(matchRoute(path)).toEqual(expected)
  })

  it('does not take the English words for Spanish ones', () => {
    expect(matchRoute('/es/article/guia')).toEqual({ locale: 'es', template: '/[...slug]', params: { slug: 'article/guia' } })
  })

  it('decodes escaped characters in params', () => {
    expect(matchRoute('/article/caf%C3%A9')?.params.slug).toBe('café')
  })
})

describe('route parameters that do not decode', () => {
  it('name no page instead of failing', async () => {
    const { matchRoute } = await import('@/lib/content/routes')
    const { slugFromParam } = await import('@/lib/catalogue/slug')
    expect(matchRoute('/article/%')).toBeUndefined()
    expect(matchRoute('/es/articulo/%E0%A4%A')).toBeUndefined()
    expect(slugFromParam('%')).toBeNull()
    expect(slugFromParam(['pilot-lights', '%zz'])).toBeNull()
    expect(slugFromParam('%25')).toBeNull()
    expect(slugFromParam(['pilot-lights', '22mm'])).toBe('pilot-lights/22mm')
    expect(slugFromParam('caf%C3%A9')).toBeNull()
  })
})
