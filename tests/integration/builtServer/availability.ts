import { describe, expect } from 'vitest'

import { api } from '../../e2e/helpers/admin'
import { test } from '../helpers/builtServer'

// POST /api/public/availability on the production server (docs/availability.md): answered by
// the front server from the app's snapshot once it is loaded, and a stock change in the admin
// shows there within seconds (the edit's cache-tag expiry reloads the snapshot at once).

type Entry = { pn: string; onHand?: number | null; madeToOrder?: boolean; unknown?: true }

export function availabilityChecks() {
  describe('availability API', () => {
    test('answers each line in order, a restricted part as unknown, never cached', async ({ request }) => {
      // Twice: the first may be Next's (it loads the snapshot), the second is the front server's.
      for (let i = 0; i < 2; i++) {
        const res = await request.post('/api/public/availability', {
          data: {
            lines: [
              { pn: 'tb-uk5', qty: 60 },
              { pn: 'RLU-2C-24D', qty: 1 },
              { pn: 'NO-SUCH-PART', qty: 1 },
            ],
          },
        })
        expect(res.status()).toBe(200)
        expect(res.headers()['cache-control']).toBe('no-store')
        expect(res.headers()['x-content-type-options']).toBe('nosniff')
        const { data } = (await res.json()) as { data: Entry[] }
        expect(data.map((d) => d.pn)).toEqual(['TB-UK5', 'RLU-2C-24D', 'NO-SUCH-PART'])
        expect(data[0]).toMatchObject({ stale: false })
        expect(data[0].unknown).toBeUndefined()
        expect(data[1]).toEqual({ pn: 'RLU-2C-24D', unknown: true })
        expect(data[2]).toEqual({ pn: 'NO-SUCH-PART', unknown: true })
      }
      const refused = await request.post('/api/public/availability', {
        headers: { 'Accept-Language': 'es-MX' },
        data: { lines: [{ pn: 'TB-UK5', qty: 0 }] },
      })
      expect(refused.status()).toBe(400)
      expect(await refused.json()).toEqual({
        error: { code: 'bad-request', path: 'lines.0.qty', message: 'Línea 1: "qty" debe ser un número entero de 1 a 99.999.' },
      })
    })

    test(
      'a stock row added in the admin shows in the answer within seconds, and its removal too',
      async ({ request }) => {
        const ask = async () =>
          (
            (await (await request.post('/api/public/availability', { data: { lines: [{ pn: 'EN-1210-S', qty: 3 }] } })).json()) as {
              data: Entry[]
            }
          ).data[0]
        const waitFor = async (check: (e: Entry) => boolean) => {
          const started = Date.now()
          for (;;) {
            const entry = await ask()
            if (check(entry)) return Date.now() - started
            if (Date.now() - started > 60_000) throw new Error(`still ${JSON.stringify(entry)} after 60 s`)
            await new Promise((r) => setTimeout(r, 100))
          }
        }
        const before = (await ask()).onHand ?? 0
        const { docs } = await api<{ docs: { id: number }[] }>('GET', '/parts?where[pn][equals]=EN-1210-S&depth=0&limit=1')
        const warehouse = await api<{ doc: { id: number } }>('POST', '/warehouses', {
          code: 'BUILT-SERVER',
          name: 'Built server',
          sequence: 99,
        })
        try {
          const row = await api<{ doc: { id: number } }>('POST', '/stock', { part: docs[0].id, warehouse: warehouse.doc.id, onHand: 7 })
          await waitFor((e) => e.onHand === before + 7 && e.madeToOrder === false)
          await api('DELETE', `/stock/${row.doc.id}`)
          await waitFor((e) => e.onHand === before)
        } finally {
          await api('DELETE', `/warehouses/${warehouse.doc.id}`)
        }
      },
      { timeout: 150_000 },
    )
  })
}
