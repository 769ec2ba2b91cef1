import { z } from 'zod'

import { isRecord } from '@/lib/platform/isRecord'

import { partContentFields, prefixContentFields, siteSettingsContentFields } from './contentFormat'
import { categorySlug, count, fraction, money, partNumber, text, upperCode, zipList, zone } from './formatFields'
import { leadTimeDays } from './stockFormat'

/**
 * The commerce sections of the data-import file (settings, part prefixes, parts, price
 * lists, customers, web users, shipping, tax, reps, carriers, countries), each a zod schema
 * of one record. format.ts joins them with the content sections (contentFormat.ts) into the
 * file's schema.
 */

/** A country's name: both languages, both required. */
const bilingual = () => z.strictObject({ en: text(), es: text() })
const mailbox = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be an e-mail address, e.g. orders@example.com' }))

/** Site settings (shopName and the tariff rates) and shipping settings (the rest). */
export const settingsSchema = z.strictObject({
  shopName: text().optional(),
  itemTariffRate: fraction().optional(),
  globalTariffRate: fraction().optional(),
  smallOrderThreshold: money().optional(),
  handlingDomestic: money().optional(),
  handlingInternational: money().optional(),
  nonStandardPackageFee: money().optional(),
  internationalTermsFee: money().optional(),
  internationalThreshold: money().optional(),
  freeGroundThreshold: money().optional(),
  wdFreeShippingOver: money().optional(),
  airTbdAt: money().optional(),
  /** Where the staff copy of every order confirmation goes (the order desk); the ORDER_INBOX variable wins over it. */
  orderInbox: mailbox().optional(),
  // tagline (both languages), phone, email, address: contentFormat.ts
  ...siteSettingsContentFields,
})

/** Written as they are; the tagline, in both languages, is the content importer's. */
export const SITE_SETTINGS_FIELDS = ['shopName', 'itemTariffRate', 'globalTariffRate', 'phone', 'email', 'address', 'orderInbox'] as const
export const SHIPPING_SETTINGS_FIELDS = [
  'smallOrderThreshold',
  'handlingDomestic',
  'handlingInternational',
  'nonStandardPackageFee',
  'internationalTermsFee',
  'internationalThreshold',
  'freeGroundThreshold',
  'wdFreeShippingOver',
  'airTbdAt',
] as const

export const partPrefixSchema = z.strictObject({
  title: partNumber(),
  discountSchedule: z
    .string()
    .trim()
    .nullable()
    .transform((v) => v || null),
  isPublic: z.boolean(),
  ...prefixContentFields,
})

export const productSchema = z.strictObject({
  pn: partNumber(),
  listPrice: money(),
  pkgqty: count(),
  /** Absent or null with a series: the series' category. */
  family: categorySlug().nullable().optional(),
  tariff: z.boolean(),
  tariffRate: fraction().nullable().optional(),
  /** Business days to make or buy more (absent: kept; null: cleared, then the series', else the site's default). */
  leadTimeDays: leadTimeDays().nullable().optional(),
  // series, attributes, leadTimeNote: contentFormat.ts
  ...partContentFields,
})

export const priceListEntrySchema = z
  .strictObject({
    item: partNumber().optional(),
    schedule: text().optional(),
    valueType: text(),
    value: z.number(),
  })
  .refine((e) => (e.item === undefined) !== (e.schedule === undefined), {
    message: 'needs either an item (a part number) or a schedule, not both',
    // Also when another field of the entry is wrong, so one pass lists every problem.
    when: (payload) => isRecord(payload.value),
  })

export const customerSchema = z.strictObject({
  priceList: text(),
  terms: text(),
  type: z
    .string()
    .trim()
    .nullable()
    .transform((v) => v || null),
  taxable: z.boolean(),
  isFreeGroundAt: money().nullable(),
})

/**
 * A sign-in e-mail and the customers (by name) it buys for. `primaryCustomer`, when given,
 * must be one of `customers`; absent, the first of them is the primary (docs/pricing.md, "Customers").
 * The names must be customers of the file or of the database (checked on import, see
 * webUserReferenceProblems). Contacts are not part of the format and are left as stored.
 */
