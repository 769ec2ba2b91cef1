import { ADDRESS, EMAIL, PHONE, hrefOf } from './company'
import { INDUSTRIES } from './industries'
import { PAGE_SLUGS } from './pageCommon'
import type { Bi, EditorialSettings, MenuLink, MenuRecord, SocialRecord, TstringRecord } from './types'

/** Site-wide content: translatable strings, menus, social links and the shop's contact settings. */

export const SETTINGS: EditorialSettings = {
  tagline: {
    en: 'Industrial control components, shipped from Pittsburgh',
    es: 'Componentes de control industrial, enviados desde Pittsburgh',
  },
  phone: PHONE,
  email: EMAIL,
  address: ADDRESS,
}

export const SOCIAL: SocialRecord[] = [
  { network: 'linkedin', url: 'https://www.linkedin.com/company/example' },
  { network: 'youtube', url: 'https://www.youtube.com/@example' },
]

/** Content strings used on pages; ~~n~~ are replaced by the values the page passes, in order. */
export const TSTRINGS: TstringRecord[] = [
  {
    slug: 'home-hero-title',
    text: {
      en: '~~1~~ control parts in stock, ready to ship from Pittsburgh',
      es: '~~1~~ componentes de control en existencia, listos para enviarse desde Pittsburgh',
    },
  },
  {
    slug: 'home-hero-subtitle',
    text: {
      en: 'Push buttons, pilot lights, relays, contactors, terminal blocks and wire duct for panel shops, OEMs and distributors.',
      es: 'Botones, luces piloto, relés, contactores, borneras y canaleta para tableristas, fabricantes de equipo y distribuidores.',
    },
  },
  { slug: 'cta-browse-products', text: { en: 'Browse products', es: 'Ver productos' } },
  { slug: 'cta-shop-by-family', text: { en: 'Shop by product family', es: 'Comprar por familia' } },
  { slug: 'cta-request-quote', text: { en: 'Request a quote', es: 'Solicitar cotización' } },
  { slug: 'cta-download-catalogue', text: { en: 'Download the full-line catalogue', es: 'Descargar el catálogo general' } },
  { slug: 'cta-talk-to-engineer', text: { en: 'Talk to an applications engineer', es: 'Hablar con un ingeniero de aplicaciones' } },
  {
    slug: 'cta-cross-reference',
    text: {
      en: 'Send us your parts list and we will cross it for you',
      es: 'Envíenos su lista de materiales y le buscamos las equivalencias',
    },
  },
  {
    slug: 'free-ground-shipping',
    text: { en: 'Free ground shipping on orders over ~~1~~', es: 'Envío terrestre gratis en pedidos de más de ~~1~~' },
  },
  {
    slug: 'same-day-shipping',
    text: {
      en: 'In-stock orders placed by ~~1~~ Eastern time ship the same business day',
      es: 'Los pedidos de artículos en existencia recibidos antes de las ~~1~~ (hora del Este) salen el mismo día hábil',
    },
  },
  { slug: 'parts-in-families', text: { en: '~~1~~ parts in ~~2~~ families', es: '~~1~~ piezas en ~~2~~ familias' } },
  { slug: 'sold-in-packages-of', text: { en: 'Sold in packages of ~~1~~', es: 'Se vende en paquetes de ~~1~~' } },
  { slug: 'download-pdf', text: { en: 'Download the PDF (~~1~~)', es: 'Descargar el PDF (~~1~~)' } },
  { slug: 'pdf-in-english', text: { en: 'This document is available in English.', es: 'Este documento está disponible en inglés.' } },
  {
    // The one place the demo shop says what it is (and the README); the rest reads as a real shop.
    slug: 'footer-notice',
    text: {
      en: 'A demonstration shop: Switchyard, Brackwell Controls, their products, prices, people and customers are invented.',
      es: 'Tienda de demostración: Switchyard, Brackwell Controls, sus productos, precios, personas y clientes son inventados.',
    },
  },
  { slug: 'industries-heading', text: { en: 'Industries we serve', es: 'Industrias que atendemos' } },
  { slug: 'resources-heading', text: { en: 'Technical resources', es: 'Recursos técnicos' } },
  { slug: 'testimonials-heading', text: { en: 'What our customers say', es: 'Lo que dicen nuestros clientes' } },
  { slug: 'latest-articles-heading', text: { en: 'From our applications engineers', es: 'De nuestros ingenieros de aplicaciones' } },
  {
    slug: 'support-languages',
    text: {
      en: 'Support in English and Spanish, Monday to Friday, 8:00 to 17:00 ET',
      es: 'Atención en español y en inglés, de lunes a viernes, de 8:00 a 17:00 (hora del Este)',
    },
  },
]

