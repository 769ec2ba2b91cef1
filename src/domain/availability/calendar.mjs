// Plain JavaScript typed with JSDoc: the shop's calendar (docs/availability.md), shared by the
// app and the HTTP front server (src/server/serve.mjs), which answers the availability API itself.
// Dates are calendar days written YYYY-MM-DD in the shop's time zone; instants are milliseconds.

const DAY_MS = 86_400_000
export const DEFAULT_TIME_ZONE = 'America/Chicago'
export const DEFAULT_CUTOFF = '16:00'

/**
 * The shop's calendar as the rules read it: its time zone, the cutoff in minutes after local
 * midnight, and the holidays (YYYY-MM-DD).
 * @typedef {{ timeZone: string, cutoffMinutes: number, holidays: ReadonlySet<string> }} ShopCalendar
 */

/** @type {Map<string, Intl.DateTimeFormat>} */
const formatters = new Map()

/** @param {string} timeZone */
function formatter(timeZone) {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** Whether this Node knows the IANA time zone. @param {unknown} timeZone */
function knownTimeZone(timeZone) {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false
  try {
    formatter(timeZone.trim())
    return true
  } catch {
    return false
  }
}

/**
 * A calendar date as YYYY-MM-DD from what the database or a feed holds (a date, or an ISO
 * time whose UTC day is the date: Payload keeps day-only dates at 12:00 UTC), or null.
 * @param {unknown} value
 * @returns {string | null}
 * @example calendarDate('2026-12-24T12:00:00.000Z') // '2026-12-24'
 */
export function calendarDate(value) {
  const text = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : typeof value === 'string' ? value : ''
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim())
  if (!m) return null
  const date = `${m[1]}-${m[2]}-${m[3]}`
  return dateOf(dayNumber(date)) === date ? date : null
}

/**
 * The calendar of the site's settings; a time zone this Node does not know or a cutoff that is
 * not HH:MM falls back to the defaults (America/Chicago, 16:00), holidays that are not dates are left out.
 * @param {{ timeZone?: unknown, cutoff?: unknown, holidays?: readonly unknown[] | null }} settings
 * @returns {ShopCalendar}
 * @example shopCalendar({ cutoff: '15:30', holidays: ['2026-12-25'] }).cutoffMinutes // 930
 */
export function shopCalendar({ timeZone, cutoff, holidays }) {
  const m = typeof cutoff === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(cutoff.trim()) : null
  const [, hh, mm] = m ?? /** @type {RegExpExecArray} */ (/^(\d\d):(\d\d)$/.exec(DEFAULT_CUTOFF))
  const days = (holidays ?? []).map((h) => calendarDate(h && typeof h === 'object' && 'date' in h ? h.date : h))
  return {
    timeZone: knownTimeZone(timeZone) ? String(timeZone).trim() : DEFAULT_TIME_ZONE,
    cutoffMinutes: Number(hh) * 60 + Number(mm),
    holidays: new Set(/** @type {string[]} */ (days.filter(Boolean))),
  }
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. @param {string} date */
const dayNumber = (date) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS
/** @param {number} n */
const dateOf = (n) => new Date(n * DAY_MS).toISOString().slice(0, 10)

/**
 * What this module works out once per calendar (a calendar is never changed once made): the
 * holidays as day numbers, the business-day sums asked for, and the ship day until its next change.
 * @typedef {{ holidays: Set<number>, sums: Map<number, string>, ship: { from: number, until: number, day: { today: string, shipDay: string, cutoffAt: string | null } } | null }} Memo
 */
/** @type {WeakMap<ShopCalendar, Memo>} */
const memos = new WeakMap()
/** Past this many remembered sums, they are forgotten and counted again. */
const MAX_SUMS = 20_000

/** @param {ShopCalendar} calendar @returns {Memo} */
function memoOf(calendar) {
  let memo = memos.get(calendar)
  if (!memo) {
    memo = { holidays: new Set([...calendar.holidays].map(dayNumber)), sums: new Map(), ship: null }
    memos.set(calendar, memo)
  }
  return memo
}

/** @param {number} day days since 1970-01-01 @param {Memo} memo */
function isBusinessDayNumber(day, memo) {
  const weekday = (((day + 4) % 7) + 7) % 7 // 1970-01-01 was a Thursday; 0 is Sunday
  return weekday !== 0 && weekday !== 6 && !memo.holidays.has(day)
}

/**
 * Monday to Friday, and not one of the shop's holidays.
 * @param {string} date YYYY-MM-DD
 * @param {ShopCalendar} calendar
 * @example isBusinessDay('2026-11-28', calendar) // false (a Saturday)
 */
export function isBusinessDay(date, calendar) {
  return isBusinessDayNumber(dayNumber(date), memoOf(calendar))
}

/**
 * The business day `n` business days after `date` (n = 0: the date itself).
 * @param {string} date YYYY-MM-DD
 * @param {number} n whole, 0 or more
 * @param {ShopCalendar} calendar
 * @example addBusinessDays('2026-11-27', 1, calendar) // '2026-11-30' (Friday to Monday)
 */
export function addBusinessDays(date, n, calendar) {
  const memo = memoOf(calendar)
  const start = dayNumber(date)
  const count = Math.max(0, Math.floor(n))
  const key = start * 100_000 + count
  const known = count < 100_000 ? memo.sums.get(key) : undefined
  if (known !== undefined) return known
  let day = start
  for (let left = count; left > 0;) {
    day++
    if (isBusinessDayNumber(day, memo)) left--
  }
  const sum = dateOf(day)
  if (memo.sums.size >= MAX_SUMS) memo.sums.clear()
  if (count < 100_000) memo.sums.set(key, sum)
  return sum
}

/**
 * The first business day after `date` (a receipt's date: the goods ship the business day after they arrive).
 * @param {string} date YYYY-MM-DD
 * @param {ShopCalendar} calendar
 * @example nextBusinessDay('2026-12-24', { ...calendar, holidays: new Set(['2026-12-25']) }) // '2026-12-28'
 */
export function nextBusinessDay(date, calendar) {
  return addBusinessDays(date, 1, calendar)
}

/** The wall clock at an instant in a time zone: its date and the instant read as if it were UTC. @param {number} ms @param {string} timeZone */
function wallClock(ms, timeZone) {
  /** @type {Record<string, number>} */
  const f = {}
  for (const p of formatter(timeZone).formatToParts(ms)) if (p.type !== 'literal') f[p.type] = Number(p.value)
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second)
  return { date: dateOf(Math.floor(asUtc / DAY_MS)), asUtc }
}

