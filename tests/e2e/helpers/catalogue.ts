import sharp from 'sharp'

import { adminAuth, api, base } from './admin'
import type { Lang } from './content'

/**
 * A small catalogue of its own for the catalogue pages' browser tests, created through the
 * admin's REST API in English and Spanish: one family, three series (one whose every part is
 * restricted), attribute titles (one not public), prefixes (one not public), parts, an OEM
 * "call for price" entry, images and a data sheet. Part numbers start with E2E so the
 * vectors' fixtures are untouched. Prices follow the vectors' OEM list: E-1 is 10% off,
 * any other schedule falls to Z (0%).
 */
export const catalogue = {
  category: {
    en: { title: 'E2E relays', slug: 'e2e-relays', summary: 'Relays for the catalogue tests.' },
    es: { title: 'Relés E2E', slug: 'reles-e2e', summary: 'Relés para las pruebas del catálogo.' },
  },
  relays: {
    en: { title: 'E2E general-purpose relays', slug: 'e2e-relays/general-purpose', summary: 'Plug-in relays, 24 V DC and 120 V AC coils.' },
    es: { title: 'Relés de uso general E2E', slug: 'reles-e2e/uso-general', summary: 'Relés enchufables, bobinas de 24 V CC y 120 V CA.' },
  },
  sockets: {
    en: { title: 'E2E relay sockets', slug: 'e2e-relays/sockets', summary: 'DIN-rail sockets for the E2E relays.' },
    es: { title: 'Bases para relés E2E', slug: 'reles-e2e/bases', summary: 'Bases para riel DIN de los relés E2E.' },
  },
  restricted: {
    en: { title: 'E2E restricted relays', slug: 'e2e-relays/restricted', summary: 'Contract customers only.' },
    es: { title: 'Relés restringidos E2E', slug: 'reles-e2e/restringidos', summary: 'Solo clientes con contrato.' },
  },
  datasheet: {
    en: { title: 'E2E relay data sheet', slug: 'e2e-relay-data-sheet', summary: 'Ratings and dimensions.' },
    es: { title: 'Hoja de datos de relés E2E', slug: 'hoja-datos-reles-e2e', summary: 'Valores nominales y dimensiones.' },
  },
  titles: {
    e2e_color: { en: 'Coil colour', es: 'Color de bobina', isPublic: true, order: 901 },
    e2e_voltage: { en: 'Coil voltage', es: 'Tensión de bobina', isPublic: true, order: 902 },
    e2e_secret: { en: 'Internal code', es: 'Código interno', isPublic: false, order: 903 },
  },
  /** Never on a page: the value of the attribute whose title is not public. */
  secretValue: 'E2E-SECRET-ATTRIBUTE-VALUE',
  leadTime: { en: 'Ships in 10 business days', es: 'Se envía en 10 días hábiles' },
  callForPrice: { en: 'Call for price', es: 'Consultar precio' },
  /** The relays' visible parts in table order, with their OEM price (null: call for price). */
  relayParts: [
    { pn: 'E2ER-G24', list: '$30.00', price: '$27.00' },
    { pn: 'E2ER-G120', list: '$40.00', price: null },
    { pn: 'E2ER-R24', list: '$20.00', price: '$18.00' },
  ],
  hiddenPn: 'E2ER-X-R24',
} as const

const prefixes = { en: { category: '/category', products: '/products' }, es: { category: '/es/categoria', products: '/es/productos' } }
export const categoryPath = (l: Lang) => `${prefixes[l].category}/${catalogue.category[l].slug}`
export const seriesPath = (series: 'relays' | 'sockets' | 'restricted', l: Lang) => `${prefixes[l].products}/${catalogue[series][l].slug}`
export const listPath = (l: Lang) => (l === 'en' ? '/products' : '/es/productos')

type Found = { docs: { id: number }[] }
type Created = { doc: { id: number } }

/** Creates a document in English, then adds its Spanish fields. */
async function bilingual(
  collection: string,
  en: Record<string, unknown>,
  es: Record<string, unknown>,
  common: Record<string, unknown> = {},
) {
  const { doc } = await api<Created>('POST', `/${collection}?locale=en`, { ...common, ...en })
  if (Object.keys(es).length) await api('PATCH', `/${collection}/${doc.id}?locale=es`, es)
  return doc.id
}

/** Uploads a file to an upload collection (multipart, as the admin does). */
async function upload(collection: 'media' | 'files', file: Buffer, filename: string, type: string, data: Record<string, unknown>) {
  const { Authorization } = await adminAuth()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), filename)
  form.append('_payload', JSON.stringify(data))
  const res = await fetch(`${base}/api/${collection}?locale=en`, { method: 'POST', headers: { Authorization }, body: form })
  const json = (await res.json()) as Created
  if (!res.ok) throw new Error(`upload ${filename}: ${res.status} ${JSON.stringify(json)}`)
  return json.doc.id
}

