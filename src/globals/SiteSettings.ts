import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { viaStorefront } from '@/access/viaStorefront'
import { DEFAULT_SETTINGS } from '@/domain/settings'

import {
  DEFAULT_RECAPTCHA_THRESHOLD,
  DEFAULT_URLS,
  validateChatId,
  validateGtmId,
  validateRecaptchaKey,
} from '@/lib/platform/services/rules'

import { availabilitySettings } from './availabilitySettings'
import { revalidateGlobal } from './revalidateGlobal'

// Staff only: the storefront reads this global, and these are nobody else's business.
const staffRead = { read: ({ req }: { req: { user?: unknown } }) => Boolean(req.user) }

/** The shop's name, contact details and tariff rates. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: viaStorefront(anyone), update: isStaff },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'shopName', type: 'text', required: true, defaultValue: DEFAULT_SETTINGS.shopName },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    {
      name: 'address',
      type: 'textarea',
      admin: { description: 'The shop\u2019s postal address, shown in the footer, on the contact page and on the order PDF' },
    },
    {
      name: 'orderInbox',
      type: 'email',
      // Staff only: the storefront reads this global, and the inbox is nobody else's business.
      access: { read: ({ req }) => Boolean(req.user) },
      admin: { description: 'A copy of every order confirmation goes here (the ORDER_INBOX variable wins when it is set)' },
    },
    {
      name: 'itemTariffRate',
      type: 'number',
      min: 0,
      max: 1,
      defaultValue: DEFAULT_SETTINGS.itemTariffRate,
      admin: { description: 'On parts flagged tariff; 0.25 is 25%' },
    },
    {
      name: 'globalTariffRate',
      type: 'number',
      min: 0,
      max: 1,
      defaultValue: DEFAULT_SETTINGS.globalTariffRate,
      admin: { description: 'On the subtotal; 0.0495 is 4.95%' },
    },
    availabilitySettings,
    {
      // Read on the server only (src/lib/platform/services/server/config.ts); a page gets the public ids.
      // The environment variables of the same name win when set.
      name: 'services',
      type: 'group',
      label: 'Services',
      access: staffRead,
      admin: {
        description:
          'Third-party services. Each loads only when configured; the tag manager and the chat only after the visitor accepts them. A matching environment variable wins over a value here.',
      },
      fields: [
        {
          name: 'chatPropertyId',
          type: 'text',
          label: 'Tawk.to property id',
          validate: validateChatId,
          admin: { description: 'CHAT_PROPERTY_ID. The chat needs both ids.' },
        },
        {
          name: 'chatWidgetId',
          type: 'text',
          label: 'Tawk.to widget id',
          validate: validateChatId,
          admin: { description: 'CHAT_WIDGET_ID. The chat needs both ids.' },
        },
        {
          name: 'gtmId',
          type: 'text',
          label: 'Google Tag Manager container id',
          validate: validateGtmId,
          admin: { description: 'GTM_ID, e.g. GTM-AB12CD3.' },
        },
        {
          name: 'recaptchaSiteKey',
          type: 'text',
          label: 'reCAPTCHA v3 site key',
          validate: validateRecaptchaKey,
          admin: { description: 'RECAPTCHA_SITE_KEY. With the secret, sign-in codes and orders are checked.' },
        },
        {
          name: 'recaptchaSecret',
          type: 'text',
          label: 'reCAPTCHA v3 secret key',
          validate: validateRecaptchaKey,
          admin: { description: 'RECAPTCHA_SECRET. Never shown to visitors.' },
        },
        {
          name: 'recaptchaThreshold',
          type: 'number',
          label: 'reCAPTCHA score threshold',
          min: 0,
          max: 1,
          defaultValue: DEFAULT_RECAPTCHA_THRESHOLD,
          admin: { description: 'Requests scoring below this (0 likely a bot, 1 likely a person) are refused.' },
        },
        {
          name: 'iconApiUrl',
          type: 'text',
          label: 'Icon API URL',
          admin: { description: `ICON_API_URL. Default ${DEFAULT_URLS.iconApi}.` },
          validate: (v: unknown) => !v || (typeof v === 'string' && /^https?:\/\/\S+$/.test(v)) || 'An http:// or https:// URL.',
        },
      ],
    },
  ],
}
