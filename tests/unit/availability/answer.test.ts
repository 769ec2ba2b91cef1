import { describe, expect, it } from 'vitest'

import { shopCalendar } from '@/domain/availability/calendar.mjs'
import { availabilityAnswer, promisesFor, tooLarge, type AvailabilitySnapshot } from '@/lib/availability/answer.mjs'
import { AVAILABILITY_WORDS } from '@/lib/availability/words.mjs'
import { DEFAULT_SETTINGS } from '@/domain'

const part = (pn: string, step: number, onHand: number | null, anyQty = false) => ({
  pn,
  step,
  anyQty,
  leadTimeDays: 10,
  stock: onHand === null ? [] : [{ onHand, nextReceipt: null, asOf: null }],
})
const snapshot: AvailabilitySnapshot = {
  version: 'v',
  parts: new Map([
    ['TB-UK5', part('TB-UK5', 50, 120)],
    ['WD-1X2-G', part('WD-1X2-G', 10, 15, true)],
    ['CT09-A10', part('CT09-A10', 1, null)],
  ]),
  calendar: shopCalendar({ timeZone: 'America/Chicago', cutoff: '16:00', holidays: [] }),
  staleAfterMinutes: 60,
  feedOn: false,
}
const MON_3PM = Date.parse('2026-11-30T21:00:00Z')
const answer = (body: unknown, locale: 'en' | 'es' = 'en') =>
  availabilityAnswer(snapshot, typeof body === 'string' ? body : JSON.stringify(body), locale, MON_3PM)

describe('the availability answer', () => {
  it('rounds a quantity up to the package step, as the cart does; wire duct keeps any quantity', () => {
    const [tb, wd] = promisesFor(
      snapshot,
      [
        { pn: 'TB-UK5', qty: 101 },
        { pn: 'wd-1x2-g', qty: 17 },
      ],
      MON_3PM,
    )
    // 101 is 150 in steps of 50: 120 on hand, 30 backordered. Wire duct: 17, 15 on hand.
    expect([tb?.backordered, wd?.backordered]).toEqual([30, 2])
  })

  it('answers in order, the part number as stored, an unknown one as unknown', () => {
    const res = answer({
      lines: [
        { pn: ' ct09-a10 ', qty: 1 },
        { pn: 'XX-1', qty: 1 },
        { pn: 'TB-UK5', qty: 50 },
      ],
    })
    expect(res.status).toBe(200)
    const { data } = JSON.parse(res.body)
    expect(data[0]).toMatchObject({ pn: 'CT09-A10', madeToOrder: true, shipsOn: '2026-12-14' })
    expect(data[1]).toEqual({ pn: 'XX-1', unknown: true })
    expect(data[2]).toEqual({
      pn: 'TB-UK5',
      onHand: 120,
      shipsOn: '2026-11-30',
      shipsToday: true,
      cutoffAt: '2026-11-30T22:00:00.000Z',
      backordered: 0,
      backorderShipsOn: null,
      madeToOrder: false,
      stale: false,
    })
  })

  it.each([
    ['not JSON', '{', 'invalid-json', undefined, 'The request body must be JSON, with the lines to ask about.'],
    ['no body', '', 'invalid-json', undefined, 'The request body must be JSON, with the lines to ask about.'],
    ['no lines', {}, 'bad-request', 'lines', 'Send "lines": a list of 1 to 500 lines, each with a part number "pn" and a quantity "qty".'],
    ['lines not a list', { lines: 'TB-UK5' }, 'bad-request', 'lines', undefined],
    ['an empty list', { lines: [] }, 'bad-request', 'lines', undefined],
    ['501 lines', { lines: Array.from({ length: 501 }, () => ({ pn: 'TB-UK5', qty: 1 })) }, 'too-many-lines', 'lines', undefined],
    [
      'a line that is null',
      { lines: [null] },
      'bad-request',
      'lines.0',
      'Line 1 must be an object with a part number "pn" and a quantity "qty".',
    ],
    [
      'a blank part number',
      {
        lines: [
          { pn: 'TB-UK5', qty: 1 },
          { pn: '  ', qty: 1 },
        ],
      },
      'bad-request',
      'lines.1.pn',
      'Line 2: "pn" must be a part number (text, 1 to 64 characters).',
    ],
    ['a part number of 65 characters', { lines: [{ pn: 'A'.repeat(65), qty: 1 }] }, 'bad-request', 'lines.0.pn', undefined],
    [
      'a quantity of 0',
      { lines: [{ pn: 'TB-UK5', qty: 0 }] },
      'bad-request',
      'lines.0.qty',
      'Line 1: "qty" must be a whole number from 1 to 99,999.',
    ],
    ['a quantity as text', { lines: [{ pn: 'TB-UK5', qty: '5' }] }, 'bad-request', 'lines.0.qty', undefined],
    ['a quantity of 2.5', { lines: [{ pn: 'TB-UK5', qty: 2.5 }] }, 'bad-request', 'lines.0.qty', undefined],
    ['a quantity of 100,000', { lines: [{ pn: 'TB-UK5', qty: 100_000 }] }, 'bad-request', 'lines.0.qty', undefined],
  ])('refuses %s with 400 %s at %s', (_name, body, code, path, message) => {
    const res = answer(body)
    expect(res.status).toBe(400)
    const { error } = JSON.parse(res.body)
    expect(error).toMatchObject({ code, ...(path ? { path } : {}) })
    if (message) expect(error.message).toBe(message)
  })

  it('refuses in Spanish, numbers written the Spanish way', () => {
    expect(JSON.parse(answer({ lines: [{ pn: 'TB-UK5', qty: -1 }] }, 'es').body).error.message).toBe(
      'Línea 1: "qty" debe ser un número entero de 1 a 99.999.',
    )
    expect(JSON.parse(tooLarge(1_048_576, 'es').body)).toEqual({
      error: { code: 'payload-too-large', message: 'La solicitud es demasiado grande: como máximo 1.048.576 bytes.', limit: 1_048_576 },
    })
  })

  it('takes the cart’s largest quantity', () => {
    expect(answer({ lines: [{ pn: 'TB-UK5', qty: DEFAULT_SETTINGS.maxQuantity }] }).status).toBe(200)
    expect(answer({ lines: [{ pn: 'TB-UK5', qty: DEFAULT_SETTINGS.maxQuantity + 1 }] }).status).toBe(400)
  })

  it('has every refusal in both languages, with the same arguments, and nothing else in braces', () => {
    const args = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    const { en, es } = AVAILABILITY_WORDS
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    for (const key of Object.keys(en)) {
      expect(args(es[key]), key).toEqual(args(en[key]))
      expect(en[key].replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/)
      expect(es[key].replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/)
    }
  })
})