const drawing = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f8fafc"/><rect x="50" y="20" width="60" height="80" rx="6" fill="${fill}" stroke="#334155" stroke-width="2"/></svg>`

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\nxref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n98\n%%EOF\n',
)

/** Creates the catalogue once per server (a reused server keeps it). */
export async function ensureCatalogue() {
  const existing = await api<Found>('GET', `/categories?where[slug][equals]=${catalogue.category.en.slug}&locale=en`)
  if (existing.docs[0]) return

  for (const [key, t] of Object.entries(catalogue.titles)) {
    await bilingual('attribute-titles', { title: t.en }, { title: t.es }, { key, isPublic: t.isPublic, order: t.order })
  }
  const category = await bilingual('categories', catalogue.category.en, catalogue.category.es, { order: 900 })
  for (const [title, discountSchedule, isPublic] of [
    ['E2ER', 'E-1', true],
    ['E2ER-X', 'E-1', false],
    ['E2EP', 'H-7', true],
  ] as const) {
    await api('POST', '/part-prefixes', { title, discountSchedule, isPublic })
  }

  const photo = await upload(
    'media',
    await sharp(Buffer.from(drawing('#16a34a')))
      .png()
      .toBuffer(),
    'e2e-relay.png',
    'image/png',
    { alt: 'E2E relay, front' },
  )
  await api('PATCH', `/media/${photo}?locale=es`, { alt: 'Relé E2E, de frente' })
  const plan = await upload('media', Buffer.from(drawing('#e2e8f0')), 'e2e-relay-plan.svg', 'image/svg+xml', {
    alt: 'E2E relay, dimensions',
  })
  await api('PATCH', `/media/${plan}?locale=es`, { alt: 'Relé E2E, dimensiones' })
  const file = await upload('files', pdf, 'e2e-relay-data-sheet.pdf', 'application/pdf', { title: 'E2E data sheet' })
  const datasheet = await bilingual('resources', catalogue.datasheet.en, catalogue.datasheet.es, { kind: 'datasheet', file })

  const published = { _status: 'published', category }
  const sockets = await bilingual('products', catalogue.sockets.en, catalogue.sockets.es, {
    ...published,
    series: 'E2EP',
    attributeKeys: ['e2e_color'],
  })
  const relays = await bilingual('products', catalogue.relays.en, catalogue.relays.es, {
    ...published,
    series: 'E2ER',
    image: photo,
    gallery: [plan],
    attributeKeys: ['e2e_color', 'e2e_voltage', 'e2e_secret'],
    documents: [datasheet],
    accessories: [sockets],
  })
  const restricted = await bilingual('products', catalogue.restricted.en, catalogue.restricted.es, { ...published, series: 'E2ER-X' })

  const green = { en: 'Green', es: 'Verde' }
  const red = { en: 'Red', es: 'Rojo' }
  const parts = [
    {
      pn: 'E2ER-R24',
      product: relays,
      listPrice: 20,
      attributes: { e2e_color: red, e2e_voltage: '24 V DC', e2e_secret: catalogue.secretValue },
    },
    { pn: 'E2ER-G24', product: relays, listPrice: 30, attributes: { e2e_color: green, e2e_voltage: '24 V DC' }, lead: catalogue.leadTime },
    { pn: 'E2ER-G120', product: relays, listPrice: 40, attributes: { e2e_color: green, e2e_voltage: '120 V AC' } },
    { pn: catalogue.hiddenPn, product: relays, listPrice: 1, attributes: { e2e_color: red, e2e_voltage: '24 V DC' } },
    { pn: 'E2EP-8', product: sockets, listPrice: 5.5, pkgqty: 10, attributes: { e2e_color: { en: 'Black', es: 'Negro' } } },
    { pn: 'E2ER-X-G24', product: restricted, listPrice: 2, attributes: { e2e_color: green } },
  ]
  for (const { lead, ...part } of parts) {
    const { doc } = await api<Created>('POST', '/parts?locale=en', { pkgqty: 1, category, ...part, leadTimeNote: lead?.en })
    if (lead) await api('PATCH', `/parts/${doc.id}?locale=es`, { leadTimeNote: lead.es })
  }
  const oem = await api<Found>('GET', '/price-lists?where[name][equals]=OEM&limit=1')
  if (!oem.docs[0]) throw new Error('the OEM price list is missing: the test server imports it from the vectors')
  await api('POST', '/price-list-entries', { priceList: oem.docs[0].id, item: 'E2ER-G120', valueType: 'Call', value: 0 })
}
