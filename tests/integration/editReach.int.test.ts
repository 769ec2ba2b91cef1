import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN, startDemoServer } from '../../scripts/lib/demoServer'
import type { RunningServer } from '../../scripts/lib/server'

/**
 * Every page that shows a document expires with it (issue 27, point 5: a series' new title
 * reached its own page, search and the quick order, but `/category/…` and the `/products`
 * cards showed the old one 8 minutes later: a page rendered from the in-process memo kept
 * none of its reads' cache tags). Against the production build on the demo shop: every page
 * of both sitemaps and the lists is read twice (so the second render of a shared read comes
 * from the memo), then one document of each content type is edited through the REST API as
 * the admin does, and every page that showed it must show the edit at once. Needs a build.
 */
const built = fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))
const PORT = Number(process.env.EDIT_REACH_PORT ?? 3398)

type Doc = Record<string, unknown> & { id: number | string }

/** One content type: how to read the text a page shows, and the edit that changes it. */
type Kind = {
  collection: string
  /** The text of `doc` as pages show it (in English). */
  shown: (doc: Doc) => string | undefined
  /** The REST body that changes it, and the text the pages must then show. */
  edit: (doc: Doc, mark: string) => { body: Record<string, unknown>; shows: string }
  query?: string
}

const titled = (collection: string, extra: Record<string, unknown> = {}): Kind => ({
  collection,
  shown: (d) => (typeof d.title === 'string' ? d.title : undefined),
  edit: (d, mark) => ({ body: { ...extra, title: `${d.title} ${mark}` }, shows: `${d.title} ${mark}` }),
})

const KINDS: Kind[] = [
  titled('products', { _status: 'published' }),
  titled('categories', { _status: 'published' }),
  titled('articles', { _status: 'published' }),
  titled('industries', { _status: 'published' }),
  titled('resources', { _status: 'published' }),
  titled('white-papers', { _status: 'published' }),
  titled('testimonials', { _status: 'published' }),
  titled('pages', { _status: 'published' }),
  titled('attribute-titles', {}),
  {
    collection: 'parts',
    query: 'where[listPrice][greater_than]=1',
    shown: (d) => String(d.pn),
    edit: () => ({ body: { listPrice: 987.65 }, shows: '987.65' }),
  },
  {
    collection: 'menus',
    query: 'where[slug][equals]=main',
    shown: (d) => (d.items as { label: string }[] | undefined)?.[1]?.label,
    edit: (d, mark) => {
      const items = (d.items as { label: string }[]).map((item, i) => (i === 1 ? { ...item, label: `${item.label} ${mark}` } : item))
      return { body: { items }, shows: items[1].label }
    },
  },
]

/** How the text may be written in HTML (React escapes &, <, >, " and '). */
const spellings = (text: string) => {
  const html = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return [text, html, html.replace(/"/g, '&quot;').replace(/'/g, '&#x27;'), html.replace(/'/g, '&#39;')]
}
const holds = (page: string, text: string) => spellings(text).some((s) => page.includes(s))

describe.runIf(built)('an edit in the admin, on every page that shows it', () => {
  let server: RunningServer
  let auth: Record<string, string> = {}
  let pages: string[] = []
  /** Every page as first rendered (each read shared by several pages came from the memo after the first). */
  const before = new Map<string, string>()

  const get = async (p: string) => {
    const res = await fetch(`${server.url}${p}`)
    return res.ok ? await res.text() : ''
  }
  const rest = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api${p}`, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) })
    const json = (await res.json()) as Record<string, unknown>
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`)
    return json
  }

  beforeAll(async () => {
    server = await startDemoServer(PORT)
    const login = (await (
      await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(DEMO_ADMIN),
      })
    ).json()) as { token: string }
    auth = { Authorization: `JWT ${login.token}`, 'Content-Type': 'application/json' }
    const urls = new Set<string>(['/', '/es', '/products', '/es/productos'])
    for (const map of ['/sitemap.xml', '/es/sitemap.xml']) {
      for (const [, loc] of (await get(map)).matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(new URL(loc).pathname)
    }
    pages = [...urls]
    for (const p of pages) before.set(p, await get(p))
  }, 600_000)

  afterAll(async () => {
    await server?.stop()
  }, 60_000)

  it('reads a sitemap of the whole demo shop', () => {
    expect(pages.length).toBeGreaterThan(60)
  })

  it("reads as a real shop: one footer line says it is a demo, the pages do not, and a page's trail names the page", () => {
    const notice = { en: 'A demonstration shop', es: 'Tienda de demostración' }
    for (const [p, html] of before) {
      const lang = p === '/es' || p.startsWith('/es/') ? 'es' : 'en'
      expect(html.split('data-testid="footer-notice"').length - 1, p).toBe(1)
      expect(html, p).toContain(notice[lang])
      expect(html.replaceAll(notice[lang], ''), p).not.toMatch(/fictional|ficticia|demonstration|demostración|example\.com/i)
    }
    const about = before.get('/about') ?? ''
    expect(about).toMatch(/<nav aria-label="Breadcrumb"[^]*?Home[^]*?aria-current="page">About us</)
  })

  for (const [i, kind] of KINDS.entries()) {
    it(`${kind.collection}: every page that showed it shows the edit`, async () => {
      const { docs } = (await rest('GET', `/${kind.collection}?locale=en&depth=0&limit=20&sort=id&${kind.query ?? ''}`)) as { docs: Doc[] }
      // The first document some page shows.
      const found = docs
        .map((doc) => ({ doc, text: kind.shown(doc) }))
        .map(({ doc, text }) => ({ doc, text, on: text ? pages.filter((p) => holds(before.get(p)!, text)) : [] }))
        .find((f) => f.on.length > 0)
      expect(found, `no page shows any of the first ${docs.length} ${kind.collection}`).toBeDefined()
      const { doc, on } = found!
      const { body, shows } = kind.edit(doc, `Edited${i}x${Date.now() % 100000}`)
      await rest('PATCH', `/${kind.collection}/${doc.id}?locale=en`, body)
      const stale: string[] = []
      for (const p of on) if (!holds(await get(p), shows)) stale.push(p)
      expect(stale, `pages that still show ${kind.collection} ${doc.id} as it was`).toEqual([])
    }, 240_000)
  }
})
