import { expect, test, type Page } from '@playwright/test'

import { api } from './helpers/admin'
import type { Lang } from './helpers/content'

const lang = (name: string) => name as Lang
const home = (l: Lang) => (l === 'en' ? '/' : '/es')
const testPage = (l: Lang, component: string) => `${l === 'en' ? '' : '/es'}/test/${component}`

const words = {
  en: { notice: 'A new version of the shop is available.', reload: 'Reload', dismiss: 'Dismiss the new version notice', parts: 'Parts' },
  es: { notice: 'Hay una nueva versión de la tienda.', reload: 'Recargar', dismiss: 'Cerrar el aviso de nueva versión', parts: 'Piezas' },
}

type Found<T> = { docs: T[] }

/** Two Font Awesome icons: one the stand-in answers, one it never answers; and a menu using both. */
async function createIconMenu() {
  const iconId = async (snake: string) => {
    const found = await api<Found<{ id: number }>>('GET', `/icons?where[snake][equals]=${snake}&depth=0`)
    if (found.docs[0]) return found.docs[0].id
    return (await api<{ doc: { id: number } }>('POST', '/icons', { title: snake, snake, isFA: true, isPublic: true })).doc.id
  }
  const [bolt, hang] = [await iconId('bolt'), await iconId('hang-plug')]
  const existing = await api<Found<{ id: number }>>('GET', '/menus?where[slug][equals]=e2e-icons&depth=0')
  if (existing.docs[0]) return
  const created = await api<{ doc: { id: number; items: { id: string }[] } }>('POST', '/menus?locale=en', {
    slug: 'e2e-icons',
    items: [
      { label: 'Answered icon', href: '/products', icon: bolt },
      { label: 'Hanging icon', href: '/sales-reps', icon: hang },
    ],
  })
  const [a, b] = created.doc.items
  await api('PATCH', `/menus/${created.doc.id}?locale=es`, {
    items: [
      { id: a.id, label: 'Icono con respuesta', href: '/es/productos', icon: bolt },
      { id: b.id, label: 'Icono sin respuesta', href: '/es/representantes', icon: hang },
    ],
  })
}

/** The menu in both languages; the en and es runs may race to create it, so the loser waits for the winner. */
async function ensureIconMenu() {
  await createIconMenu().catch(() => undefined)
  await expect
    .poll(async () => {
      const es = await api<Found<{ items?: { label?: string }[] }>>(
        'GET',
        '/menus?where[slug][equals]=e2e-icons&depth=0&locale=es&fallback-locale=none',
      )
      return es.docs[0]?.items?.filter((i) => i.label).length ?? 0
    })
    .toBe(2)
}

test.describe('icon service', () => {
  test('a menu renders with the icon service hanging: the answered icon sanitized, the other a local glyph', async ({ page }, info) => {
    const l = lang(info.project.name)
    await ensureIconMenu()
    const started = Date.now()
    const res = await page.goto(testPage(l, 'menu-icons'))
    // The hanging icon costs at most the 1.5 s timeout (once; then the service is paused).
    expect(res?.status()).toBe(200)
    expect(Date.now() - started).toBeLessThan(10_000)
    const items = page.getByTestId('menu-icons').getByRole('listitem')
    await expect(items).toHaveCount(2)
    const answered = items.nth(0)
    await expect(answered).toContainText(l === 'en' ? 'Answered icon' : 'Icono con respuesta')
    await expect(answered.locator('[data-icon="drawn"] svg path')).toHaveCount(1)
    // The stand-in's SVG carries a script and event handlers: none reaches the page.
    const html = await answered.innerHTML()
    expect(html).not.toMatch(/<script|onload|onclick|alert/)
    await expect(items.nth(1).locator('svg[data-icon="fallback"]')).toHaveCount(1)
  })
})

