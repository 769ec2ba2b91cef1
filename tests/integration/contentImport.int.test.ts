import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { exportData } from '@/lib/import/server/exportData'
import { parseImportFile, type ImportData } from '@/lib/import/format'
import { importData, type ImportSummary } from '@/lib/import/server/importData'

import { testDatabases, type TestDatabase } from './helpers/databases'

/** The content and catalogue sections of the import format (docs/import-format-content.md), on each database. */

const svg = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><rect width="10" height="10" fill="${color}"/></svg>\n`
/** The smallest file Payload takes as a PDF: a header, an xref table and %%EOF. */
const PDF =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n52\n%%EOF\n'

const temps: string[] = []
/** A folder holding an import file's uploads: media/*.svg and files/*.pdf. */
function uploadsFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-content-'))
  temps.push(dir)
  fs.mkdirSync(path.join(dir, 'media'))
  fs.mkdirSync(path.join(dir, 'files'))
  fs.writeFileSync(path.join(dir, 'media/sy22-red.svg'), svg('#c8372d'))
  fs.writeFileSync(path.join(dir, 'media/panel.svg'), svg('#16325c'))
  fs.writeFileSync(path.join(dir, 'media/panel-es.svg'), svg('#2e9b5e'))
  fs.writeFileSync(path.join(dir, 'files/sy22-datasheet.pdf'), PDF)
  return dir
}

const SERIES_MD = {
  en: '## Choosing a light\n\nMatch the **control voltage** and pick a *color*; see [the data sheet](/resource/sy22-datasheet).\n\n- 24 V AC/DC\n- 120 V AC\n\n1. Pick the voltage\n2. Pick the color',
  es: '## Cómo elegir una luz\n\nElija el **voltaje de control** y un *color*; vea [la hoja de datos](/es/documento/hoja-de-datos-sy22).\n\n- 24 V CA/CC\n- 120 V CA',
}

function contentFile() {
  const bi = (en: string, es: string) => ({ en, es })
  return {
    settings: {
      tagline: bi('Industrial control components', 'Componentes de control industrial'),
      phone: '+1 412-555-0142',
      email: 'sales@example.com',
      address: '100 Signal Works Lane\nPittsburgh, PA 15222',
    },
    media: [
      { file: 'media/sy22-red.svg', alt: bi('Red pilot light', 'Luz piloto roja') },
      {
        file: 'media/panel.svg',
        alt: bi('A control panel', 'Un tablero de control'),
        imageEs: 'media/panel-es.svg',
        desktopWidth: '50',
        imageAlign: 'left',
      },
    ],
    files: [{ file: 'files/sy22-datasheet.pdf', title: bi('SY22 data sheet', 'Hoja de datos SY22') }],
    icons: [
      { snake: 'bolt', title: 'Bolt', svg: '<svg viewBox="0 0 24 24"><path d="M13 2 3 14h9l-1 8 10-12h-9z"/></svg>' },
      { snake: 'phone', title: 'Phone', isFA: true },
    ],
    categories: [
      {
        slug: bi('pilot-light-accessories', 'accesorios-de-luces-piloto'),
        title: bi('Pilot light accessories', 'Accesorios de luces piloto'),
        parent: 'pilot-lights',
      },
      {
        slug: bi('pilot-lights', 'luces-piloto'),
        title: bi('Pilot lights', 'Luces piloto'),
        summary: bi('22 mm pilot lights', 'Luces piloto de 22 mm'),
        content: bi('Pilot lights for **every** panel.', 'Luces piloto para **todo** tablero.'),
        image: 'panel.svg',
        order: 2,
      },
    ],
    attributeTitles: [
      { key: 'color', title: bi('Color', 'Color') },
      { key: 'voltage', title: bi('Voltage', 'Voltaje'), order: 1 },
    ],
    series: [
      {
        series: 'sy22-pl',
        slug: bi('pilot-lights/sy22-pl', 'luces-piloto/sy22-pl'),
        title: bi('SY22 pilot lights', 'Luces piloto SY22'),
        summary: bi('Integral LED, IP66', 'LED integrado, IP66'),
        content: SERIES_MD,
        image: 'sy22-red.svg',
        gallery: ['panel.svg', 'media/sy22-red.svg'],
        category: 'pilot-lights',
        attributeKeys: ['color', 'voltage'],
        documents: ['sy22-datasheet'],
        accessories: ['SY22-GUARD'],
      },
      {
        series: 'SY22-GUARD',
        slug: bi('pilot-light-accessories/sy22-guard', 'accesorios-de-luces-piloto/sy22-guard'),
        title: bi('SY22 guards', 'Protectores SY22'),
        category: 'pilot-light-accessories',
        attributeKeys: [],
        order: 1,
        status: 'draft',
      },
    ],
    products: [
      {
        pn: 'SY22-PL-R24',
        listPrice: 12.5,
        pkgqty: 1,
        tariff: false,
        series: 'SY22-PL',
        attributes: { voltage: '24 V AC/DC', color: bi('Red', 'Rojo') },
        leadTimeNote: bi('Ships in 2 days', 'Se envía en 2 días'),
      },
      {
        pn: 'SY22-PL-G24',
        listPrice: 12.5,
        pkgqty: 1,
        family: null,
        tariff: false,
        series: 'SY22-PL',
        attributes: { color: bi('Green', 'Verde'), voltage: '24 V AC/DC' },
      },
      { pn: 'SY22-GRD', listPrice: 4, pkgqty: 5, family: 'pilot-light-accessories', tariff: true, tariffRate: 0.1, series: 'SY22-GUARD' },
      { pn: 'WD-1X2', listPrice: 3, pkgqty: 10, family: 'wire-duct', tariff: false },
    ],
    partPrefixes: [{ title: 'SY22-PL', discountSchedule: 'E-1', isPublic: true, series: 'SY22-PL' }],
    resources: [
      {
        slug: bi('sy22-datasheet', 'hoja-de-datos-sy22'),
        title: bi('SY22 data sheet', 'Hoja de datos SY22'),
        kind: 'datasheet',
        file: 'sy22-datasheet.pdf',
        products: ['SY22-PL'],
      },
    ],
    industries: [
      {
        slug: bi('packaging', 'empaque'),
        title: bi('Packaging', 'Empaque'),
        summary: bi('Packaging lines', 'Líneas de empaque'),
        products: ['SY22-PL'],
      },
    ],
    articles: [
      {
        slug: bi('choosing-a-pilot-light', 'como-elegir-una-luz-piloto'),
        title: bi('Choosing a pilot light', 'Cómo elegir una luz piloto'),
        content: bi('Start with the ***control voltage***.', 'Empiece por el ***voltaje de control***.'),
        image: 'panel.svg',
        publishedAt: '2026-03-14',
        author: 'Elena Vargas',
        industries: ['packaging'],
        products: ['SY22-PL'],
      },
      { slug: bi('coming-soon', 'proximamente'), title: bi('Coming soon', 'Próximamente'), status: 'draft' },
    ],
    whitePapers: [
      {
        slug: bi('led-life', 'vida-del-led'),
        title: bi('LED life', 'Vida del LED'),
        publishedAt: '2026-01-02',
        author: 'R&D',
        file: 'sy22-datasheet.pdf',
      },
    ],
    testimonials: [
      {
        slug: bi('acme-packaging', 'acme-empaque'),
        title: bi('Acme Packaging', 'Acme Empaque'),
        quote: bi('They ship the same day.', 'Envían el mismo día.'),
        author: 'Ana Ruiz',
        role: bi('Plant engineer', 'Ingeniera de planta'),
        company: 'Acme',
        industry: 'packaging',
      },
    ],
    pages: [
      {
        slug: bi('home', 'inicio'),
        title: bi('Home', 'Inicio'),
        content: bi('# Welcome\n\nControl parts.', '# Bienvenido\n\nComponentes de control.'),
      },
      { slug: bi('shop', 'tienda'), title: bi('Shop', 'Tienda') },
      { slug: bi('about', 'acerca-de'), title: bi('About us', 'Quiénes somos'), showInFooter: true, status: 'draft' },
    ],
    tstrings: [{ slug: 'cta-request-quote', text: bi('Request a quote', 'Solicitar cotización') }],
    menus: [
      {
        slug: 'main',
        items: [
          {
            label: bi('Products', 'Productos'),
            href: bi('/products', '/es/productos'),
            icon: 'bolt',
            submenu: [{ label: bi('Pilot lights', 'Luces piloto'), href: bi('/category/pilot-lights', '/es/categoria/luces-piloto') }],
          },
          { label: bi('Contact', 'Contacto'), href: bi('/contact', '/es/contacto'), icon: 'phone' },
        ],
        columns: [{ title: bi('Lights', 'Luces'), categories: ['pilot-lights', 'pilot-light-accessories'] }],
      },
    ],
    social: [
      { network: 'linkedin', url: 'https://www.linkedin.com/company/example' },
      { network: 'youtube', url: 'https://www.youtube.com/@example' },
    ],
  }
}

function parsed(json: unknown): ImportData {
  const result = parseImportFile(json)
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.reason}`).join('\n'))
  return result.data
}

