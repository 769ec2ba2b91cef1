import type { Payload } from 'payload'

import { type RateRow, toCents } from '@/domain'
import type { ShippingRate as RateDoc } from '@/payload-types'

import { by, type ReadOptions } from './spec'

/**
 * The shipping rate table (`shipping-rates`): a row as the file, the rules and the importer
 * see it, and how the table is read and exported (it has no natural key).
 */

type RateFields = Pick<RateDoc, 'id' | 'min' | 'max' | 'ground' | 'groundDist' | 'air2day' | 'air1day'>
/** A rate-table row as stored and as the file has it, in dollars. */
type RateRecord = Omit<RateFields, 'id'>
/** A rate-table row, as the file and the importer both see it. */
export const rateRow = ({ min, max, ground, groundDist, air2day, air1day }: RateRecord): RateRecord => ({
  min,
  max,
  ground,
  groundDist,
  air2day,
  air1day,
})

/** A rate-table row as the rules read it: every amount in cents (docs/pricing.md, "Money"). */
export const rateRowToDomain = (r: RateRecord): RateRow => ({
  minCents: toCents(r.min),
  maxCents: toCents(r.max),
  groundCents: toCents(r.ground),
  groundDistCents: toCents(r.groundDist),
  air2dayCents: toCents(r.air2day),
  air1dayCents: toCents(r.air1day),
})

/** No natural key: the importer makes the stored rows the file's set (importCommerce.ts). */
export const rateTable = {
  section: 'rateTable',
  collection: 'shipping-rates',
  read: (payload: Payload, o: ReadOptions) =>
    payload
      .find({
        collection: 'shipping-rates',
        ...o,
        locale: 'en',
        select: { min: true, max: true, ground: true, groundDist: true, air2day: true, air1day: true },
      })
      .then((r) => r.docs),
  exportOrder: by<RateFields>((r) => r.min),
} as const
