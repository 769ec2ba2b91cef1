import { expect, test } from '@playwright/test'

test('an unknown path answers 404 with "Page not found: {path}"', async ({ page }, info) => {
  const path = info.project.name === 'en' ? '/no-such-page/at-all' : '/es/no-existe'
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  const message = info.project.name === 'en' ? `Page not found: ${path}` : `Página no encontrada: ${path}`
  await expect(page.getByTestId('error-message')).toHaveText(message)
  await expect(page).toHaveTitle(info.project.name === 'en' ? 'Page Not Found' : 'Página no encontrada')
})

test('an unknown document slug is a 404 too', async ({ page }, info) => {
  const path = info.project.name === 'en' ? '/article/not-written-yet' : '/es/articulo/no-escrito'
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('error-message')).toContainText(path)
})

test('a failure renders "Internal Server Error" with status 500', async ({ page }, info) => {
  const response = await page.goto(info.project.name === 'en' ? '/test/error' : '/es/test/error')
  expect(response?.status()).toBe(500)
  await expect(page.getByTestId('error-message')).toHaveText(
    info.project.name === 'en' ? 'Internal Server Error' : 'Error interno del servidor',
  )
})
