import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { viaStorefront } from '@/access/viaStorefront'
import { DEFAULT_SETTINGS } from '@/domain/settings'

import { revalidateGlobal } from './revalidateGlobal'

const usd = (name: keyof typeof DEFAULT_SETTINGS, description: string) => ({
  name,
  type: 'number' as const,
  min: 0,
  required: true,
  defaultValue: DEFAULT_SETTINGS[name] as number,
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
