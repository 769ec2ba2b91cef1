/** The documents the browser tests create through the admin's REST API, in en and es. */
export type Lang = 'en' | 'es'
type Doc = Record<Lang, { title: string; slug: string; summary: string; [field: string]: string }>

export const content = {
  pages: {
    en: { title: 'About Switchyard', slug: 'about', summary: 'Who we are and how we ship.' },
    es: { title: 'Acerca de Switchyard', slug: 'acerca-de', summary: 'Quiénes somos y cómo enviamos.' },
  },
  articles: {
    en: { title: 'Choosing a pilot light', slug: 'choosing-a-pilot-light', summary: 'LED or incandescent, and which voltage.' },
    es: { title: 'Cómo elegir un piloto luminoso', slug: 'como-elegir-un-piloto-luminoso', summary: 'LED o incandescente, y qué tensión.' },
  },
  categories: {
    en: { title: 'Pilot lights', slug: 'pilot-lights', summary: 'Indicators for every panel.' },
    es: { title: 'Pilotos luminosos', slug: 'pilotos-luminosos', summary: 'Indicadores para cada tablero.' },
  },
  products: {
    en: { title: '22 mm pilot lights', slug: 'pilot-lights/22mm', summary: 'NEMA 4X, 24 V to 240 V.' },
    es: { title: 'Pilotos luminosos de 22 mm', slug: 'pilotos-luminosos/22mm', summary: 'NEMA 4X, de 24 V a 240 V.' },
  },
  industries: {
    en: { title: 'Water treatment', slug: 'water-treatment', summary: 'Controls for pumping stations.' },
    es: { title: 'Tratamiento de agua', slug: 'tratamiento-de-agua', summary: 'Controles para estaciones de bombeo.' },
  },
  resources: {
    en: { title: 'Full-line catalogue', slug: 'full-line-catalogue', summary: 'Every product in one PDF.' },
    es: { title: 'Catálogo general', slug: 'catalogo-general', summary: 'Todos los productos en un PDF.' },
  },
  'white-papers': {
    en: { title: 'Arc flash basics', slug: 'arc-flash-basics', summary: 'What panel builders should know.' },
    es: { title: 'Fundamentos del arco eléctrico', slug: 'fundamentos-arco-electrico', summary: 'Lo que todo tablerista debe saber.' },
  },
  testimonials: {
    en: {
      title: 'A panel shop in Ohio',
      slug: 'panel-shop-ohio',
      summary: 'Next-day parts kept our line running.',
      quote: 'Next-day parts kept our line running.',
      author: 'Dana Whitfield',
    },
    es: {
      title: 'Un taller de tableros en Ohio',
      slug: 'taller-tableros-ohio',
      summary: 'Las piezas al día siguiente mantuvieron la línea.',
      quote: 'Las piezas al día siguiente mantuvieron la línea en marcha.',
    },
  },
} satisfies Record<string, Doc>

export type Collection = keyof typeof content

/** Each collection's route prefix in each language (docs/routes.md). */
const prefixes: Record<Collection, Record<Lang, string>> = {
  pages: { en: '', es: '/es' },
  articles: { en: '/article', es: '/es/articulo' },
  categories: { en: '/category', es: '/es/categoria' },
  products: { en: '/products', es: '/es/productos' },
  industries: { en: '/industry', es: '/es/industria' },
  resources: { en: '/resource', es: '/es/documento' },
  'white-papers': { en: '/white-paper', es: '/es/documento-tecnico' },
  testimonials: { en: '/testimonial', es: '/es/testimonial' },
}

export const pathOf = (collection: Collection, lang: Lang) => `${prefixes[collection][lang]}/${content[collection][lang].slug}`
export const other = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en')