test.describe('new version notice', () => {
  test('the build file answers this build, uncached', async ({ request, page }, info) => {
    const res = await request.get(`/builds/latest.json?t=${Date.now()}`)
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toContain('no-store')
    const body = (await res.json()) as { buildId: string; builtAt: string }
    expect(body.buildId).toMatch(/\S/)
    expect(Number.isNaN(Date.parse(body.builtAt))).toBe(false)
    // The page was rendered by the same build: its own check shows nothing.
    await page.clock.install()
    await page.goto(home(lang(info.project.name)))
    const read = page.waitForResponse((r) => r.url().includes('/builds/latest.json?t='))
    // Focus again until the page is hydrated and listening (it then reads once, not again within 10 s).
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      await page.waitForResponse((r) => r.url().includes('/builds/latest.json?t='), { timeout: 1000 })
    }).toPass()
    expect(((await (await read).json()) as { buildId: string }).buildId).toBe(body.buildId)
    await page.clock.runFor(1000)
    await expect(page.getByTestId('version-notice')).toHaveCount(0)
  })

  test('a new build shows a notice with Reload and dismiss, on the 5-minute check and on focus', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.clock.install()
    await page.goto(home(l))
    // Gone if the page reloads.
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }))
    // The file now answers another build, as after a deployment.
    const asked: string[] = []
    await page.route('**/builds/latest.json*', (route) => {
      asked.push(route.request().url())
      return route.fulfill({
        json: { buildId: 'e2e-next-build', builtAt: new Date().toISOString() },
        headers: { 'Cache-Control': 'no-store' },
      })
    })
    const notice = page.getByTestId('version-notice')
    // Five minutes pass (again, should the first pass come before the page was hydrated).
    await expect(async () => {
      await page.clock.runFor(5 * 60_000)
      await expect(notice).toBeVisible({ timeout: 1000 })
    }).toPass()
    expect(asked[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/)
    await expect(page.getByRole('status').filter({ hasText: words[l].notice })).toBeVisible()
    const reload = notice.getByRole('button', { name: words[l].reload })
    await reload.focus()
    await expect(reload).toBeFocused()
    await page.keyboard.press('Tab')
    const dismiss = notice.getByRole('button', { name: words[l].dismiss })
    await expect(dismiss).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(notice).toHaveCount(0)
    // It never reloads by itself.
    await page.clock.runFor(10 * 60_000)
    expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true)
    await expect(notice).toHaveCount(0)

    // Another tab: the focus check finds the new build as well, and Reload reloads.
    const second = await page.context().newPage()
    await second.route('**/builds/latest.json*', (route) =>
      route.fulfill({ json: { buildId: 'e2e-next-build', builtAt: new Date().toISOString() } }),
    )
    await second.goto(home(l))
    await expect(async () => {
      await second.evaluate(() => window.dispatchEvent(new Event('focus')))
      await expect(second.getByTestId('version-notice')).toContainText(words[l].notice, { timeout: 1000 })
    }).toPass()
    const loaded = second.waitForEvent('load')
    await second.getByRole('button', { name: words[l].reload }).click()
    await loaded
    await second.close()
  })
})

test.describe('network retries', () => {
  test('a search answered 503 once is retried and shows its results', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(home(l))
    let calls = 0
    await page.route('**/api/public/search?*', async (route) => {
      calls++
      if (calls === 1) return route.fulfill({ status: 503, body: 'busy' })
      return route.continue()
    })
    await page.getByTestId('search-button').click()
    const modal = page.getByRole('dialog')
    await modal.getByRole('combobox').fill('e2erg24')
    await expect(modal).toHaveAttribute('data-status', 'done')
    await expect(modal.getByRole('group', { name: words[l].parts }).getByRole('option').first()).toBeVisible()
    expect(calls).toBe(2)
  })
})

/** Seen only when the prefetch limit is wrong: more than 4 router prefetches open at once. */
async function openPrefetches(page: Page) {
  return page.evaluate(() => (window.fetch as typeof fetch & { prefetchLimit?: { running: number } }).prefetchLimit?.running ?? -1)
}

test.describe('route prefetches', () => {
  test('the page keeps its prefetches to the limit, and none with Save-Data', async ({ page }, info) => {
    const l = lang(info.project.name)
    const seen: string[] = []
    page.on('request', (r) => {
      if (r.headers()['next-router-prefetch']) seen.push(r.url())
    })
    await page.goto(home(l))
    expect(await openPrefetches(page)).toBeGreaterThanOrEqual(0)
    expect(await openPrefetches(page)).toBeLessThanOrEqual(4)
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 4000)
    await page.waitForTimeout(500)
    // Without Save-Data the router does prefetch the links in view (so the next check means something).
    expect(seen.length).toBeGreaterThan(0)

    const saving = await page.context().newPage()
    await saving.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }))
    const prefetches: string[] = []
    saving.on('request', (r) => {
      if (r.headers()['next-router-prefetch']) prefetches.push(r.url())
    })
    await saving.goto(home(l))
    await saving.waitForLoadState('networkidle')
    await saving.mouse.wheel(0, 4000)
    await saving.waitForTimeout(500)
    expect(prefetches).toEqual([])
    await saving.close()
  })
})
