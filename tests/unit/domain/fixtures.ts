// Loads the worked examples (tests/fixtures/commerce.json, docs/README.md) and maps their fixtures onto the
// domain's inputs. Read at runtime so a change to the vectors is picked up without a build.
// The file is in dollars, as the shop stores them; its amounts enter the domain's cents here, through
// the app's own edge functions (docs/pricing.md, "Money").
import { readFileSync } from 'node:fs'
import {
  type CartItemRule,
  type CommerceData,
  DEFAULT_CARRIERS,
  type Destination,
  type Part,
  type PartPrefix,
  type QuoteInput,
  type SalesRep,
  type TaxRule,
  type ZoneTable,
} from '@/domain'
import { partToDomain, priceListEntryToDomain, type PartRecord, type PriceListRecord } from '@/lib/commerce/pricesToDomain'
import { settingsFromDollars } from '@/lib/commerce/settingsMoney'
import { boxRuleToDomain, customerToDomain, rateRowToDomain } from '@/lib/commerce/server/specs'

export interface VectorCase {
  fn: 'schedule' | 'price' | 'quote' | 'rep'
  name: string
  input: Record<string, unknown>
  expected: Record<string, unknown>
}

/** The fixtures as the file has them (the import file's format): every amount in dollars. */
interface StoredFixtures {
  settings: Record<string, unknown>
  products: PartRecord[]
  partPrefixes: PartPrefix[]
  priceLists: Record<string, PriceListRecord[]>
  customers: Record<string, { priceList: string; terms: string; type: string | null; taxable: boolean; isFreeGroundAt: number | null }>
  rateTable: Parameters<typeof rateRowToDomain>[0][]
  zones: ZoneTable
  boxRules: {
    code: string
    family: string
    spqBoxCount: number
    nonBoxCount: number
    zones: { id: number; spqBoxPrice: number; nonBoxPrice: number }[]
  }[]
  cartItemRules: CartItemRule[]
  taxRules: TaxRule[]
  reps: SalesRep[]
}

import { VECTORS_PATH } from '../../fixtures/vectorsPath'
export { VECTORS_PATH }

const vectors = JSON.parse(readFileSync(VECTORS_PATH, 'utf8')) as { fixtures: StoredFixtures; cases: VectorCase[] }
const stored = vectors.fixtures
const mapValues = <T, U>(record: Record<string, T>, f: (value: T) => U) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)]))

/** The fixtures as the domain reads them (amounts in cents), but `settings`, kept in dollars as stored (`commerceData` has them in cents). */
export const fixtures = {
  ...stored,
  products: stored.products.map(partToDomain),
  priceLists: mapValues(stored.priceLists, (entries) => entries.map(priceListEntryToDomain)),
  customers: mapValues(stored.customers, (c) =>
    customerToDomain({ priceList: c.priceList, arTerm: c.terms, custType: c.type, taxable: c.taxable, isFreeGroundAt: c.isFreeGroundAt }),
  ),
  rateTable: stored.rateTable.map(rateRowToDomain),
  boxRules: stored.boxRules.map((r) => boxRuleToDomain({ ...r, zones: r.zones.map(({ id, ...prices }) => ({ zone: id, ...prices })) })),
}
export const cases = vectors.cases

/** The fixtures as the quote reads them (settings in cents too); the vectors list no carriers, so the defaults. */
export const commerceData: CommerceData = { ...fixtures, settings: settingsFromDollars(fixtures.settings), carriers: DEFAULT_CARRIERS }

/** A fixture product by pn. */
export function product(pn: string): Part {
  const found = fixtures.products.find((p) => p.pn === pn.trim().toUpperCase())
  if (!found) throw new Error(`no fixture product ${pn}`)
  return found
}

/** A vector quote input: `customer` names a fixture customer (anonymous when absent). */
export function toQuoteInput(input: Record<string, unknown>): QuoteInput {
  const key = (input.customer as string | undefined) ?? 'anonymous'
  const customer = fixtures.customers[key]
  if (!customer) throw new Error(`no fixture customer ${key}`)
  return {
    customer,
    items: input.items as QuoteInput['items'],
    destination: (input.destination as Destination | undefined) ?? null,
    carrier: input.carrier as string | undefined,
    method: input.method as string | undefined,
    carrierAccount: input.carrierAccount as string | undefined,
  }
}
