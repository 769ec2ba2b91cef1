import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { faIconName, fetchIcon, ICON_TIMEOUT_MS, iconUrl, resetIconMemory, resolveIcon } from '@/lib/catalogue/server/iconService'
import { sanitizeSvg } from '@/lib/catalogue/server/sanitizeSvg'

import { startIconStandIn, type IconStandIn } from '../../fixtures/iconStandIn'

let standIn: IconStandIn
beforeAll(async () => {
  standIn = await startIconStandIn()
})
afterAll(() => standIn.close())
beforeEach(() => {
  resetIconMemory()
  standIn.requests.length = 0
})

describe('fetchIcon against a local stand-in', () => {
  it('reads an icon and sanitizes it before it is inlined', async () => {
    const svg = await fetchIcon('fa6-solid', 'bolt', { base: standIn.url })
    expect(standIn.requests).toEqual(['/fa6-solid/bolt.svg'])
    expect(svg).toContain('<path fill="currentColor" d="M4 4h16v16H4z"></path>')
    expect(svg).not.toMatch(/script|onload|onclick|alert/)
  })

  it('keeps an icon in memory: the second read does not ask the service', async () => {
    await fetchIcon('fa6-solid', 'bolt', { base: standIn.url })
    await fetchIcon('fa6-solid', 'bolt', { base: standIn.url })
    expect(standIn.requests).toHaveLength(1)
  })

  it('gives up on a hanging service within the 1.5 s timeout', async () => {
    const started = Date.now()
    expect(await fetchIcon('fa6-solid', 'hang-bolt', { base: standIn.url })).toBeUndefined()
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(ICON_TIMEOUT_MS - 50)
    expect(waited).toBeLessThan(ICON_TIMEOUT_MS + 700)
  })

  it('after a failure does not ask again for 30 s, so pages do not wait meanwhile', async () => {
    let now = 1_000_000
    expect(await fetchIcon('fa6-solid', 'fail-bolt', { base: standIn.url, now: () => now })).toBeUndefined()
    now += 29_000
    const started = Date.now()
    expect(await fetchIcon('fa6-solid', 'hang-other', { base: standIn.url, now: () => now })).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(100)
    expect(standIn.requests).toEqual(['/fa6-solid/fail-bolt.svg'])
    now += 2_000
    expect(await fetchIcon('fa6-solid', 'bolt', { base: standIn.url, now: () => now })).toBeDefined()
  })

  it('answers undefined for an unknown icon and an unreachable service', async () => {
    expect(await fetchIcon('fa6-solid', 'missing-bolt', { base: standIn.url })).toBeUndefined()
    resetIconMemory()
    expect(await fetchIcon('fa6-solid', 'bolt', { base: 'http://127.0.0.1:1' })).toBeUndefined()
  })

  it('refuses names that are not Iconify names (no path tricks)', async () => {
    expect(await fetchIcon('fa6-solid', '../admin', { base: standIn.url })).toBeUndefined()
    expect(standIn.requests).toEqual([])
  })
})

describe('resolveIcon', () => {
  it('draws Font Awesome references through the service and our own drawings sanitized', async () => {
    expect(await resolveIcon({ isFA: true, snake: 'shopping_cart' }, { base: standIn.url })).toContain('<path')
    expect(standIn.requests).toEqual(['/fa6-solid/shopping-cart.svg'])
    expect(await resolveIcon({ svg: '<svg viewBox="0 0 24 24"><path d="M1 1" onmouseover="x()"/></svg>' })).toBe(
      '<svg viewBox="0 0 24 24"><path d="M1 1"></path></svg>',
    )
    expect(await resolveIcon({ isFA: true, snake: 'bolt', isPublic: false }, { base: standIn.url })).toBeUndefined()
    // The data cache's reader, when given, answers for the service.
    const asked: string[] = []
    const getFa = async (name: string) => (asked.push(name), '<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>')
    expect(await resolveIcon({ isFA: true, snake: '', camel: 'faTruckFast' }, { getFa })).toContain('<path')
    expect(asked).toEqual(['truck-fast'])
  })
})

describe('names', () => {
  it('maps snake and camel names to Iconify names', () => {
    expect(faIconName({ snake: 'shopping_cart' })).toBe('shopping-cart')
    expect(faIconName({ snake: '', camel: 'faTruckFast' })).toBe('truck-fast')
    expect(faIconName({ snake: 'bad/name' })).toBeUndefined()
    expect(iconUrl('fa6-solid', 'bolt', 'https://api.iconify.design')).toBe('https://api.iconify.design/fa6-solid/bolt.svg')
  })
})

describe('sanitizeSvg', () => {
  it('keeps drawing elements and drops script, handlers, links, styles and outside references', () => {
    const dirty =
      '<svg viewBox="0 0 24 24" onload="a()"><script>a()</script><style>*{}</style><a href="javascript:a()"><rect width="2" height="2"/></a>' +
      '<foreignObject><div>x</div></foreignObject><use href="https://evil.test/x.svg#a"/><path d="M0 0" fill="url(https://evil.test/p)"/></svg>'
    expect(sanitizeSvg(dirty)).toBe('<svg viewBox="0 0 24 24"><rect width="2" height="2"></rect><path d="M0 0"></path></svg>')
  })
  it('answers undefined for anything that is not an SVG with a drawing', () => {
    expect(sanitizeSvg('<div>hi</div>')).toBeUndefined()
    expect(sanitizeSvg('<svg viewBox="0 0 1 1"><script>a()</script></svg>')).toBeUndefined()
    expect(sanitizeSvg('x'.repeat(30_000))).toBeUndefined()
  })
})
