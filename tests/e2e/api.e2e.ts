import { expect, test } from '@playwright/test'

// The APIs' other checks need no browser: tests/integration/builtServer/apis.ts.

test('rep API and the sales-rep finder page', async ({ page, request }, info) => {
  const rep = await request.get('/api/public/rep?phone=(412)%20555-0100&state=NY&country=US')
  expect(await rep.json()).toEqual({ label: 'East', territory: 'E1', rep: 'Ann East' })
  expect((await (await request.get('/api/public/rep?state=FL&country=US')).json()).rep).toBe('House Account')

  const es = info.project.name === 'es'
  await page.goto(es ? '/es/representantes' : '/sales-reps')
  await page.getByRole('textbox', { name: es ? 'Estado' : 'State', exact: true }).fill('CA')
  await page.getByRole('button', { name: es ? 'Buscar representante' : 'Find my rep' }).click()
  await expect(page.getByTestId('rep-result')).toContainText('Will West')
  await expect(page).toHaveURL(/state=CA/)
})