export const webUserSchema = z
  .strictObject({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'must be an e-mail address, e.g. buyer@example.com' })),
    nameFirst: z
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((v) => v || null),
    nameLast: z
      .string()
      .trim()
      .nullable()
      .optional()
      .transform((v) => v || null),
    customers: z.array(text()).default([]),
    primaryCustomer: text()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine(
    (user, ctx) => {
      const seen = new Map<string, number>()
      user.customers.forEach((name, index) => {
        const first = seen.get(name)
        if (first === undefined) seen.set(name, index)
        else ctx.addIssue({ code: 'custom', path: ['customers', index], message: `repeats the customer "${name}" of customers[${first}]` })
      })
      if (typeof user.primaryCustomer === 'string' && !seen.has(user.primaryCustomer)) {
        ctx.addIssue({
          code: 'custom',
          path: ['primaryCustomer'],
          message: user.customers.length
            ? `must be one of the user's customers (${[...seen.keys()]
                .filter(Boolean)
                .map((n) => JSON.stringify(n))
                .join(', ')})`
            : "must be one of the user's customers, and the user has none",
        })
      }
    },
    {
      // Also when another field of the record is wrong, so one pass lists every problem.
      when: (payload) =>
        isRecord(payload.value) && Array.isArray(payload.value.customers) && payload.value.customers.every((c) => typeof c === 'string'),
    },
  )

export const rateRowSchema = z
  .strictObject({ min: money(), max: money(), ground: money(), groundDist: money(), air2day: money(), air1day: money() })
  .refine((row) => row.min <= row.max, { message: 'min must not exceed max', path: ['max'] })

export const boxRuleSchema = z.strictObject({
  code: text(),
  family: categorySlug(),
  spqBoxCount: count(),
  nonBoxCount: count(),
  zones: z.array(z.strictObject({ id: zone(), spqBoxPrice: money(), nonBoxPrice: money() })),
})

export const cartItemRuleSchema = z.strictObject({
  pn: partNumber(),
  exemptFromFreeShipping: z.boolean(),
  leadTime10Days: z.boolean(),
})

export const taxRuleSchema = z.strictObject({
  state: upperCode(2, 'PA'),
  zipCodes: zipList(),
  rate: fraction(),
  taxShipping: z.boolean(),
})

export const repSchema = z.strictObject({
  label: text(),
  areaCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{3}$/, 'must be 3 digits, e.g. 412'),
    )
    .default([]),
  states: z.array(upperCode(2, 'PA')).default([]),
  countries: z.array(upperCode(2, 'MX')).default([]),
  territory: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => v || null),
  rep: text(),
  /** The rep's inbox: a copy of each order confirmation of the territory goes there. */
  email: mailbox().optional(),
})

export const SHIPPING_METHODS = ['ground', 'air2day', 'air1day'] as const

export const carrierSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes, e.g. ups-collect'),
  title: z
    .union([text().transform((t) => ({ en: t, es: t })), z.strictObject({ en: text(), es: text().optional() })], {
      error: 'expects text, or { "en": ..., "es": ... }',
    })
    .transform((t) => ({ en: t.en, es: t.es ?? t.en })),
  sequence: z.number().int('must be a whole number'),
  isInternational: z.boolean(),
  minSubtotalThresholdvalue: money().nullable().optional(),
  collect: z.boolean(),
  methods: z.array(z.enum(SHIPPING_METHODS, { error: 'must be ground, air2day or air1day' })).optional(),
})

export const countrySchema = z.strictObject({
  alpha2: upperCode(2, 'US'),
  alpha3: upperCode(3, 'USA'),
  name: bilingual(),
  phoneCode: z
    .string()
    .trim()
    .regex(/^(\d{1,4})?$/, 'must be the calling code without +, e.g. 1 or 52 (or empty)'),
})
