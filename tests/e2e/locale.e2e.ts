import { expect, test } from '@playwright/test'

import { base } from './helpers/admin'
import { other, pathOf, type Lang } from './helpers/content'

test(
  'the language switch opens the same document in the other language and keeps the choice',
  { tag: '@both' },
  async ({ page, context }, info) => {
    const l = info.project.name as Lang
    await page.goto(pathOf('articles', l))
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(base + pathOf('articles', other(l)))
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe(other(l))
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.path).toBe('/')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)

    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(base + pathOf('articles', l))
  },
)

test('the switch keeps static pages too', { tag: '@both' }, async ({ page }, info) => {
  const l = info.project.name as Lang
  await page.goto(l === 'en' ? '/products' : '/es/productos')
  await page.getByTestId('language-switch').click()
  await expect(page).toHaveURL(l === 'en' ? `${base}/es/productos` : `${base}/products`)
})

test('/ honours the locale cookie', { tag: '@both' }, async ({ page, context }, info) => {
  const l = info.project.name as Lang
  await context.addCookies([{ name: 'i18n_redirected', value: l, url: base }])
  await page.goto('/')
  await expect(page).toHaveURL(l === 'es' ? `${base}/es` : `${base}/`)
})

test('/ honours Accept-Language when there is no cookie, other paths keep their language', { tag: '@both' }, async ({ browser }, info) => {
  const l = info.project.name as Lang
  const context = await browser.newContext({ locale: l === 'es' ? 'es-MX' : 'en-US' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(l === 'es' ? `${base}/es` : `${base}/`)
  await page.goto('/products')
  await expect(page).toHaveURL(`${base}/products`)
  await context.close()
})