/** The zone's offset from UTC at an instant, in milliseconds (whole seconds). @param {number} ms @param {string} timeZone */
const offsetAt = (ms, timeZone) => wallClock(ms, timeZone).asUtc - Math.floor(ms / 1000) * 1000

/**
 * The instant of a wall-clock time on a date in a time zone. Where a daylight-saving change
 * makes the time ambiguous (it happens twice) the earlier one; where it skips it, the time as
 * many minutes after the skip as it lay after the change (02:30 on a spring-forward night is 03:30):
 * the 'compatible' choice of JavaScript's Temporal.
 * @param {string} date YYYY-MM-DD
 * @param {number} minutes after local midnight
 * @param {string} timeZone
 * @returns {number}
 */
export function instantOf(date, minutes, timeZone) {
  const wall = dayNumber(date) * DAY_MS + minutes * 60_000
  const before = wall - offsetAt(wall - DAY_MS, timeZone)
  const after = wall - offsetAt(wall + DAY_MS, timeZone)
  const fits = (/** @type {number} */ t) => wallClock(t, timeZone).asUtc === wall
  if (fits(before) && fits(after)) return Math.min(before, after)
  if (fits(after)) return after
  if (fits(before)) return before
  return before // skipped: the offset before the change puts it that far after it
}

/**
 * What an order placed at `now` is promised: today's date in the shop's time zone, the next
 * ship day (today when it is a business day and `now` is before today's cutoff, else the next
 * business day) and, when that is today, the instant of today's cutoff.
 * @param {number} now instant (ms)
 * @param {ShopCalendar} calendar
 * @returns {{ today: string, shipDay: string, cutoffAt: string | null }}
 * @example shipDay(Date.parse('2026-11-27T21:00:00Z'), chicago) // { today: '2026-11-27', shipDay: '2026-11-27', cutoffAt: '2026-11-27T22:00:00.000Z' }
 */
export function shipDay(now, calendar) {
  const memo = memoOf(calendar)
  // The answer holds until today's cutoff or the next midnight: most calls only compare two numbers.
  if (memo.ship && now >= memo.ship.from && now < memo.ship.until) return memo.ship.day
  const today = wallClock(now, calendar.timeZone).date
  const midnight = instantOf(addDays(today, 1), 0, calendar.timeZone)
  /** @type {{ today: string, shipDay: string, cutoffAt: string | null }} */
  let day = { today, shipDay: nextBusinessDay(today, calendar), cutoffAt: null }
  let until = midnight
  if (isBusinessDay(today, calendar)) {
    const cutoff = instantOf(today, calendar.cutoffMinutes, calendar.timeZone)
    if (now < cutoff) {
      day = { today, shipDay: today, cutoffAt: new Date(cutoff).toISOString() }
      until = cutoff
    }
  }
  day = Object.freeze(day)
  memo.ship = { from: now, until, day }
  return day
}

/** The calendar day `n` days after `date`. @param {string} date @param {number} n */
const addDays = (date, n) => dateOf(dayNumber(date) + n)