const COLLECTIONS: CollectionSlug[] = [
  'media',
  'files',
  'icons',
  'categories',
  'attribute-titles',
  'products',
  'parts',
  'part-prefixes',
  'resources',
  'industries',
  'articles',
  'white-papers',
  'testimonials',
  'pages',
  'tstrings',
  'menus',
]
async function counts(payload: Payload): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const collection of COLLECTIONS) out[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  return out
}
const uploadsOf = (payload: Payload, collection: 'media' | 'files') => String(payload.collections[collection].config.upload.staticDir)
const listing = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [])
const unchanged = (summary: ImportSummary) => Object.entries(summary).filter(([, c]) => c.created + c.updated + c.deleted > 0)

const opened: TestDatabase[] = []
afterAll(async () => {
  for (const db of opened) await db.drop()
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true })
})
function fresh(): TestDatabase[] {
  const dbs = testDatabases()
  opened.push(...dbs)
  return dbs
}

describe.each(fresh())('content import on $name', (db) => {
  const dir = uploadsFolder()
  const one = async (collection: CollectionSlug, where: Record<string, unknown>, locale: 'en' | 'es' | 'all' = 'all') => {
    const { docs } = await (await db.open()).find({ collection, where: where as never, overrideAccess: true, depth: 0, locale, limit: 1 })
    expect(docs).toHaveLength(1)
    return docs[0] as unknown as Record<string, unknown> & { id: number }
  }

  it('imports every section: both languages, rich text, relations, drafts and the uploads', async () => {
    const payload = await db.open()
    const progress = new Set<string>()
    const summary = await importData(payload, parsed(contentFile()), {
      baseDir: dir,
      onProgress: (section, done, total) => done === total && progress.add(section),
    })

    expect(summary).toMatchObject({
      media: { created: 3, updated: 0, deleted: 0 }, // panel-es.svg made from panel.svg's imageEs
      files: { created: 1 },
      icons: { created: 2 },
      categories: { created: 3 }, // wire-duct: a part's family
      attributeTitles: { created: 2 },
      series: { created: 2 },
      products: { created: 4 },
      partPrefixes: { created: 1 },
      resources: { created: 1 },
      industries: { created: 1 },
      articles: { created: 2 },
      whitePapers: { created: 1 },
      testimonials: { created: 1 },
      pages: { created: 3 },
      tstrings: { created: 1 },
      menus: { created: 1 },
      social: { updated: 1 },
      settings: { updated: 1 },
    })
    for (const section of [
      'media',
      'files',
      'icons',
      'categories',
      'series',
      'products',
      'resources',
      'articles',
      'pages',
      'menus',
      'social',
    ])
      expect(progress).toContain(section)

    // Uploads: on disk under DATA_DIR, keyed by file name; the Spanish variant linked.
    expect(listing(uploadsOf(payload, 'media'))).toEqual(['panel-es.svg', 'panel.svg', 'sy22-red.svg'])
    expect(fs.readFileSync(path.join(uploadsOf(payload, 'files'), 'sy22-datasheet.pdf'), 'utf8')).toBe(PDF)
    const panel = await one('media', { filename: { equals: 'panel.svg' } })
    const panelEs = await one('media', { filename: { equals: 'panel-es.svg' } })
    expect(panel).toMatchObject({
      alt: { en: 'A control panel', es: 'Un tablero de control' },
      imageEs: panelEs.id,
      desktopWidth: '50',
      mobileWidth: '100',
      imageAlign: 'left',
    })
    expect(panelEs.alt).toEqual(panel.alt)

    // Categories: both languages, rich text, the parent that came later in the file.
    const lights = await one('categories', { slug: { equals: 'pilot-lights' } })
    expect(lights).toMatchObject({
      title: { en: 'Pilot lights', es: 'Luces piloto' },
      slug: { en: 'pilot-lights', es: 'luces-piloto' },
      image: panel.id,
      order: 2,
    })
    expect(JSON.stringify(lights.content)).toContain('"format":1') // **every**: bold
    const accessories = await one('categories', { slug: { equals: 'pilot-light-accessories' } })
    expect(accessories.parent).toBe(lights.id)
    expect((await one('categories', { slug: { equals: 'luces-piloto' } }, 'es')).id).toBe(lights.id)

    // Series pages: code upper-cased, links to resources and to a series later in the file, drafts.
    const series = await one('products', { series: { equals: 'SY22-PL' } })
    const guard = await one('products', { series: { equals: 'SY22-GUARD' } })
    const datasheet = await one('resources', { slug: { equals: 'sy22-datasheet' } })
    const red = await one('media', { filename: { equals: 'sy22-red.svg' } })
    expect(series).toMatchObject({
      slug: { en: 'pilot-lights/sy22-pl', es: 'luces-piloto/sy22-pl' },
      category: lights.id,
      image: red.id,
      gallery: [panel.id, red.id],
      attributeKeys: ['color', 'voltage'],
      documents: [datasheet.id],
      accessories: [guard.id],
      _status: 'published',
    })
    const content = series.content as Record<'en' | 'es', { root: { children: { type: string; tag?: string }[] } }>
    expect(content.en.root.children.map((c) => c.tag ?? c.type)).toEqual(['h2', 'paragraph', 'ul', 'ol'])
    expect(content.es.root.children.map((c) => c.tag ?? c.type)).toEqual(['h2', 'paragraph', 'ul'])
    expect(JSON.stringify(content.es)).toContain('/es/documento/hoja-de-datos-sy22')
    expect(guard).toMatchObject({ _status: 'draft', category: accessories.id, order: 1 })

    // Parts: the series, its category when the part has no family, attributes, the lead-time note in both languages.
    const r24 = await one('parts', { pn: { equals: 'SY22-PL-R24' } })
    expect(r24).toMatchObject({
      product: series.id,
      category: lights.id,
      leadTimeNote: { en: 'Ships in 2 days', es: 'Se envía en 2 días' },
    })
    expect(r24.attributes).toEqual({ voltage: '24 V AC/DC', color: { en: 'Red', es: 'Rojo' } })
    expect(await one('parts', { pn: { equals: 'SY22-PL-G24' } })).toMatchObject({ product: series.id, category: lights.id })
    expect(await one('parts', { pn: { equals: 'SY22-GRD' } })).toMatchObject({
      product: guard.id,
      category: accessories.id,
      tariffRate: 0.1,
    })
    const wireDuct = await one('categories', { slug: { equals: 'wire-duct' } })
    expect(await one('parts', { pn: { equals: 'WD-1X2' } })).toMatchObject({ product: null, category: wireDuct.id })
    expect(await one('part-prefixes', { title: { equals: 'SY22-PL' } })).toMatchObject({ product: series.id, discountSchedule: 'E-1' })

    // Documents.
    const pdf = await one('files', { filename: { equals: 'sy22-datasheet.pdf' } })
    expect(pdf.title).toEqual({ en: 'SY22 data sheet', es: 'Hoja de datos SY22' })
    expect(datasheet).toMatchObject({ kind: 'datasheet', file: pdf.id, products: [series.id] })
    const packaging = await one('industries', { slug: { equals: 'packaging' } })
    expect(packaging).toMatchObject({ products: [series.id], summary: { en: 'Packaging lines', es: 'Líneas de empaque' } })
    const article = await one('articles', { slug: { equals: 'choosing-a-pilot-light' } })
    expect(article).toMatchObject({
      author: 'Elena Vargas',
      industries: [packaging.id],
      products: [series.id],
      image: panel.id,
      _status: 'published',
    })
    expect(new Date(article.publishedAt as string).toISOString()).toBe('2026-03-14T00:00:00.000Z')
    expect(JSON.stringify(article.content)).toContain('"format":3') // ***control voltage***: bold and italic
    expect((await one('articles', { slug: { equals: 'coming-soon' } }))._status).toBe('draft')
    expect(await one('white-papers', { slug: { equals: 'led-life' } })).toMatchObject({ file: pdf.id, author: 'R&D' })
    expect(await one('testimonials', { slug: { equals: 'acme-packaging' } })).toMatchObject({
      quote: { en: 'They ship the same day.', es: 'Envían el mismo día.' },
      role: { en: 'Plant engineer', es: 'Ingeniera de planta' },
      industry: packaging.id,
    })
    expect(await one('pages', { slug: { equals: 'home' } })).toMatchObject({
      slug: { en: 'home', es: 'inicio' },
      _status: 'published',
      showInFooter: false,
    })
    expect(await one('pages', { slug: { equals: 'about' } })).toMatchObject({ _status: 'draft', showInFooter: true })
    expect((await one('pages', { slug: { equals: 'tienda' } }, 'es')).title).toBe('Tienda')

    // Site content.
    expect((await one('tstrings', { slug: { equals: 'cta-request-quote' } })).text).toEqual({
      en: 'Request a quote',
      es: 'Solicitar cotización',
    })
    const bolt = await one('icons', { snake: { equals: 'bolt' } })
    const menu = (await one('menus', { slug: { equals: 'main' } })) as unknown as {
      items: { label: unknown; href: unknown; icon: number; submenu: { label: unknown }[] }[]
      columns: { title: unknown; categories: number[] }[]
    }
    expect(menu.items[0]).toMatchObject({
      label: { en: 'Products', es: 'Productos' },
      href: { en: '/products', es: '/es/productos' },
      icon: bolt.id,
    })
    expect(menu.items[0].submenu[0].label).toEqual({ en: 'Pilot lights', es: 'Luces piloto' })
    expect(menu.columns[0]).toMatchObject({ title: { en: 'Lights', es: 'Luces' }, categories: [lights.id, accessories.id] })
    const social = await payload.findGlobal({ slug: 'social', overrideAccess: true })
    expect(social.links?.map((l) => l.network)).toEqual(['linkedin', 'youtube'])
    const site = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, locale: 'all' as never })
    expect(site).toMatchObject({
      tagline: { en: 'Industrial control components', es: 'Componentes de control industrial' },
      phone: '+1 412-555-0142',
      email: 'sales@example.com',
    })
  })

  it('changes nothing on a second import of the same file', async () => {
    const payload = await db.open()
    const before = listing(uploadsOf(payload, 'media')).map((name) => fs.statSync(path.join(uploadsOf(payload, 'media'), name)).mtimeMs)
    const summary = await importData(payload, parsed(contentFile()), { baseDir: dir })
    expect(unchanged(summary)).toEqual([])
    expect(listing(uploadsOf(payload, 'media')).map((name) => fs.statSync(path.join(uploadsOf(payload, 'media'), name)).mtimeMs)).toEqual(
      before,
    )
  })

  it('updates what changed: a translation, an upload’s bytes', async () => {
    const payload = await db.open()
    const file = contentFile()
    file.categories[1].title.es = 'Pilotos luminosos'
    fs.writeFileSync(path.join(dir, 'media/sy22-red.svg'), svg('#ff0000'))
    try {
      const summary = await importData(payload, parsed(file), { baseDir: dir })
      expect(unchanged(summary)).toEqual([
        ['media', { created: 0, updated: 1, deleted: 0 }],
        ['categories', { created: 0, updated: 1, deleted: 0 }],
      ])
      expect(fs.readFileSync(path.join(uploadsOf(payload, 'media'), 'sy22-red.svg'), 'utf8')).toContain('#ff0000')
      expect(listing(uploadsOf(payload, 'media'))).toEqual(['panel-es.svg', 'panel.svg', 'sy22-red.svg'])
      expect((await one('categories', { slug: { equals: 'pilot-lights' } })).title).toEqual({ en: 'Pilot lights', es: 'Pilotos luminosos' })
    } finally {
      fs.writeFileSync(path.join(dir, 'media/sy22-red.svg'), svg('#c8372d'))
      await importData(payload, parsed(contentFile()), { baseDir: dir })
    }
  })

  it('refuses a file with a reference to nothing: every bad reference listed, nothing written', async () => {
    const payload = await db.open()
    const before = await counts(payload)
    const file = contentFile() as ReturnType<typeof contentFile> & { media: Record<string, unknown>[] }
    file.media.push({ file: 'media/new.svg', alt: { en: 'New', es: 'Nuevo' } })
    fs.writeFileSync(path.join(dir, 'media/new.svg'), svg('#000000'))
    file.files.push({ file: 'files/missing.pdf', title: { en: 'Missing', es: 'Falta' } })
    file.series[0].category = 'wire-dct'
    file.series[0].accessories = ['SY22-GUARD', 'SY99']
    file.articles[0].industries = ['packing']
    file.products[0].series = 'SY22-XX'
    file.menus[0].items[1].icon = 'telephone'
    ;(file.pages as Record<string, unknown>[])[0] = { ...file.pages[0], image: 'nowhere.svg' }
    await expect(importData(payload, parsed(file), { baseDir: dir })).rejects.toMatchObject({
      problems: [
        { path: 'files[1].file', reason: `no file "files/missing.pdf" in ${dir}` },
        { path: 'series[0].category', reason: 'no category with slug "wire-dct"' },
        { path: 'series[0].accessories[1]', reason: 'no series "SY99"' },
        { path: 'articles[0].industries[0]', reason: 'no industry with slug "packing"' },
        { path: 'pages[0].image', reason: 'no media "nowhere.svg" in the media section or the database' },
        { path: 'menus[0].items[1].icon', reason: 'no icon "telephone"' },
        { path: 'products[0].series', reason: 'no series "SY22-XX"' },
      ],
    })
    expect(await counts(payload)).toEqual(before)
    expect(listing(uploadsOf(payload, 'media'))).toEqual(['panel-es.svg', 'panel.svg', 'sy22-red.svg'])
  })

  it('puts the upload folders back when an import fails after writing them', async () => {
    const payload = await db.open()
    const before = await counts(payload)
    const file = contentFile() as ReturnType<typeof contentFile> & { media: Record<string, unknown>[] }
    file.media.push({ file: 'media/new.svg', alt: { en: 'New', es: 'Nuevo' } })
    fs.writeFileSync(path.join(dir, 'media/new.svg'), svg('#000000'))
    fs.writeFileSync(path.join(dir, 'media/panel.svg'), svg('#123456'))
    try {
      await expect(
        importData(payload, parsed(file), {
          baseDir: dir,
          replace: true,
          onProgress: (section) => {
            if (section === 'pages') throw new Error('interrupted')
          },
        }),
      ).rejects.toThrow('interrupted')
    } finally {
      fs.writeFileSync(path.join(dir, 'media/panel.svg'), svg('#16325c'))
    }
    expect(await counts(payload)).toEqual(before)
    expect(listing(uploadsOf(payload, 'media'))).toEqual(['panel-es.svg', 'panel.svg', 'sy22-red.svg'])
    expect(fs.readFileSync(path.join(uploadsOf(payload, 'media'), 'panel.svg'), 'utf8')).toContain('#16325c')
    expect(unchanged(await importData(payload, parsed(contentFile()), { baseDir: dir }))).toEqual([])
  })

  it('with replace, removes the records of the file’s sections that the file lacks', async () => {
    const payload = await db.open()
    const file = contentFile()
    const { image: _category, ...lights } = file.categories[1]
    const { image: _article, ...article } = file.articles[0]
    const smaller = {
      ...file,
      pages: file.pages.slice(0, 2),
      media: file.media.slice(0, 1),
      categories: [file.categories[0], lights],
      articles: [article, file.articles[1]],
    }
    const summary = await importData(payload, parsed({ ...smaller, products: undefined, series: undefined }), {
      baseDir: dir,
      replace: true,
    })
    expect(summary.pages).toEqual({ created: 0, updated: 0, deleted: 1 })
    expect(summary.media).toEqual({ created: 0, updated: 0, deleted: 2 }) // panel.svg and its Spanish variant
    expect(listing(uploadsOf(payload, 'media'))).toEqual(['sy22-red.svg'])
    // What pointed at the media that went no longer does, in the file or not (the series page).
    const red = await one('media', { filename: { equals: 'sy22-red.svg' } })
    expect((await one('products', { series: { equals: 'SY22-PL' } })).gallery).toEqual([red.id])
    expect((await one('articles', { slug: { equals: 'choosing-a-pilot-light' } })).image ?? null).toBeNull()

    // Back as it was.
    await importData(payload, parsed(file), { baseDir: dir, replace: true })
    expect(unchanged(await importData(payload, parsed(file), { baseDir: dir }))).toEqual([])
    expect(await payload.count({ collection: 'pages', overrideAccess: true })).toMatchObject({ totalDocs: 3 })
    expect(listing(uploadsOf(payload, 'media'))).toEqual(['panel-es.svg', 'panel.svg', 'sy22-red.svg'])
  })
})

