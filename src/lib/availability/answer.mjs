// Plain JavaScript typed with JSDoc: POST /api/public/availability's answer (docs/availability.md,
// docs/api.md), computed from an availability snapshot. One code path for Next's route
// (src/app/api/public/availability/route.ts) and the HTTP front server (src/server/availability.mjs),
// which answers the route itself from the snapshot the app publishes in the same process.
import { linePromise, promiseDay } from '../../domain/availability/promise.mjs'
import { AVAILABILITY_WORDS } from './words.mjs'

export const AVAILABILITY_PATH = '/api/public/availability'
/** The most lines one request may ask about (a cart's limit). */
export const MAX_AVAILABILITY_LINES = 500
/** The largest quantity of a line (the cart's, DEFAULT_SETTINGS.maxQuantity). */
export const MAX_AVAILABILITY_QTY = 99_999
const MAX_PN_LENGTH = 64

/**
 * A visible part as the answer needs it: its number as stored, its order step (`anyQty`: wire
 * duct, sold in any quantity), its resolved lead time and its stock rows.
 * @typedef {{ pn: string, step: number, anyQty: boolean, leadTimeDays: number, stock: import('../../domain/availability/promise.mjs').StockRow[] }} PartAvailability
 */

/**
 * Everything the promises need, loaded by src/lib/availability/server/snapshot.ts: the visible
 * parts by normalized part number (trimmed, upper case), the shop's calendar, the stale limit,
 * whether the ERP feed is on, and the version of the data it was read at.
 * @typedef {{
 *   version: string,
 *   parts: ReadonlyMap<string, PartAvailability>,
 *   calendar: import('../../domain/availability/calendar.mjs').ShopCalendar,
 *   staleAfterMinutes: number,
 *   feedOn: boolean,
 * }} AvailabilitySnapshot
 */

/** An answer entry: a known part's promise, or a part number this shop does not show. @typedef {({ pn: string } & import('../../domain/availability/promise.mjs').LinePromise) | { pn: string, unknown: true }} AvailabilityEntry */

/**
 * Each line's promise, or null for an unknown or restricted part number. A quantity that is not
 * a whole package step is rounded up to one, as the cart does (wire duct keeps any quantity).
 * @param {AvailabilitySnapshot} snapshot
 * @param {readonly { pn: string, qty: number }[]} lines
 * @param {number} [now]
 * @returns {(import('../../domain/availability/promise.mjs').LinePromise | null)[]}
 */
export function promisesFor(snapshot, lines, now = Date.now()) {
  const day = promiseDay(now, snapshot.calendar, snapshot.staleAfterMinutes)
  return lines.map(({ pn, qty }) => {
    const part = snapshot.parts.get(pn.trim().toUpperCase())
    if (!part) return null
    const rounded = part.anyQty ? qty : Math.ceil(qty / part.step) * part.step
    return linePromise({ qty: rounded, stock: part.stock, leadTimeDays: part.leadTimeDays, feedOn: snapshot.feedOn }, day)
  })
}

/** A refusal's message in the buyer's language, its {arguments} filled in (numbers the language's way). @param {string} key @param {'en' | 'es'} locale @param {Record<string, number>} [values] */
function say(key, locale, values = {}) {
  const numbers = new Intl.NumberFormat(locale)
  return (AVAILABILITY_WORDS[locale][key] ?? key).replace(/\{(\w+)\}/g, (all, name) =>
    name in values ? numbers.format(values[name]) : all,
  )
}

/**
 * The lines of a request body, or why they are refused: `key` names the message, `path` the value.
 * @param {unknown} body
 * @returns {{ lines: { pn: string, qty: number }[] } | { code: string, key: string, path: string, line?: number }}
 */
function readLines(body) {
  const lines = body && typeof body === 'object' && !Array.isArray(body) ? /** @type {{ lines?: unknown }} */ (body).lines : undefined
  if (!Array.isArray(lines) || lines.length === 0) return { code: 'bad-request', key: 'lines', path: 'lines' }
  if (lines.length > MAX_AVAILABILITY_LINES) return { code: 'too-many-lines', key: 'lines', path: 'lines' }
  /** @type {{ pn: string, qty: number }[]} */
  const out = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (!line || typeof line !== 'object' || Array.isArray(line))
      return { code: 'bad-request', key: 'line', path: `lines.${i}`, line: i + 1 }
    const pn = typeof line.pn === 'string' ? line.pn.trim() : ''
    if (pn === '' || pn.length > MAX_PN_LENGTH) return { code: 'bad-request', key: 'pn', path: `lines.${i}.pn`, line: i + 1 }
    const qty = line.qty
    if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > MAX_AVAILABILITY_QTY)
      return { code: 'bad-request', key: 'qty', path: `lines.${i}.qty`, line: i + 1 }
    out.push({ pn, qty })
  }
  return { lines: out }
}

/**
 * The whole answer to a request body (as text, at most the API's body limit): 200 with
 * `{ data }` in the order asked, or 400 `{ error: { code, message, path } }` in the buyer's language.
 * @param {AvailabilitySnapshot} snapshot
 * @param {string} text
 * @param {'en' | 'es'} locale
 * @param {number} [now]
 * @returns {{ status: number, body: string }}
 */
export function availabilityAnswer(snapshot, text, locale, now = Date.now()) {
  let body
  try {
    body = JSON.parse(text)
  } catch {
    return refusal(400, { code: 'invalid-json', message: say('invalid-json', locale) })
  }
  const read = readLines(body)
  if (!('lines' in read)) {
    const values = { max: MAX_AVAILABILITY_LINES, maxQty: MAX_AVAILABILITY_QTY, line: read.line ?? 0 }
    return refusal(400, { code: read.code, message: say(read.key, locale, values), path: read.path })
  }
  const promises = promisesFor(snapshot, read.lines, now)
  /** @type {AvailabilityEntry[]} */
  const data = read.lines.map(({ pn }, i) => {
    const promise = promises[i]
    return promise ? { pn: /** @type {PartAvailability} */ (snapshot.parts.get(pn.toUpperCase())).pn, ...promise } : { pn, unknown: true }
  })
  return { status: 200, body: JSON.stringify({ data }) }
}

/**
 * The 413 of a body past the limit, in the same shape.
 * @param {number} limit @param {'en' | 'es'} locale
 */
export function tooLarge(limit, locale) {
  return refusal(413, { code: 'payload-too-large', message: say('payload-too-large', locale, { limit }), limit })
}

/** @param {number} status @param {Record<string, unknown>} error */
const refusal = (status, error) => ({ status, body: JSON.stringify({ error }) })

/** The answer's headers: JSON, never kept by any cache (it changes with the time of day and with stock). */
export const ANSWER_HEADERS = Object.freeze({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })

/** Where the app publishes its newest snapshot for the front server of the same process. */
const PUBLISHED = '__switchyardAvailability'

/** Called by src/lib/availability/server/app.ts with every snapshot it loads. @param {AvailabilitySnapshot} snapshot */
export function publishAvailability(snapshot) {
  ;/** @type {any} */ (globalThis)[PUBLISHED] = snapshot
}

/** The newest snapshot the app published, read by src/server/availability.mjs. @returns {AvailabilitySnapshot | undefined} */
export const publishedAvailability = () => /** @type {any} */ (globalThis)[PUBLISHED]
