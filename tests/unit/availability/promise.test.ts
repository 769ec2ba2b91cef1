import { describe, expect, it } from 'vitest'

import { addBusinessDays, calendarDate, instantOf, isBusinessDay, shipDay, shopCalendar } from '@/domain/availability/calendar.mjs'
import { linePromise, promiseDay, resolveLeadTimeDays } from '@/domain/availability/promise.mjs'

import { DST, EXAMPLES, SETTINGS, STALE_AFTER_MINUTES } from './examples'

const calendar = shopCalendar(SETTINGS)

describe('a line’s promise: the worked examples of docs/availability.md', () => {
  it.each(EXAMPLES)('$name', ({ now, qty, stock, leadTimeDays, feedOn, expected }) => {
    const day = promiseDay(Date.parse(now), calendar, STALE_AFTER_MINUTES)
    expect(linePromise({ qty, stock, leadTimeDays, feedOn: feedOn ?? false }, day)).toEqual(expected)
  })
})

describe('daylight saving in America/Chicago', () => {
  it.each(DST)('$name', ({ now, today, shipDay: day, cutoffAt }) => {
    expect(shipDay(Date.parse(now), calendar)).toEqual({ today, shipDay: day, cutoffAt })
  })

  it('a wall time that happens twice is the first; one that is skipped is as far after the change', () => {
    // 01:30 on 1 November 2026 is 06:30 UTC (CDT) and again 07:30 UTC (CST); 02:30 on 8 March 2026 does not exist.
    expect(new Date(instantOf('2026-11-01', 90, 'America/Chicago')).toISOString()).toBe('2026-11-01T06:30:00.000Z')
    expect(new Date(instantOf('2026-03-08', 150, 'America/Chicago')).toISOString()).toBe('2026-03-08T08:30:00.000Z')
    expect(new Date(instantOf('2026-03-08', 180, 'America/Chicago')).toISOString()).toBe('2026-03-08T08:00:00.000Z')
  })

  it('a cutoff in the small hours follows the clock on the night of each change', () => {
    const early = shopCalendar({ ...SETTINGS, cutoff: '01:30' })
    // Monday 9 March and 2 November: 01:30 CDT is 06:30 UTC, 01:30 CST 07:30 UTC.
    expect(shipDay(Date.parse('2026-03-09T06:29:00Z'), early).shipDay).toBe('2026-03-09')
    expect(shipDay(Date.parse('2026-03-09T06:30:00Z'), early).shipDay).toBe('2026-03-10')
    expect(shipDay(Date.parse('2026-11-02T07:29:00Z'), early).shipDay).toBe('2026-11-02')
    expect(shipDay(Date.parse('2026-11-02T07:30:00Z'), early).shipDay).toBe('2026-11-03')
  })

  it('another time zone moves the day with it', () => {
    const berlin = shopCalendar({ timeZone: 'Europe/Berlin', cutoff: '16:00', holidays: [] })
    // 14:59 UTC on Monday 30 November is 15:59 in Berlin (CET), before its cutoff; 23:30 UTC is already Tuesday there.
    expect(shipDay(Date.parse('2026-11-30T14:59:00Z'), berlin)).toEqual({
      today: '2026-11-30',
      shipDay: '2026-11-30',
      cutoffAt: '2026-11-30T15:00:00.000Z',
    })
    expect(shipDay(Date.parse('2026-11-30T23:30:00Z'), berlin).today).toBe('2026-12-01')
  })
})

describe('the calendar', () => {
  it('remembers nothing that changes an answer: a calendar used all year answers as a fresh one', () => {
    const shared = shopCalendar(SETTINGS)
    let seed = 20261130
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const start = Date.parse('2026-01-01T00:00:00Z')
    // Forwards in small steps (each cutoff and midnight crossed), then jumping about.
    const instants = [
      ...Array.from({ length: 3000 }, (_, i) => start + i * 47 * 60_000 + 13_000),
      ...Array.from({ length: 2000 }, () => start + Math.floor(random() * 365 * 86_400_000)),
    ]
    for (const now of instants) {
      expect(shipDay(now, shared), new Date(now).toISOString()).toEqual(shipDay(now, shopCalendar(SETTINGS)))
      const n = Math.floor(random() * 30)
      const date = new Date(now).toISOString().slice(0, 10)
      expect(addBusinessDays(date, n, shared)).toBe(addBusinessDays(date, n, shopCalendar(SETTINGS)))
    }
  })

  it('counts business days over weekends and holidays', () => {
    expect(isBusinessDay('2026-11-28', calendar)).toBe(false)
    expect(isBusinessDay('2026-11-26', calendar)).toBe(false)
    expect(isBusinessDay('2026-11-27', calendar)).toBe(true)
    expect(addBusinessDays('2026-11-25', 1, calendar)).toBe('2026-11-27')
    expect(addBusinessDays('2026-11-25', 0, calendar)).toBe('2026-11-25')
    expect(addBusinessDays('2026-12-18', 5, calendar)).toBe('2026-12-28')
    expect(addBusinessDays('2026-12-31', 1, calendar)).toBe('2027-01-01')
  })

  it('reads the settings, falling back to the defaults on what it cannot use', () => {
    expect(
      shopCalendar({ timeZone: 'Mars/Olympus', cutoff: '4pm', holidays: ['not a date', null, { date: '2026-07-03T12:00:00.000Z' }] }),
    ).toEqual({
      timeZone: 'America/Chicago',
      cutoffMinutes: 960,
      holidays: new Set(['2026-07-03']),
    })
    expect(shopCalendar({ timeZone: ' Europe/Madrid ', cutoff: '09:05' })).toMatchObject({ timeZone: 'Europe/Madrid', cutoffMinutes: 545 })
  })

  it('takes a date as its calendar day', () => {
    expect(calendarDate('2026-12-24')).toBe('2026-12-24')
    expect(calendarDate('2026-12-24T00:00:00.000Z')).toBe('2026-12-24')
    expect(calendarDate(new Date('2026-12-24T12:00:00Z'))).toBe('2026-12-24')
    expect(calendarDate('2026-02-30')).toBeNull()
    expect(calendarDate('24/12/2026')).toBeNull()
    expect(calendarDate(20261224)).toBeNull()
  })
})

describe('lead time', () => {
  it.each([
    [{ part: 3, tenDayRule: true, series: 15, siteDefault: 7 }, 3],
    [{ part: 0, tenDayRule: true, series: 15, siteDefault: 7 }, 0],
    [{ part: null, tenDayRule: true, series: 15, siteDefault: 7 }, 10],
    [{ part: null, tenDayRule: false, series: 15, siteDefault: 7 }, 15],
    [{ part: null, tenDayRule: false, series: null, siteDefault: 7 }, 7],
    [{ part: null, tenDayRule: false, series: null, siteDefault: null }, 10],
    [{ part: 2.5, tenDayRule: false, series: -1, siteDefault: 7 }, 7],
  ])('%o: %i business days', (lead, days) => {
    expect(resolveLeadTimeDays(lead)).toBe(days)
  })
})
