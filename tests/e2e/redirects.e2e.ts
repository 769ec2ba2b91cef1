import { expect, test } from '@playwright/test'

import { api, base } from './helpers/admin'

test('a redirect made in the admin applies within a second, and so does an edit of it', async ({ page, request }, info) => {
  const from = `/old-catalogue-${info.project.name}-${Date.now()}`
  const { doc } = await api<{ doc: { id: number } }>('POST', '/redirects', { from, to: '/products', status: '301' })

  await expect.poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), { timeout: 1500, intervals: [100] }).toBe(301)
  await page.goto(from)
  await expect(page).toHaveURL(`${base}/products`)

  await api('PATCH', `/redirects/${doc.id}`, { to: 'https://example.com/catalogue', status: '302' })
  await expect
    .poll(
      async () => {
        const res = await request.get(from, { maxRedirects: 0 })
        return `${res.status()} ${res.headers().location}`
      },
      { timeout: 1500, intervals: [100] },
    )
    .toBe('302 https://example.com/catalogue')
  await api('DELETE', `/redirects/${doc.id}`)
})
