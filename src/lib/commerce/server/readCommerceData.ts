import type { Payload, Where } from 'payload'

import { partsForQuote } from '@/lib/catalogue/server/visibleParts'
import type { Customer as CustomerRecord } from '@/payload-types'

import { DEFAULT_CARRIERS, toCents, type CommerceData, type CommerceSettings, type Customer, type Part, type SalesRep } from '@/domain'

import { partToDomain, type PriceListRecord } from '../pricesToDomain'
import { settingsFromDollars } from '../settingsMoney'

import {
  boxRuleToDomain,
  carrierToDomain,
  cartItemRuleToDomain,
  customerToDomain,
  partPrefixToDomain,
  rateRowToDomain,
  repToDomain,
  taxRuleToDomain,
} from './specs'

/** What every quote reads, whatever the cart: settings and the rule tables. */
export type CommerceBase = Omit<CommerceData, 'products' | 'priceLists'>

const all = { pagination: false, limit: 0, depth: 0 } as const

async function readSettings(payload: Payload): Promise<CommerceSettings> {
  const [site, shipping] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false }),
    payload.findGlobal({ slug: 'shipping-settings', depth: 0, overrideAccess: false }),
  ])
  // Stored in dollars, the domain's in cents (docs/pricing.md, "Money").
  const fee = site.availability?.splitShipmentFee
  return {
    ...settingsFromDollars({ ...site, ...shipping } as Record<string, unknown>),
    ...(typeof fee === 'number' && Number.isFinite(fee) ? { splitShipmentFeeCents: toCents(fee) } : {}),
  }
}

/** Settings and rule tables, as the domain takes them (all publicly readable data; stored in dollars, read in cents). */
export async function readCommerceBase(payload: Payload): Promise<CommerceBase> {
  const read = { ...all, overrideAccess: false }
  const [settings, prefixes, rates, zones, boxRules, itemRules, taxRules, carriers] = await Promise.all([
    readSettings(payload),
    payload.find({ collection: 'part-prefixes', ...read }),
    payload.find({ collection: 'shipping-rates', ...read, sort: 'min' }),
    payload.find({ collection: 'shipping-zones', ...read }),
    payload.find({ collection: 'box-rules', ...read }),
    payload.find({ collection: 'cart-item-rules', ...read }),
    payload.find({ collection: 'tax-rules', ...read, sort: 'sequence' }),
    payload.find({ collection: 'shipping-carriers', ...read, sort: 'sequence', locale: 'en' }),
  ])
  // Each collection's record as the rules read it: its spec in specs/ (shared with the importer and the exporter).
  return {
    settings,
    partPrefixes: prefixes.docs.map(partPrefixToDomain),
    rateTable: rates.docs.map(rateRowToDomain),
    zones: Object.fromEntries(zones.docs.map((z) => [z.zip, z.zone])),
    boxRules: boxRules.docs.map(boxRuleToDomain),
    cartItemRules: itemRules.docs.map(cartItemRuleToDomain),
    taxRules: taxRules.docs.map(taxRuleToDomain),
    // No carriers stored (a fresh import of the rules' fixtures): the carriers of docs/shipping-and-tax.md.
    carriers: !carriers.docs.length ? [...DEFAULT_CARRIERS] : carriers.docs.map(carrierToDomain),
  }
}

/**
 * The cart's parts with their family (category slug), list prices in cents. Restricted parts
 * are read too: the quote itself decides who may order them (docs/pricing.md, "Part numbers").
 */
export async function readParts(payload: Payload, pns: readonly string[]): Promise<Part[]> {
  // Feeds the server-side quote only, never the client as documents.
  const docs = await partsForQuote(payload, pns, {
    select: { listPrice: true, pkgqty: true, tariff: true, tariffRate: true, category: true },
    locale: 'en',
    depth: 1,
  })
  return docs.map((p) => partToDomain({ ...p, family: typeof p.category === 'object' && p.category ? p.category.slug : null }))
}

/**
 * A price list's entries by name, as stored (an `Actual` in dollars: the price API answers
 * them so; `priceListEntryToDomain` gives the rules' cents), or null when no list has that
 * name. The name is matched as the domain's priceListEntries matches it: exactly first,
 * then in any case (a customer record saying `d1` prices on list `D1`).
 */
export async function readPriceList(payload: Payload, name: string): Promise<PriceListRecord[] | null> {
  // overrideAccess: contract prices are private; they are read here to compute prices on
  // the server, and the price API checks who may see a list before returning it.
  const lists = (where: Where) =>
    payload.find({ collection: 'price-lists', where, depth: 0, overrideAccess: true, pagination: false, limit: 0, select: { name: true } }) // prices computed on the server (reason above)
  const wanted = name.trim()
  let list: { id: number; name: string } | undefined = (await lists({ name: { equals: wanted } })).docs[0]
  if (!list && wanted) {
    // `like` is a case-insensitive "contains" on both adapters; keep the names equal in any case.
    const upper = wanted.toUpperCase()
    list = (await lists({ name: { like: wanted } })).docs.find((l) => l.name.trim().toUpperCase() === upper)
  }
  if (!list) return null
  const { docs } = await payload.find({
    collection: 'price-list-entries',
    ...all,
    where: { priceList: { equals: list.id } },
    overrideAccess: true, // the entries of the list read above, for server-side prices
  })
  return docs.map((e) => ({ item: e.item ?? null, schedule: e.schedule ?? null, valueType: e.valueType, value: e.value }))
}

/** Every sales rep, for the rep lookup. */
export async function readReps(payload: Payload): Promise<SalesRep[]> {
  const { docs } = await payload.find({ collection: 'sales-reps', ...all, overrideAccess: false })
  return docs.map(repToDomain)
}

/** The fields of a `customers` record that the rules read (docs/pricing.md, "Customers"). */
export type CustomerFields = Pick<CustomerRecord, 'priceList' | 'arTerm' | 'custType' | 'taxable' | 'isFreeGroundAt'>

/**
 * A `customers` record as the domain prices it: priceList, terms (ARTerm), type (CustType),
 * taxable and the own free-ground threshold. Missing fields stay missing; the domain reads
 * them as a new customer's (OEM, CREDIT CARD, taxable).
 */
export function commerceCustomer(record: CustomerFields): Customer {
  return customerToDomain(record)
}
