// Plain JavaScript typed with JSDoc: ship complete or as available (docs/availability.md), from the
// promises of a cart's lines.

/**
 * One shipment of the "as available" schedule: its date and what it carries.
 * @typedef {{ shipsOn: string, items: { pn: string, qty: number }[] }} Shipment
 */

/**
 * What the buyer chooses between at checkout. `split`: the lines (or parts of one line) ship
 * on different days, so the choice applies. `completeOn`: the day the whole cart ships when it
 * ships complete (the latest date), null when a line's promise is withheld or unknown.
 * `schedule`: the shipments "as available", by date. `unconfirmed`: the lines without a date
 * (stale stock, or no promise), which no schedule can place.
 * @typedef {{ split: boolean, completeOn: string | null, schedule: Shipment[], unconfirmed: string[] }} ShipmentPlan
 */

/**
 * The shipment choice of a cart: each line's quantity on hand ships on its `shipsOn`, its
 * backordered rest on its `backorderShipsOn`.
 * @param {readonly { pn: string, qty: number, promise: import('./promise.mjs').LinePromise | null }[]} lines
 * @returns {ShipmentPlan}
 * @example shipmentPlan([{ pn: 'A', qty: 50, promise: { ...inStock, shipsOn: '2026-11-30', backordered: 10, backorderShipsOn: '2026-12-03' } }])
 * // { split: true, completeOn: '2026-12-03', schedule: [{ shipsOn: '2026-11-30', items: [{ pn: 'A', qty: 40 }] }, { shipsOn: '2026-12-03', items: [{ pn: 'A', qty: 10 }] }], unconfirmed: [] }
 */
export function shipmentPlan(lines) {
  /** @type {Map<string, Shipment>} */
  const byDate = new Map()
  /** @type {string[]} */
  const unconfirmed = []
  const add = (/** @type {string} */ shipsOn, /** @type {string} */ pn, /** @type {number} */ qty) => {
    if (qty <= 0) return
    const shipment = byDate.get(shipsOn) ?? { shipsOn, items: [] }
    shipment.items.push({ pn, qty })
    byDate.set(shipsOn, shipment)
  }
  for (const { pn, qty, promise } of lines) {
    if (!promise || promise.stale || !promise.shipsOn) {
      unconfirmed.push(pn)
      continue
    }
    const later = Math.min(qty, promise.backordered ?? 0)
    add(promise.shipsOn, pn, qty - later)
    if (later > 0) add(promise.backorderShipsOn ?? promise.shipsOn, pn, later)
  }
  const schedule = [...byDate.values()].sort((a, b) => (a.shipsOn < b.shipsOn ? -1 : 1))
  return {
    split: schedule.length > 1,
    completeOn: unconfirmed.length || schedule.length === 0 ? null : schedule[schedule.length - 1].shipsOn,
    schedule,
    unconfirmed,
  }
}
