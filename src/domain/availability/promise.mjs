// Plain JavaScript typed with JSDoc: a line's ship-date promise (docs/availability.md), shared by
// the app (the cart quote, orders, POST /api/public/availability) and the HTTP front server.
import { addBusinessDays, calendarDate, nextBusinessDay, shipDay } from './calendar.mjs'

/** The site's default lead time, in business days. */
export const DEFAULT_LEAD_TIME_DAYS = 10
/** What a cart-item rule's `leadTime10Days` means, in business days. */
export const RULE_LEAD_TIME_DAYS = 10
export const DEFAULT_STALE_AFTER_MINUTES = 60

/**
 * One warehouse's stock of a part: on hand now, the next receipt due (date YYYY-MM-DD and
 * quantity) and when the count was true (an ISO time, or null when the staff entered it).
 * @typedef {{ onHand: number, nextReceipt: { date: string, qty: number } | null, asOf: string | null }} StockRow
 */

/**
 * A line's promise, as POST /api/public/availability answers it (dates YYYY-MM-DD in the shop's time zone).
 * @typedef {{
 *   onHand: number | null,
 *   shipsOn: string | null,
 *   shipsToday: boolean,
 *   cutoffAt: string | null,
 *   backordered: number | null,
 *   backorderShipsOn: string | null,
 *   madeToOrder: boolean,
 *   stale: boolean,
 * }} LinePromise
 */

/**
 * What an order placed now is promised, worked out once for every line of a request.
 * @typedef {{ now: number, today: string, shipDay: string, cutoffAt: string | null, calendar: import('./calendar.mjs').ShopCalendar, staleAfterMs: number }} PromiseDay
 */

/** A whole number of days, 0 or more, or null. @param {unknown} v */
const days = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null)

/**
 * A part's lead time in business days: its own, else a cart-item rule's `leadTime10Days` (10),
 * else its series', else the site's default (10 when that is empty too).
 * @param {{ part?: number | null, tenDayRule?: boolean, series?: number | null, siteDefault?: number | null }} lead
 * @returns {number}
 * @example resolveLeadTimeDays({ part: null, tenDayRule: false, series: 15, siteDefault: 10 }) // 15
 */
export function resolveLeadTimeDays({ part, tenDayRule, series, siteDefault }) {
  return days(part) ?? (tenDayRule ? RULE_LEAD_TIME_DAYS : null) ?? days(series) ?? days(siteDefault) ?? DEFAULT_LEAD_TIME_DAYS
}

/**
 * The day's facts every line of one request shares.
 * @param {number} now instant (ms)
 * @param {import('./calendar.mjs').ShopCalendar} calendar
 * @param {number | null | undefined} staleAfterMinutes
 * @returns {PromiseDay}
 */
export function promiseDay(now, calendar, staleAfterMinutes) {
  const minutes = typeof staleAfterMinutes === 'number' && staleAfterMinutes > 0 ? staleAfterMinutes : DEFAULT_STALE_AFTER_MINUTES
  return { now, ...shipDay(now, calendar), calendar, staleAfterMs: minutes * 60_000 }
}

/** With the feed on, stock whose newest count is missing or older than the limit is not told. @param {readonly StockRow[]} stock @param {PromiseDay} day */
function isStale(stock, day) {
  let newest = -Infinity
  for (const row of stock) {
    const t = row.asOf ? Date.parse(row.asOf) : NaN
    if (t > newest) newest = t
  }
  return newest === -Infinity || day.now - newest > day.staleAfterMs
}

/** @type {LinePromise} */
const WITHHELD = Object.freeze({
  onHand: null,
  shipsOn: null,
  shipsToday: false,
  cutoffAt: null,
  backordered: null,
  backorderShipsOn: null,
  madeToOrder: false,
  stale: true,
})

/**
 * When `needed` more units ship: the business day after the receipt (across warehouses, by
 * date) that covers them; null when the receipts due do not. A receipt whose date has passed is
 * overdue (its goods are not counted on hand yet): it is taken as arriving today.
 * @param {readonly StockRow[]} stock @param {number} needed @param {PromiseDay} day
 */
function receiptsCover(stock, needed, day) {
  const due = []
  for (const row of stock) {
    const date = row.nextReceipt ? calendarDate(row.nextReceipt.date) : null
    const qty = row.nextReceipt?.qty ?? 0
    if (date && Number.isInteger(qty) && qty > 0) due.push({ date, qty })
  }
  due.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  let covered = 0
  for (const r of due) {
    covered += r.qty
    if (covered < needed) continue
    return nextBusinessDay(r.date < day.today ? day.today : r.date, day.calendar)
  }
  return null
}

/**
 * A line's promise. Up to the total on hand ships on the next ship day; the rest is
 * backordered and ships the business day after the receipts that cover it arrive, or else
 * `leadTimeDays` business days after the next ship day. No stock rows: made to order, shipping
 * `leadTimeDays` business days after the next ship day. With the ERP feed on (`feedOn`),
 * stock counted longer ago than the limit (or never) is withheld: every number and date null, `stale` true.
 * @param {{ qty: number, stock: readonly StockRow[], leadTimeDays: number, feedOn: boolean }} line
 * @param {PromiseDay} day
 * @returns {LinePromise}
 * @example linePromise({ qty: 50, stock: [{ onHand: 40, nextReceipt: null, asOf: null }], leadTimeDays: 10, feedOn: false }, day)
 * // before the cutoff on Monday 2026-11-30: { onHand: 40, shipsOn: '2026-11-30', shipsToday: true, backordered: 10, backorderShipsOn: '2026-12-14', ... }
 */
export function linePromise({ qty, stock, leadTimeDays, feedOn }, day) {
  const afterLeadTime = () => addBusinessDays(day.shipDay, leadTimeDays, day.calendar)
  if (stock.length === 0) {
    const shipsOn = afterLeadTime()
    const shipsToday = shipsOn === day.today
    return {
      onHand: 0,
      shipsOn,
      shipsToday,
      cutoffAt: shipsToday ? day.cutoffAt : null,
      backordered: 0,
      backorderShipsOn: null,
      madeToOrder: true,
      stale: false,
    }
  }
  if (feedOn && isStale(stock, day)) return { ...WITHHELD }
  let onHand = 0
  for (const row of stock) onHand += row.onHand > 0 ? row.onHand : 0
  const backordered = Math.max(0, qty - onHand)
  const backorderShipsOn = backordered > 0 ? (receiptsCover(stock, backordered, day) ?? afterLeadTime()) : null
  const shipsOn = qty > backordered ? day.shipDay : backorderShipsOn
  const shipsToday = shipsOn === day.today
  return {
    onHand,
    shipsOn,
    shipsToday,
    cutoffAt: shipsToday ? day.cutoffAt : null,
    backordered,
    backorderShipsOn,
    madeToOrder: false,
    stale: false,
  }
}
