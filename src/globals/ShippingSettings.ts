import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { viaStorefront } from '@/access/viaStorefront'
import { DEFAULT_SETTINGS } from '@/domain/settings'
import { type DollarSetting, settingsToDollars } from '@/lib/commerce/settingsMoney'

import { revalidateGlobal } from './revalidateGlobal'

/** The defaults in dollars, as the staff edit them (the domain's are in cents). */
const DEFAULTS = settingsToDollars(DEFAULT_SETTINGS)

const usd = (name: DollarSetting, description: string) => ({
  name,
  type: 'number' as const,
  min: 0,
  required: true,
  defaultValue: DEFAULTS[name],
  admin: { description },
})

/** Thresholds and fees of docs/pricing.md and docs/shipping-and-tax.md, in USD. */
export const ShippingSettings: GlobalConfig = {
  slug: 'shipping-settings',
  admin: { group: 'Pricing and shipping' },
  access: { read: viaStorefront(anyone), update: isStaff },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    usd('smallOrderThreshold', 'A handling fee applies below this subtotal'),
    usd('handlingDomestic', 'Handling fee to a US address'),
    usd('handlingInternational', 'Handling fee to an address abroad'),
    usd('nonStandardPackageFee', 'Per wire-duct line off its package quantity'),
    usd('internationalTermsFee', 'International fee for customers on terms'),
    usd('internationalThreshold', 'The international fee is waived above this subtotal'),
    usd('freeGroundThreshold', 'Free ground from this subtotal'),
    usd('wdFreeShippingOver', 'WD- parts ship free above this subtotal'),
    usd('airTbdAt', 'Air shipping is quoted later from this charged subtotal'),
  ],
}
