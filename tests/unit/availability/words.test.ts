import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { promiseWords, type Availability } from '@/lib/availability/promiseWords'

const ZONE = 'America/Chicago'
// Tuesday, December 1, 2026, 13:47 in Chicago (19:47 UTC); the cutoff 16:00 is 22:00 UTC.
const NOW = Date.parse('2026-12-01T19:47:00Z')
const CUTOFF = '2026-12-01T22:00:00.000Z'

const base: Availability = {
  pn: 'PB22-G',
  onHand: 40,
  shipsOn: '2026-12-01',
  shipsToday: true,
  cutoffAt: CUTOFF,
  backordered: 0,
  backorderShipsOn: null,
  madeToOrder: false,
  stale: false,
}

function words(locale: 'en' | 'es', line: Partial<Availability>, now = NOW) {
  const t = createTranslator({ locale, messages: locale === 'es' ? es : en, namespace: 'availability' })
  return promiseWords({ ...base, ...line }, { t: (key, values) => t(key as never, values as never), locale, timeZone: ZONE, now })
}

const text = (locale: 'en' | 'es', line: Partial<Availability>, now?: number) => words(locale, line, now).text

describe('a line in stock, before the cutoff', () => {
  it('counts down to the cutoff in hours and minutes', () => {
    expect(text('en', {})).toBe('40 in stock · ships today if ordered in 2 h 13 min')
    expect(text('es', {})).toBe('40 en existencia · se envía hoy si lo pide en 2 h 13 min')
  })

  it('says minutes alone in the last hour, rounded up (a few seconds left is 1 min)', () => {
    expect(text('en', {}, Date.parse('2026-12-01T21:15:00Z'))).toBe('40 in stock · ships today if ordered in 45 min')
    expect(text('es', {}, Date.parse('2026-12-01T21:59:30Z'))).toBe('40 en existencia · se envía hoy si lo pide en 1 min')
    expect(text('en', {}, Date.parse('2026-12-01T19:59:30Z'))).toBe('40 in stock · ships today if ordered in 2 h 1 min')
  })

  it('changes at the next whole minute, and at the cutoff it is expired and says the stock only', () => {
    const now = Date.parse('2026-12-01T19:47:20Z')
    expect(words('en', {}, now).changesAt).toBe(Date.parse('2026-12-01T19:48:00Z'))
    const last = Date.parse('2026-12-01T21:59:30Z')
    expect(words('en', {}, last)).toMatchObject({ changesAt: Date.parse(CUTOFF), expired: false })
    expect(words('en', {}, Date.parse(CUTOFF))).toEqual({ text: '40 in stock', changesAt: null, expired: true })
    expect(text('es', {}, Date.parse(CUTOFF) + 1000)).toBe('40 en existencia')
  })

  it('groups thousands as the prices do, in both languages', () => {
    expect(text('en', { onHand: 12000 })).toBe('12,000 in stock · ships today if ordered in 2 h 13 min')
    expect(text('es', { onHand: 12000 })).toBe('12,000 en existencia · se envía hoy si lo pide en 2 h 13 min')
  })
})

describe('a line in stock that ships on a later day', () => {
  const after = { shipsToday: false, cutoffAt: '2026-12-02T22:00:00.000Z' }

  it('says tomorrow', () => {
    expect(text('en', { ...after, shipsOn: '2026-12-02' })).toBe('40 in stock · ships tomorrow')
    expect(text('es', { ...after, shipsOn: '2026-12-02' })).toBe('40 en existencia · se envía mañana')
  })

  it('names the weekday within the week, in the page language', () => {
    // Saturday December 5 in Chicago: the next ship day is Monday.
    const saturday = Date.parse('2026-12-05T15:00:00Z')
    expect(text('en', { ...after, shipsOn: '2026-12-07' }, saturday)).toBe('40 in stock · ships Monday')
    expect(text('es', { ...after, shipsOn: '2026-12-07' }, saturday)).toBe('40 en existencia · se envía el lunes')
  })

  it('gives the date further off, with the year when it is a year away', () => {
    expect(text('en', { ...after, shipsOn: '2026-12-14' })).toBe('40 in stock · ships on Dec 14')
    expect(text('es', { ...after, shipsOn: '2026-12-14' })).toBe('40 en existencia · se envía el 14 dic')
    expect(text('en', { ...after, shipsOn: '2027-12-14' })).toBe('40 in stock · ships on Dec 14, 2027')
  })

  it('reads the shop day in the shop time zone, not UTC (at 20:00 in Chicago it is already the next day in UTC)', () => {
    const evening = Date.parse('2026-12-02T02:00:00Z') // December 1, 20:00 in Chicago
    expect(text('en', { ...after, shipsOn: '2026-12-02' }, evening)).toBe('40 in stock · ships tomorrow')
  })
})

