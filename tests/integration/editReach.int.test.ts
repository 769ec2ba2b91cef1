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
 * of the English sitemap and the list is read once (every render of a shared read after the
 * first comes from the memo), then one document of each content type is edited through the REST API as
 * the admin does, and every page that showed it must show the edit at once. Needs a build.
 */
const built = fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))
const PORT = Number(process.env.EDIT_REACH_PORT ?? 3398)

type Doc = Record<string, unknown> & { id: number | string }

/**
 * One content type: the REST body that gives its first document the text `mark` on the
 * pages that show it (the first edit makes a text no other document has, so a page showing
 * it shows this document; the second must then reach every one of those pages).
 */
type Kind = { collection: string; query?: string; edit: (doc: Doc, mark: string) => { body: Record<string, unknown>; shows: string } }

const titled = (collection: string, extra: Record<string, unknown> = {}): Kind => ({
  collection,
  edit: (_, mark) => ({ body: { ...extra, title: `Edit reach ${mark}` }, shows: `Edit reach ${mark}` }),
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
  titled('attribute-titles'),
  {
    collection: 'parts',
    query: 'where[listPrice][greater_than]=1',
    // A price no other part has: its cents tell the two edits apart.
    edit: (_, mark) => {
      const price = `9${String(mark.length * 37 + mark.charCodeAt(mark.length - 1)).padStart(3, '0')}.${mark.endsWith('a') ? '17' : '83'}`
      return { body: { listPrice: Number(price) }, shows: Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 }) }
    },
  },
  {
    collection: 'menus',
    query: 'where[slug][equals]=main',
    edit: (d, mark) => {
      const items = (d.items as { label: string }[]).map((item, i) => (i === 1 ? { ...item, label: `Edit reach ${mark}` } : item))
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
  const firsts = new Map<string, { doc: Doc; shows: string }>()

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
    // The English pages: the edits are made in English (a Spanish page shows them only where it falls back to English).
    const urls = new Set<string>(['/', '/products'])
    for (const map of ['/sitemap.xml']) {
      for (const [, loc] of (await get(map)).matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(new URL(loc).pathname)
    }
    pages = [...urls]
    // The first edit of each kind (a text no other document has), then every page as first rendered.
    for (const [i, kind] of KINDS.entries()) {
      const { docs } = (await rest('GET', `/${kind.collection}?locale=en&depth=0&limit=1&sort=id&${kind.query ?? ''}`)) as { docs: Doc[] }
      const { body, shows } = kind.edit(docs[0], `${i}a`)
      await rest('PATCH', `/${kind.collection}/${docs[0].id}?locale=en`, body)
      firsts.set(kind.collection, { doc: docs[0], shows })
    }
    for (const p of pages) before.set(p, await get(p))
  }, 600_000)

  afterAll(async () => {
    await server?.stop()
  }, 60_000)

  it('reads the English sitemap of the whole demo shop', () => {
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
      const { doc, shows: first } = firsts.get(kind.collection)!
      const on = pages.filter((p) => holds(before.get(p)!, first))
      expect(on.length, `no page shows the first ${kind.collection}`).toBeGreaterThan(0)
      const { docs } = (await rest('GET', `/${kind.collection}?locale=en&depth=0&limit=1&where[id][equals]=${doc.id}`)) as { docs: Doc[] }
      const { body, shows } = kind.edit(docs[0], `${i}b`)
      await rest('PATCH', `/${kind.collection}/${doc.id}?locale=en`, body)
      const stale: string[] = []
      for (const p of on) if (!holds(await get(p), shows)) stale.push(p)
      expect(stale, `pages that still show ${kind.collection} ${doc.id} as it was`).toEqual([])
    }, 240_000)
  }
})
