import { describe, expect, it } from 'vitest'

import { parseImportFile, type ImportProblem } from '@/lib/import/format'

/** The content and catalogue sections of the import format (docs/import-format-content.md). */

const bi = (en: string, es: string) => ({ en, es })

function problems(json: unknown): ImportProblem[] {
  const result = parseImportFile(json)
  if (result.ok) throw new Error('expected problems')
  return result.problems
}

/** One record of every content section, as the format's page describes them. */
function goodFile() {
  return {
    settings: {
      tagline: bi('Control parts', 'Componentes de control'),
      phone: '+1 412-555-0142',
      email: 'sales@example.com',
      address: '100 Signal Works Lane\nPittsburgh, PA 15222',
    },
    media: [
      {
        file: 'media/sy22-pl-red.svg',
        alt: bi('Red pilot light', 'Luz piloto roja'),
        imageEs: 'media/sy22-pl-red-es.svg',
        desktopWidth: '50',
        mobileWidth: '100',
        imageAlign: 'right',
      },
      { file: 'media/panel photo.jpg', alt: bi('A panel', 'Un tablero') },
    ],
    files: [{ file: 'files/sy22-datasheet.pdf', title: bi('SY22 data sheet', 'Hoja de datos SY22') }],
    icons: [
      {
        snake: 'bolt',
        title: 'Bolt',
        camel: 'bolt',
        isFA: false,
        isPublic: true,
        svg: '<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>',
      },
      { snake: 'arrow_right', title: 'Arrow right', isFA: true },
    ],
    categories: [
      {
        slug: bi('wire-duct', 'canaleta-ranurada'),
        title: bi('Wire duct', 'Canaleta ranurada'),
        summary: bi('Slotted duct', 'Canaleta'),
        content: bi('## Sizes\n\nFrom **1 x 1** in.', '## Medidas\n\nDesde **1 x 1** pulg.'),
        image: 'panel photo.jpg',
        order: 3,
        parent: 'panel-building',
        showAccessoriesInShop: true,
      },
    ],
    attributeTitles: [{ key: 'color', title: bi('Color', 'Color'), isPublic: true, order: 1 }],
    series: [
      {
        series: ' sy22-pl ',
        slug: bi('pilot-lights/sy22-pl', 'luces-piloto/sy22-pl'),
        title: bi('SY22 pilot lights', 'Luces piloto SY22'),
        image: 'media/sy22-pl-red.svg',
        gallery: ['sy22-pl-red.svg'],
        category: 'pilot-lights',
        attributeKeys: ['color', 'voltage'],
        documents: ['sy22-datasheet'],
        accessories: ['sy22-guard'],
        order: 1,
        status: 'draft',
      },
    ],
    products: [
      {
        pn: 'sy22-pl-r24',
        listPrice: 12.5,
        pkgqty: 1,
        tariff: false,
        series: 'SY22-PL',
        attributes: { color: bi('Red', 'Rojo'), voltage: '24 V AC/DC' },
        leadTimeNote: bi('2 days', '2 días'),
      },
      { pn: 'WD-1', listPrice: 3, pkgqty: 10, family: 'wire-duct', tariff: false, series: null, attributes: null, leadTimeNote: null },
    ],
    partPrefixes: [{ title: 'sy22-pl', discountSchedule: 'E-1', isPublic: true, series: 'sy22-pl' }],
    pages: [{ slug: bi('home', 'inicio'), title: bi('Home', 'Inicio'), showInFooter: false, status: 'published' }],
    articles: [
      {
        slug: bi('choosing-a-pilot-light', 'como-elegir-una-luz-piloto'),
        title: bi('Choosing a pilot light', 'Cómo elegir una luz piloto'),
        publishedAt: '2026-03-14',
        author: 'Elena Vargas',
        industries: ['packaging'],
        products: ['SY22-PL'],
      },
    ],
    industries: [{ slug: bi('packaging', 'empaque'), title: bi('Packaging', 'Empaque'), products: ['SY22-PL'] }],
    resources: [
      {
        slug: bi('sy22-datasheet', 'hoja-de-datos-sy22'),
        title: bi('Data sheet', 'Hoja de datos'),
        kind: 'datasheet',
        file: 'sy22-datasheet.pdf',
        products: ['SY22-PL'],
      },
    ],
    whitePapers: [
      {
        slug: bi('led-life', 'vida-del-led'),
        title: bi('LED life', 'Vida del LED'),
        publishedAt: '2026-01-02T12:00:00Z',
        author: 'R&D',
        file: 'files/sy22-datasheet.pdf',
      },
    ],
    testimonials: [
      {
        slug: bi('acme', 'acme'),
        title: bi('Acme', 'Acme'),
        quote: bi('Same day.', 'El mismo día.'),
        author: 'Ana Ruiz',
        role: bi('Engineer', 'Ingeniera'),
        company: 'Acme',
        industry: 'packaging',
      },
    ],
    tstrings: [{ slug: 'cta-request-quote', text: bi('Request a quote', 'Solicitar cotización'), changeEditor: false }],
    menus: [
      {
        slug: 'main',
        items: [
          {
            label: bi('Products', 'Productos'),
            href: bi('/products', '/es/productos'),
            icon: 'bolt',
            submenu: [{ label: bi('Wire duct', 'Canaleta'), href: bi('/category/wire-duct', '/es/categoria/canaleta-ranurada') }],
          },
        ],
        columns: [{ title: bi('Duct', 'Canaleta'), categories: ['wire-duct'] }],
      },
    ],
    social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/example' }],
  }
}