describe('a quantity above the stock', () => {
  const split = { onHand: 40, backordered: 10, backorderShipsOn: '2026-12-03' }

  it('says what ships today (with the countdown) and when the rest does', () => {
    expect(text('en', split)).toBe('40 ship today if ordered in 2 h 13 min, 10 on Thursday')
    expect(text('es', split)).toBe('40 se envían hoy si lo pide en 2 h 13 min, 10 el jueves')
  })

  it('after the cutoff, or shipping on a later day, with the date of the rest', () => {
    const later = { ...split, backorderShipsOn: '2026-12-17', shipsToday: false, shipsOn: '2026-12-02' }
    expect(text('en', later)).toBe('40 ship tomorrow, 10 on Dec 17')
    expect(text('es', later)).toBe('40 se envían mañana, 10 el 17 dic')
    expect(text('en', { ...split, backorderShipsOn: '2026-12-17' }, Date.parse(CUTOFF))).toBe('40 in stock, 10 on Dec 17')
  })

  it('one in stock reads in the singular', () => {
    const one = { ...split, onHand: 1, shipsToday: false, shipsOn: '2026-12-02' }
    expect(text('en', one)).toBe('1 ships tomorrow, 10 on Thursday')
    expect(text('es', one)).toBe('1 se envía mañana, 10 el jueves')
  })

  it('says backordered when the rest has no date', () => {
    expect(text('en', { ...split, backorderShipsOn: null, shipsToday: false, shipsOn: '2026-12-02' })).toBe(
      '40 ship tomorrow, 10 backordered',
    )
    expect(text('es', { ...split, backorderShipsOn: null, shipsToday: false, shipsOn: '2026-12-02' })).toBe(
      '40 se envían mañana, 10 pendientes',
    )
  })
})

describe('nothing on hand', () => {
  const none = { onHand: 0, backordered: 10, backorderShipsOn: '2026-12-10', shipsToday: false, shipsOn: '2026-12-10' }

  it('says out of stock and the day the receipt lets it ship', () => {
    expect(text('en', none)).toBe('Out of stock · ships on Dec 10')
    expect(text('es', none)).toBe('Agotado · se envía el 10 dic')
  })

  it('says out of stock alone when no day is known', () => {
    expect(text('en', { ...none, backorderShipsOn: null, shipsOn: null })).toBe('Out of stock')
    expect(text('es', { ...none, backorderShipsOn: null, shipsOn: null })).toBe('Agotado')
  })
})

describe('made to order', () => {
  const made = { madeToOrder: true, onHand: null, shipsToday: false, cutoffAt: null, backordered: 0 }

  it('counts the calendar days to the ship day', () => {
    expect(text('en', { ...made, shipsOn: '2026-12-16' })).toBe('Made to order · ships in 15 days')
    expect(text('es', { ...made, shipsOn: '2026-12-16' })).toBe('Fabricación bajo pedido · se envía en 15 días')
    expect(text('en', { ...made, shipsOn: '2026-12-02' })).toBe('Made to order · ships in 1 day')
    expect(text('es', { ...made, shipsOn: '2026-12-02' })).toBe('Fabricación bajo pedido · se envía en 1 día')
  })
})

describe('stale stock and unknown parts', () => {
  it('says call to confirm instead of numbers', () => {
    expect(words('en', { stale: true })).toEqual({ text: 'Call to confirm', changesAt: null, expired: false })
    expect(text('es', { stale: true })).toBe('Llame para confirmar')
  })

  it('promises nothing for an unknown or restricted part', () => {
    expect(text('en', { unknown: true, onHand: null, shipsOn: null })).toBe('')
    expect(text('es', { unknown: true, onHand: null, shipsOn: null })).toBe('')
  })
})
