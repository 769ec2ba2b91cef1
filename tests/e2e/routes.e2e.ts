import { expect, test } from '@playwright/test'

import { base } from './helpers/admin'
import { content, other, pathOf, type Collection, type Lang } from './helpers/content'

const lang = (name: string) => name as Lang

test.describe('every route pair renders in its language', () => {
  for (const collection of Object.keys(content) as Collection[]) {
    test(`${collection}: the document under its own slug, with hreflang to the other language`, async ({ page }, info) => {
      const l = lang(info.project.name)
      const response = await page.goto(pathOf(collection, l))
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', l)
      await expect(page.locator('h1')).toHaveText(content[collection][l].title)
      await expect(page.getByText(content[collection][l].summary).first()).toBeVisible()
      const alternate = page.locator(`link[rel="alternate"][hreflang="${other(l)}"]`)
      await expect(alternate).toHaveAttribute('href', base + pathOf(collection, other(l)))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', base + pathOf(collection, l))
    })
  }

  test('home, product list and account area', async ({ page }, info) => {
    const l = lang(info.project.name)
    const paths = l === 'en' ? ['/', '/products', '/my-account/profile'] : ['/es', '/es/productos', '/es/mi-cuenta/perfil']
    for (const path of paths) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', l)
      await expect(page.locator('h1')).toBeVisible()
    }
    await page.goto(l === 'en' ? '/products' : '/es/productos')
    await expect(page.getByTestId('product-list')).toContainText(content.products[l].title)
  })

  test('a category lists its products, and a product slug spans several segments', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(pathOf('categories', l))
    await page.getByTestId('category-products').getByRole('link', { name: content.products[l].title }).click()
    await expect(page).toHaveURL(base + pathOf('products', l))
    await expect(page.locator('h1')).toHaveText(content.products[l].title)
  })

  test("a path in the other language's words goes to this language's words", async ({ page }, info) => {
    const l = lang(info.project.name)
    if (l === 'es') {
      await page.goto('/es/products')
      await expect(page).toHaveURL(`${base}/es/productos`)
      await page.goto(`/es/article/${content.articles.es.slug}`)
      await expect(page).toHaveURL(base + pathOf('articles', 'es'))
    } else {
      await page.goto('/en/products')
      await expect(page).toHaveURL(`${base}/products`)
      await page.goto(`/en${pathOf('articles', 'en')}`)
      await expect(page).toHaveURL(base + pathOf('articles', 'en'))
    }
  })

  test('the logo links to the home page of the current language', async ({ page }, info) => {
    const l = lang(info.project.name)
    await page.goto(pathOf('articles', l))
    const logo = page.getByTestId('logo-link')
    await expect(logo.locator('svg')).toHaveAttribute('width', '209')
    await expect(logo.locator('svg')).toHaveAttribute('height', '27')
    await logo.click()
    await expect(page).toHaveURL(l === 'en' ? `${base}/` : `${base}/es`)
  })
})
