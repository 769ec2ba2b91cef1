import { expect, test, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../scripts/commands/serveTest'
import { api, base } from './helpers/admin'
import type { Lang } from './helpers/content'

const articlePath = (l: Lang, slug: string) => (l === 'en' ? `/article/${slug}` : `/es/articulo/${slug}`)

/** Signs the browser in to the admin, as a member of staff would before pressing Preview. */
async function staffSignIn(page: Page) {
  // Payload keeps its sessions on the user document: a login racing another worker's login of
  // the same admin can lose its session, so sign in until the session is really there.
  await expect
    .poll(
      async () => {
        await page.request.post('/api/users/login', { data: E2E_ADMIN })
        const me = (await (await page.request.get('/api/users/me', { headers: { Origin: base } })).json()) as {
          user?: { email?: string } | null
        }
        return me.user?.email
      },
      { timeout: 15_000 },
    )
    .toBe(E2E_ADMIN.email)
}

test.describe('draft preview', () => {
  test('a draft is seen by the staff in preview only, and leaving the preview shows the published page', async ({
    page,
    browser,
  }, info) => {
    const l = info.project.name as Lang
    const slug = `preview-${l}-${Date.now()}`
    // A new article saved as a draft: nobody outside the admin sees it.
    const created = await api<{ doc: { id: number } }>('POST', `/articles?locale=${l}`, { title: `Draft ${slug}`, slug, _status: 'draft' })
    const id = created.doc.id
    expect((await page.goto(articlePath(l, slug)))?.status()).toBe(404)

    // A visitor who finds the preview address gets no draft.
    const visitor = await browser.newContext()
    const denied = await visitor.request.get(`/api/preview?collection=articles&id=${id}&locale=${l}`, { maxRedirects: 0 })
    expect(denied.status()).toBe(403)
    expect(denied.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
    await visitor.close()

    await staffSignIn(page)
    await page.goto(`/api/preview?collection=articles&id=${id}&locale=${l}`)
    await expect(page).toHaveURL(base + articlePath(l, slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Draft ${slug}`)
    await expect(page.getByTestId('preview-banner')).toBeVisible()

    // Published, then changed in a draft: visitors keep the published title, the preview shows the draft.
    await api('PATCH', `/articles/${id}?locale=${l}`, { title: `Published ${slug}`, _status: 'published' })
    await api('PATCH', `/articles/${id}?locale=${l}&draft=true`, { title: `Changed ${slug}` })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Changed ${slug}`)

    await page.getByTestId('preview-banner').getByRole('link').click()
    await expect(page).toHaveURL(base + articlePath(l, slug))
    await expect(page.getByTestId('preview-banner')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Published ${slug}`)
  })
})
