import type { LinePromise } from '@/domain/availability/promise.mjs'

/*
 * An ordered line's ship-date promise as the order's pages, mails and PDF print it
 * (docs/availability.md): the promise made when the order was placed, so in dates, never
 * "today" (an order is read for weeks after).
 */

type Words = {
  ships: (date: string) => string
  split: (now: string, date: string, rest: string, later: string | null) => string
  madeToOrder: (date: string) => string
  unconfirmed: string
}

const EN: Words = {
  ships: (date) => `Ships ${date}`,
  split: (now, date, rest, later) => `${now} ship ${date}, ${rest} ${later ? `on ${later}` : 'backordered'}`,
  madeToOrder: (date) => `Made to order · ships ${date}`,
  unconfirmed: 'Ship date to be confirmed',
}

const ES: Words = {
  ships: (date) => `Se envía el ${date}`,
  split: (now, date, rest, later) => `${now} se envían el ${date}, ${rest} ${later ? `el ${later}` : 'pendientes'}`,
  madeToOrder: (date) => `Fabricación bajo pedido · se envía el ${date}`,
  unconfirmed: 'Fecha de envío por confirmar',
}

const tag = (locale: string) => (locale === 'es' ? 'es-US' : 'en-US')

/** A YYYY-MM-DD day as "Thu, Mar 5" / "jue, 5 mar". */
const day = (date: string, locale: string) =>
  new Intl.DateTimeFormat(tag(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )

/**
 * The words for a line of `qty` with this promise; null when the order kept none (placed
 * before promises, or the part was unknown to the stock).
 * @example orderShipWords({ shipsOn: '2026-03-05', backordered: 10, backorderShipsOn: '2026-03-12', ... }, 50, 'en') // '40 ship Thu, Mar 5, 10 on Thu, Mar 12'
 */
export function orderShipWords(promise: LinePromise | null | undefined, qty: number, locale: string): string | null {
  if (!promise) return null
  const w = locale === 'es' ? ES : EN
  if (promise.stale || !promise.shipsOn) return w.unconfirmed
  if (promise.madeToOrder) return w.madeToOrder(day(promise.shipsOn, locale))
  const later = Math.min(qty, promise.backordered ?? 0)
  const number = new Intl.NumberFormat(tag(locale))
  if (later > 0 && later < qty) {
    const laterOn = promise.backorderShipsOn ? day(promise.backorderShipsOn, locale) : null
    return w.split(number.format(qty - later), day(promise.shipsOn, locale), number.format(later), laterOn)
  }
  return w.ships(day(later > 0 && promise.backorderShipsOn ? promise.backorderShipsOn : promise.shipsOn, locale))
}
