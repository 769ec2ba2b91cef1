import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { DEFAULT_SETTINGS } from '@/domain/settings'

import { revalidateGlobal } from './revalidateGlobal'

/** The shop's name, contact details and tariff rates. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'shopName', type: 'text', required: true, defaultValue: DEFAULT_SETTINGS.shopName },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'address', type: 'textarea', admin: { description: 'The shop\u2019s postal address, shown in the footer and on the contact page' } },
    { name: 'itemTariffRate', type: 'number', min: 0, max: 1, defaultValue: DEFAULT_SETTINGS.itemTariffRate, admin: { description: 'On parts flagged tariff; 0.25 is 25%' } },
    { name: 'globalTariffRate', type: 'number', min: 0, max: 1, defaultValue: DEFAULT_SETTINGS.globalTariffRate, admin: { description: 'On the subtotal; 0.0495 is 4.95%' } },
  ],
}
