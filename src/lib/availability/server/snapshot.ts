import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { hasLeadTime10Days, isWireDuct, quantityStep, type CartItemRule } from '@/domain'
import { calendarDate, shopCalendar } from '@/domain/availability/calendar.mjs'
import { resolveLeadTimeDays, type StockRow } from '@/domain/availability/promise.mjs'
import { splitVisible } from '@/lib/catalogue/server/visibleParts'
import { cartItemRuleToDomain, partPrefixToDomain } from '@/lib/commerce/server/specs'
import { rawRows } from '@/lib/platform/db/server/rawSql'

import type { AvailabilitySnapshot, PartAvailability } from '../answer.mjs'

/*
 * The availability snapshot (docs/availability.md, "In the server"): every visible part with its
 * order step, resolved lead time and stock rows, and the site's availability settings, read
 * with a few plain SQL statements (Payload's find() takes seconds on 75,000 parts) and kept in
 * memory by ./store.ts. Restricted parts are left out as everywhere (visibleParts.ts): the
 * answer names them unknown.
 */

type Row = Record<string, unknown>

const num = (v: unknown): number | null =>
  v === null || v === undefined || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null

/** An instant as ISO text from either adapter (SQLite keeps ISO text, PostgreSQL answers a Date or its own spelling). */
function isoOf(v: unknown): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString()
  if (typeof v !== 'string' || v === '') return null
  const t = Date.parse(/^\d{4}-\d\d-\d\d \d/.test(v) ? v.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00') : v)
  return Number.isNaN(t) ? null : new Date(t).toISOString()
}

/** Both adapters' spelling of one statement (the SQL is the same; each adapter's tag binds it). */
const both = (text: TemplateStringsArray) => ({ sqlite: sqliteSql(text), postgres: pgSql(text) })

/**
 * What changes when any input of the snapshot changes: counts (a delete) and the newest
 * `updated_at` (an edit, the ERP feed) of each table it reads. Cheap: the `updated_at`
 * columns are indexed.
 */
export async function availabilityVersion(payload: Payload): Promise<string> {
  const rows = await rawRows(
    payload,
    both`SELECT
      (SELECT count(*) FROM stock) AS stock_n, (SELECT max(updated_at) FROM stock) AS stock_at,
      (SELECT count(*) FROM parts) AS parts_n, (SELECT max(updated_at) FROM parts) AS parts_at,
      (SELECT count(*) FROM products) AS products_n, (SELECT max(updated_at) FROM products) AS products_at,
      (SELECT count(*) FROM categories) AS categories_n, (SELECT max(updated_at) FROM categories) AS categories_at,
      (SELECT count(*) FROM part_prefixes) AS prefixes_n, (SELECT max(updated_at) FROM part_prefixes) AS prefixes_at,
      (SELECT count(*) FROM cart_item_rules) AS rules_n, (SELECT max(updated_at) FROM cart_item_rules) AS rules_at,
      (SELECT max(updated_at) FROM site_settings) AS settings_at`,
  )
  const row = rows[0] ?? {}
  return Object.keys(row)
    .sort()
    .map((k) => (k.endsWith('_at') ? isoOf(row[k]) : num(row[k])) ?? '-')
    .join('|')
}

async function readRules(payload: Payload) {
  const read = { pagination: false, limit: 0, depth: 0, overrideAccess: false } as const
  const [prefixes, rules, settings] = await Promise.all([
    payload.find({ collection: 'part-prefixes', ...read, select: { title: true, discountSchedule: true, isPublic: true } }),
    payload.find({
      collection: 'cart-item-rules',
      ...read,
      locale: 'en',
      select: { pn: true, exemptFromFreeShipping: true, leadTime10Days: true },
    }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { availability: true } }),
  ])
  return {
    prefixes: prefixes.docs.map(partPrefixToDomain),
    rules: rules.docs.map(cartItemRuleToDomain) as CartItemRule[],
    settings: settings.availability ?? {},
  }
}

/** The stock rows of the visible parts, by part id. */
function stockByPart(rows: readonly Row[], parts: ReadonlyMap<string, PartAvailability>) {
  for (const row of rows) {
    const part = parts.get(String(row.part_id))
    if (!part) continue
    const date = row.next_receipt_date instanceof Date ? row.next_receipt_date.toISOString() : row.next_receipt_date
    const receiptDate = calendarDate(date)
    const receiptQty = num(row.next_receipt_qty)
    const stock: StockRow = {
      onHand: Math.max(0, num(row.on_hand) ?? 0),
      nextReceipt: receiptDate && receiptQty !== null && receiptQty > 0 ? { date: receiptDate, qty: receiptQty } : null,
      asOf: isoOf(row.as_of),
    }
    part.stock.push(stock)
  }
}

/**
 * Reads the snapshot. `feedOn`: the ERP feed is configured (ERP_TOKEN), so stock older than the
 * stale limit is withheld. The version is read first: a change made while the rest is read shows
 * as a new version at the next check, never as a missed one.
 */
export async function loadAvailabilitySnapshot(payload: Payload, feedOn: boolean): Promise<AvailabilitySnapshot> {
  const version = await availabilityVersion(payload)
  const [parts, stock, { prefixes, rules, settings }] = await Promise.all([
    rawRows(
      payload,
      both`SELECT p.id, p.pn, p.pkgqty, p.lead_time_days AS part_lead, p.product_id, s.lead_time_days AS series_lead, c.slug AS family
        FROM parts p
        LEFT JOIN products s ON s.id = p.product_id
        LEFT JOIN categories_locales c ON c._parent_id = p.category_id AND c._locale = 'en'`,
    ),
    rawRows(payload, both`SELECT part_id, on_hand, next_receipt_date, next_receipt_qty, as_of FROM stock`),
    readRules(payload),
  ])
  const visible = splitVisible(
    parts.map((p): Row & { pn: string } => ({ ...p, pn: String(p.pn) })),
    prefixes,
    (p) => (p.product_id == null ? null : String(p.product_id)),
  ).parts
  const siteDefault = num(settings.defaultLeadTimeDays)
  const byId = new Map<string, PartAvailability>()
  const byPn = new Map<string, PartAvailability>()
  for (const p of visible) {
    const pn = p.pn.trim()
    const entry: PartAvailability = {
      pn,
      step: quantityStep({ pkgqty: num(p.pkgqty) }),
      anyQty: isWireDuct({ pn, family: typeof p.family === 'string' ? p.family : null }),
      leadTimeDays: resolveLeadTimeDays({
        part: num(p.part_lead),
        tenDayRule: hasLeadTime10Days(pn, rules),
        series: num(p.series_lead),
        siteDefault,
      }),
      stock: [],
    }
    byId.set(String(p.id), entry)
    byPn.set(pn.toUpperCase(), entry)
  }
  stockByPart(stock, byId)
  return {
    version,
    parts: byPn,
    calendar: shopCalendar({ timeZone: settings.timeZone, cutoff: settings.cutoff, holidays: settings.holidays ?? [] }),
    staleAfterMinutes: num(settings.stockStaleAfterMinutes) ?? 60,
    feedOn,
  }
}
