import type { Customer } from '@/domain'
import type { Customer as CustomerDoc } from '@/payload-types'

import { centsOrNull } from '../../pricesToDomain'

import { by, spec, type Data, type Entry, type File } from './spec'

/**
 * The customers' spec (`customers`, keyed by name; a keyed section of the file): price list,
 * terms, type, taxable and free-ground threshold; and a customer as the rules price it.
 */

type CustomerFields = Pick<CustomerDoc, 'id' | 'name' | 'priceList' | 'arTerm' | 'custType' | 'taxable' | 'isFreeGroundAt'>

export const customers = spec({
  section: 'customers',
  collection: 'customers',
  read: (payload, o) =>
    payload
      .find({
        collection: 'customers',
        ...o,
        locale: 'en',
        select: { name: true, priceList: true, arTerm: true, custType: true, taxable: true, isFreeGroundAt: true },
      })
      .then((r) => r.docs),
  keyOf: (r) => r.name,
  stored: (d: CustomerFields) => ({
    name: d.name,
    priceList: d.priceList ?? null,
    arTerm: d.arTerm ?? null,
    custType: d.custType ?? null,
    taxable: Boolean(d.taxable),
    isFreeGroundAt: d.isFreeGroundAt ?? null,
  }),
  fromFile: ([name, c]: Entry<Data['customers']>) => ({
    name,
    priceList: c.priceList,
    arTerm: c.terms,
    custType: c.type,
    taxable: c.taxable,
    isFreeGroundAt: c.isFreeGroundAt,
  }),
  toFile: (c): Entry<File['customers']> => [
    c.name,
    {
      priceList: c.priceList ?? 'OEM',
      terms: c.arTerm ?? 'CREDIT CARD',
      type: c.custType ?? null,
      taxable: Boolean(c.taxable),
      isFreeGroundAt: c.isFreeGroundAt ?? null,
    },
  ],
  exportOrder: by((c) => c.name),
})

/**
 * A `customers` record as the rules price it: priceList, terms (ARTerm), type (CustType),
 * taxable and the own free-ground threshold (stored in dollars, read in cents). Missing fields stay missing; the rules read
 * them as a new customer's (OEM, CREDIT CARD, taxable).
 */
export const customerToDomain = (
  record: Pick<CustomerDoc, 'priceList' | 'arTerm' | 'custType' | 'taxable' | 'isFreeGroundAt'>,
): Customer => ({
  priceList: record.priceList ?? null,
  terms: record.arTerm ?? null,
  type: record.custType ?? null,
  taxable: record.taxable ?? null,
  freeGroundAtCents: centsOrNull(record.isFreeGroundAt),
})