describe('the content sections of the import format', () => {
  it('accepts a record of every section and normalizes codes and upload names', () => {
    const result = parseImportFile(goodFile())
    if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.reason}`).join('\n'))
    const { data } = result
    expect(data.series?.[0]).toMatchObject({ series: 'SY22-PL', image: 'sy22-pl-red.svg', accessories: ['SY22-GUARD'], status: 'draft' })
    expect(data.whitePapers?.[0].file).toBe('sy22-datasheet.pdf')
    expect(data.products?.[0]).toMatchObject({ pn: 'SY22-PL-R24', series: 'SY22-PL', leadTimeNote: { en: '2 days', es: '2 días' } })
    expect(data.products?.[0].family).toBeUndefined() // a part may leave its family to its series
    expect(data.partPrefixes?.[0]).toEqual({ title: 'SY22-PL', discountSchedule: 'E-1', isPublic: true, series: 'SY22-PL' })
    expect(data.settings).toEqual(goodFile().settings)
    expect(data.menus?.[0].columns).toEqual([{ title: bi('Duct', 'Canaleta'), categories: ['wire-duct'] }])
  })

  it('accepts the smallest records: optional fields left out', () => {
    const result = parseImportFile({
      media: [{ file: 'x.png', alt: bi('x', 'x') }],
      categories: [{ slug: bi('x', 'x'), title: bi('X', 'X') }],
      series: [{ series: 'X1', slug: bi('x', 'x'), title: bi('X', 'X'), category: 'x', attributeKeys: [] }],
      pages: [{ slug: bi('x', 'x'), title: bi('X', 'X') }],
      tstrings: [{ slug: 'x', text: bi('x', 'x') }],
      menus: [{ slug: 'footer' }],
      social: [],
    })
    expect(result.ok).toBe(true)
  })

  it('lists every bad record with its path and a plain reason', () => {
    expect(
      problems({
        settings: { email: 'sales', tagline: 'Control parts' },
        media: [
          { file: 'media/x.txt', alt: 'Red' },
          { file: 'media/y.svg', alt: { en: 'Y' } },
          { file: 'media/z.svg', alt: bi('z', 'z'), desktopWidth: '75', imageEs: 'media/' },
        ],
        files: [{ file: 'files/x.svg', title: bi('a', 'b') }],
        icons: [
          { snake: 'Arrow Right', title: 'Arrow' },
          { snake: 'bolt', title: 'Bolt', svg: 'a bolt' },
        ],
        categories: [{ slug: bi('wire-duct', 'Canaleta Ranurada'), title: bi('a', 'b'), parent: 'Wire Duct' }],
        attributeTitles: [{ key: 'coil voltage', title: bi('Coil', 'Bobina') }],
        series: [{ series: 'sy 22', slug: bi('a/b', 'a//c'), title: bi('a', 'b'), status: 'live' }],
        products: [{ pn: 'A', listPrice: 1, pkgqty: 1, tariff: false, attributes: { color: 5 }, leadTimeNote: 'soon' }],
        partPrefixes: [{ title: 'A', discountSchedule: null, isPublic: true, series: '' }],
        articles: [{ slug: bi('a', 'b'), title: bi('a', 'b'), publishedAt: '14/03/2026', industries: 'packaging' }],
        resources: [{ slug: bi('a', 'b'), title: bi('a', 'b'), kind: 'brochure' }],
        testimonials: [{ slug: bi('a', 'b'), title: bi('a', 'b'), author: 'x' }],
        pages: [{ slug: bi('a', 'b'), title: bi('a', 'b'), body: 'x', status: 'published' }],
        tstrings: [{ slug: 'a b', text: bi('x', '') }],
        menus: [
          {
            slug: 'Main',
            items: [{ label: bi('a', 'b'), href: bi('/', '/es'), icon: 'Bolt', submenu: [{ label: bi('a', 'b') }] }],
            columns: [{ title: bi('a', 'b') }],
          },
        ],
        social: [{ network: 'tiktok', url: 'example.com' }],
      }),
    ).toEqual([
      { path: 'settings.email', reason: 'must be an e-mail address such as sales@example.com' },
      { path: 'settings.tagline', reason: 'expects { "en": "…", "es": "…" }' },
      { path: 'media[0].alt', reason: 'expects { "en": "…", "es": "…" }' },
      { path: 'media[0].file', reason: 'must be an image (.svg, .png, .jpg, .jpeg, .webp, .gif, .avif)' },
      { path: 'media[1].alt.es', reason: 'is required' },
      { path: 'media[2].desktopWidth', reason: expect.stringMatching(/^must be one of .*"100"/) },
      {
        path: 'media[2].imageEs',
        reason: 'must end in a file name of letters, digits, dashes, dots or spaces, e.g. media/sy22-pl-red.svg',
      },
      { path: 'files[0].file', reason: 'must be a PDF (.pdf)' },
      { path: 'icons[0].snake', reason: 'must be lowercase words joined by _, e.g. arrow_right' },
      { path: 'icons[0].svg', reason: 'is required (only a Font Awesome icon, "isFA": true, may go without)' },
      { path: 'icons[1].svg', reason: 'must be SVG markup, <svg …>…</svg>' },
      { path: 'categories[0].parent', reason: 'is not a slug such as wire-duct: use lowercase letters, digits and dashes' },
      { path: 'categories[0].slug.es', reason: 'is not a slug such as wire-duct: use lowercase letters, digits and dashes' },
      { path: 'attributeTitles[0].key', reason: 'must be a key such as color or coil_voltage (letters, digits, _ - .)' },
      { path: 'series[0].attributeKeys', reason: 'is required' },
      { path: 'series[0].category', reason: 'is required' },
      { path: 'series[0].series', reason: 'must be a series code such as SY22-PL (letters, digits, - . / _)' },
      {
        path: 'series[0].slug.es',
        reason: 'is not a slug such as push-buttons/sy22-pl: use lowercase letters, digits and dashes; separate segments with /',
      },
      { path: 'series[0].status', reason: 'must be "published" or "draft"' },
      { path: 'products[0].attributes.color', reason: 'expects text, or { "en": "…", "es": "…" }' },
      { path: 'products[0].leadTimeNote', reason: 'expects { "en": "…", "es": "…" }' },
      { path: 'partPrefixes[0].series', reason: 'must be a series code such as SY22-PL (letters, digits, - . / _)' },
      { path: 'articles[0].industries', reason: 'expects a list, got "packaging"' },
      { path: 'articles[0].publishedAt', reason: 'must be a date such as 2026-03-14' },
      { path: 'resources[0].file', reason: 'is required' },
      { path: 'resources[0].kind', reason: 'must be one of "catalogue", "datasheet", "manual", "certificate", "guide", "drawing"' },
      { path: 'testimonials[0].quote', reason: 'is required' },
      { path: 'pages[0].body', reason: 'is not a field of this record (check its spelling)' },
      { path: 'tstrings[0].slug', reason: 'must be a key such as cta-request-quote (letters, digits, - _ .)' },
      { path: 'tstrings[0].text.es', reason: 'must not be empty' },
      { path: 'menus[0].columns[0].categories', reason: 'is required' },
      { path: 'menus[0].items[0].icon', reason: 'must be lowercase words joined by _, e.g. arrow_right' },
      { path: 'menus[0].items[0].submenu[0].href', reason: 'is required' },
      { path: 'menus[0].slug', reason: 'must be lowercase words with dashes, e.g. main' },
      { path: 'social[0].network', reason: 'must be one of "linkedin", "youtube", "x", "facebook", "instagram"' },
      { path: 'social[0].url', reason: 'must be a web address starting with https://' },
    ])
  })

  it('refuses two records with the same natural key, naming the first', () => {
    const file = goodFile()
    file.media.push({ file: 'other/sy22-pl-red.svg', alt: bi('Again', 'Otra vez') })
    file.series.push({ ...file.series[0], series: 'SY22-PL', slug: bi('pilot-lights/other', 'luces-piloto/sy22-pl') })
    file.pages.push({ ...file.pages[0], slug: bi('home', 'casa') })
    file.tstrings.push({ ...file.tstrings[0] })
    expect(problems(file)).toEqual([
      { path: 'media[2].file', reason: 'repeats the file name "sy22-pl-red.svg" of media[0]' },
      { path: 'series[1].series', reason: 'repeats the series code "SY22-PL" of series[0]' },
      { path: 'series[1].slug.es', reason: 'repeats the Spanish slug "luces-piloto/sy22-pl" of series[0]' },
      { path: 'pages[1].slug.en', reason: 'repeats the English slug "home" of pages[0]' },
      { path: 'tstrings[1].slug', reason: 'repeats the slug "cta-request-quote" of tstrings[0]' },
    ])
  })

  it('names the content sections among the sections of the format', () => {
    const [problem] = problems({ posts: [] })
    expect(problem.path).toBe('posts')
    expect(problem.reason).toMatch(
      /media, files, icons, categories, attributeTitles, series, resources, industries, articles, whitePapers, testimonials, pages, tstrings, menus, social$/,
    )
  })
})
