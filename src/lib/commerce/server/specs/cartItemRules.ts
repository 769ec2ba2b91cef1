import type { CartItemRule } from '@/domain'
import type { CartItemRule as CartItemRuleDoc } from '@/payload-types'

import { by, spec, type Data, type File } from './spec'

/**
 * The cart-item rules' spec (`cart-item-rules`, keyed by part number): exempt from free
 * shipping, ten-day lead time; and a rule as the rules read it.
 */

type CartItemRuleFields = Pick<CartItemRuleDoc, 'id' | 'pn' | 'exemptFromFreeShipping' | 'leadTime10Days'>

export const cartItemRules = spec({
  section: 'cartItemRules',
  collection: 'cart-item-rules',
  read: (payload, o) =>
    payload
      .find({ collection: 'cart-item-rules', ...o, locale: 'en', select: { pn: true, exemptFromFreeShipping: true, leadTime10Days: true } })
      .then((r) => r.docs),
  keyOf: (r) => r.pn,
  stored: (d: CartItemRuleFields) => ({
    pn: d.pn,
    exemptFromFreeShipping: Boolean(d.exemptFromFreeShipping),
    leadTime10Days: Boolean(d.leadTime10Days),
  }),
  fromFile: (r: Data['cartItemRules'][number]) => r,
  toFile: (r): File['cartItemRules'][number] => ({
    pn: r.pn,
    exemptFromFreeShipping: Boolean(r.exemptFromFreeShipping),
    leadTime10Days: Boolean(r.leadTime10Days),
  }),
  exportOrder: by((r) => r.pn),
})

/** A cart-item rule as the rules read it. */
export const cartItemRuleToDomain = (r: Omit<CartItemRuleFields, 'id'>): CartItemRule => ({
  pn: r.pn,
  exemptFromFreeShipping: r.exemptFromFreeShipping,
  leadTime10Days: r.leadTime10Days,
})