const pageHref = (key: keyof typeof PAGE_SLUGS): Bi => hrefOf('page', PAGE_SLUGS[key])
const link = (en: string, es: string, href: Bi): MenuLink => ({ label: { en, es }, href })

const MAIN: MenuRecord = {
  slug: 'main',
  items: [
    {
      ...link('Products', 'Productos', pageHref('products')),
      submenu: [
        link('All products', 'Todos los productos', pageHref('products')),
        link('Shop by family', 'Comprar por familia', pageHref('shop')),
      ],
    },
    {
      ...link('Industries', 'Industrias', pageHref('industries')),
      submenu: INDUSTRIES.map((i) => ({ label: i.title, href: hrefOf('industry', i.slug) })),
    },
    {
      ...link('Resources', 'Recursos', pageHref('resources')),
      submenu: [
        link('Catalogue and downloads', 'Catálogo y descargas', pageHref('resources')),
        link('Technical articles', 'Artículos técnicos', pageHref('articles')),
      ],
    },
    link('About', 'Quiénes somos', pageHref('about')),
    link('Contact', 'Contacto', pageHref('contact')),
  ],
}

const FOOTER: MenuRecord = {
  slug: 'footer',
  items: [
    link('Shop', 'Tienda', pageHref('shop')),
    link('About us', 'Quiénes somos', pageHref('about')),
    link('Contact', 'Contacto', pageHref('contact')),
    link('Sales representatives', 'Representantes de ventas', { en: '/sales-reps', es: '/es/representantes' }),
    link('Terms of sale', 'Términos de venta', pageHref('terms')),
    link('Privacy notice', 'Aviso de privacidad', pageHref('privacy')),
  ],
}

/** The shop menu: columns of the product families of the shop (docs/routes.md), by English category slug. */
export const SHOP_COLUMNS: { title: Bi; categories: string[] }[] = [
  {
    title: { en: 'Push buttons and pilot lights', es: 'Botones y luces piloto' },
    categories: [
      '22mm-nema-push-buttons',
      '22mm-nema-pilot-lights',
      '22mm-nema-accessories',
      '30mm-accessories',
      '16mm-pilot-lights',
      '16mm-accessories',
      '13mm-pilot-lights',
      '13mm-accessories',
      'legend-plates',
      'control-stations',
    ],
  },
  {
    title: { en: 'Relays and contactors', es: 'Relés y contactores' },
    categories: [
      'general-purpose-relays',
      'general-purpose-relays-sockets-retainer-clips',
      'electronic-timing-relays',
      'contactors-control-relays',
      'definite-purpose-contactors',
    ],
  },
  {
    title: { en: 'Terminal blocks', es: 'Borneras' },
    categories: ['nema-terminal-blocks', 'nema-terminal-blocks-accessories', 'iec-terminal-blocks', 'iec-terminal-blocks-accessories'],
  },
  {
    title: { en: 'Wire duct', es: 'Canaleta ranurada' },
    categories: ['wire-duct', 'wire-duct-accessories'],
  },
]

const SHOP_MENU: MenuRecord = { slug: 'shop', columns: SHOP_COLUMNS }

export const MENUS: MenuRecord[] = [MAIN, FOOTER, SHOP_MENU]
