import type { Payload } from 'payload'

import type { RateRow } from '@/domain'
import type { ShippingRate as RateDoc } from '@/payload-types'

import { by, type ReadOptions } from './spec'

/**
 * The shipping rate table (`shipping-rates`): a row as the file, the rules and the importer
 * see it, and how the table is read and exported (it has no natural key).
 */

type RateFields = Pick<RateDoc, 'id' | 'min' | 'max' | 'ground' | 'groundDist' | 'air2day' | 'air1day'>
/** A rate-table row, as the file, the rules and the importer all see it. */
export const rateRow = ({ min, max, ground, groundDist, air2day, air1day }: RateRow): RateRow => ({ min, max, ground, groundDist, air2day, air1day })

/** No natural key: the importer makes the stored rows the file's set (importCommerce.ts). */
export const rateTable = {
  section: 'rateTable',
  collection: 'shipping-rates',
  read: (payload: Payload, o: ReadOptions) =>
    payload
      .find({ collection: 'shipping-rates', ...o, locale: 'en', select: { min: true, max: true, ground: true, groundDist: true, air2day: true, air1day: true } })
      .then((r) => r.docs),
  exportOrder: by<RateFields>((r) => r.min),
} as const
