// Loads the worked examples (tests/fixtures/commerce.json, docs/README.md) and maps their fixtures onto the
// domain's inputs. Read at runtime so a change to the vectors is picked up without a build.
import { readFileSync } from 'node:fs'
import {
  type CommerceData,
  type Customer,
  DEFAULT_CARRIERS,
  type Destination,
  type Part,
  type PartPrefix,
  type PriceLists,
  type QuoteInput,
  type SalesRep,
  type TaxRule,
} from '@/domain'
import { settingsFromDollars } from '@/lib/commerce/settingsMoney'

export interface VectorCase {
  fn: 'schedule' | 'price' | 'quote' | 'rep'
  name: string
  input: Record<string, unknown>
  expected: Record<string, unknown>
}

interface Fixtures extends Omit<CommerceData, 'carriers' | 'settings'> {
  /** In dollars, as the shop stores them. */
  settings: Record<string, unknown>
  products: Part[]
  partPrefixes: PartPrefix[]
  priceLists: PriceLists
  customers: Record<string, Customer>
  taxRules: TaxRule[]
  reps: SalesRep[]
}

import { VECTORS_PATH } from '../../fixtures/vectorsPath'
export { VECTORS_PATH }

const vectors = JSON.parse(readFileSync(VECTORS_PATH, 'utf8')) as { fixtures: Fixtures; cases: VectorCase[] }

export const fixtures = vectors.fixtures
export const cases = vectors.cases

/** The fixtures as the quote reads them (settings in cents); the vectors list no carriers, so the defaults. */
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