const firsts = fresh()
const seconds = fresh()
describe.each(firsts.map((first, i) => [first.name, first, seconds[i]] as const))(
  'content export and import again on %s',
  (_name, first, second) => {
    it('export -> import into an empty database -> export gives the same JSON and the same files', async () => {
      const a = await first.open()
      await importData(a, parsed(contentFile()), { baseDir: uploadsFolder() })
      const outA = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-export-a-'))
      const outB = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-export-b-'))
      temps.push(outA, outB)
      const exported = await exportData(a, { outputDir: outA })
      const json = JSON.stringify(exported, null, 2)

      // The export is the format: uploads by path beside the JSON, Markdown, defaults left out.
      expect(exported.media).toEqual([
        { file: 'media/panel-es.svg', alt: { en: 'A control panel', es: 'Un tablero de control' } },
        {
          file: 'media/panel.svg',
          alt: { en: 'A control panel', es: 'Un tablero de control' },
          imageEs: 'media/panel-es.svg',
          desktopWidth: '50',
          imageAlign: 'left',
        },
        { file: 'media/sy22-red.svg', alt: { en: 'Red pilot light', es: 'Luz piloto roja' } },
      ])
      expect(listing(path.join(outA, 'media'))).toEqual(['panel-es.svg', 'panel.svg', 'sy22-red.svg'])
      expect(listing(path.join(outA, 'files'))).toEqual(['sy22-datasheet.pdf'])
      const series = exported.series.find((s) => s.series === 'SY22-PL')!
      expect(series.content).toEqual({ en: SERIES_MD.en, es: SERIES_MD.es })
      expect(series).toMatchObject({
        documents: ['sy22-datasheet'],
        accessories: ['SY22-GUARD'],
        gallery: ['panel.svg', 'sy22-red.svg'],
        category: 'pilot-lights',
      })
      expect(exported.series.find((s) => s.series === 'SY22-GUARD')?.status).toBe('draft')
      expect(exported.articles[0].content).toEqual({
        en: 'Start with the ***control voltage***.',
        es: 'Empiece por el ***voltaje de control***.',
      })
      expect(exported.products.find((p) => p.pn === 'SY22-PL-R24')).toEqual({
        pn: 'SY22-PL-R24',
        listPrice: 12.5,
        pkgqty: 1,
        family: 'pilot-lights',
        tariff: false,
        series: 'SY22-PL',
        attributes: { color: { en: 'Red', es: 'Rojo' }, voltage: '24 V AC/DC' },
        leadTimeNote: { en: 'Ships in 2 days', es: 'Se envía en 2 días' },
      })
      expect(exported.partPrefixes).toEqual([{ title: 'SY22-PL', discountSchedule: 'E-1', isPublic: true, series: 'SY22-PL' }])
      expect(exported.settings).toMatchObject({
        tagline: contentFile().settings.tagline,
        phone: '+1 412-555-0142',
        address: '100 Signal Works Lane\nPittsburgh, PA 15222',
      })

      const b = await second.open()
      await importData(b, parsed(JSON.parse(json)), { baseDir: outA })
      expect(JSON.stringify(await exportData(b, { outputDir: outB }), null, 2)).toBe(json)
      for (const folder of ['media', 'files']) {
        expect(listing(path.join(outB, folder))).toEqual(listing(path.join(outA, folder)))
        for (const name of listing(path.join(outA, folder)))
          expect(fs.readFileSync(path.join(outB, folder, name)).equals(fs.readFileSync(path.join(outA, folder, name)))).toBe(true)
      }
      expect(await counts(b)).toEqual(await counts(a))
    })
  },
)
