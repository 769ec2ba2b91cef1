import { DEFAULT_SETTINGS } from '@/domain/settings'
import { settingsToDollars } from '@/lib/commerce/settingsMoney'

import { countries, zip3ZoneRows } from '../reference'

/**
 * The demo shop's pricing, shipping, tax and customer data, in the importer's format.
 * Numbers follow docs/pricing.md and docs/shipping-and-tax.md; the zone table and countries come from real data
 * packages (src/seed/reference). The catalogue's parts and prefixes are seeded separately.
 */
const schedules = ['E-1', 'E-2', 'E-3', 'F-1', 'F-2', 'F-3', 'G-1', 'G-2', 'G-3', 'G-4', 'G-5', 'G-6', 'H-2', 'H-3', 'H-4', 'H-5', 'H-7']

/** A list's discount per schedule: `base` percent plus a step per schedule family. */
const discounts = (base: number, step: number) =>
  schedules.map((schedule, i) => ({ schedule, valueType: '% Discount', value: base + step * Math.floor(i / 3) }))

/** The import file keeps the money settings in dollars. */
const settings = settingsToDollars(DEFAULT_SETTINGS)

const zoneRow = (id: number, spq: number, non: number) => ({ id, spqBoxPrice: spq, nonBoxPrice: non })

/** The order desk's inbox: the staff copy of every order confirmation (a mail lands in data/outbox/ without SMTP). */
export const ORDER_INBOX = 'orders@brackwell-controls.com'

/** A rep's inbox at the maker: first.last, letters only. */
const repMail = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.')}@brackwell-controls.com`

export const demoCommerce = {
  settings: { ...settings, orderInbox: ORDER_INBOX },
  carriers: [
    {
      slug: 'default',
      title: { en: 'FedEx (our account)', es: 'FedEx (nuestra cuenta)' },
      sequence: 1,
      isInternational: false,
      collect: false,
      methods: ['ground', 'air2day', 'air1day'],
    },
    { slug: 'ups-collect', title: { en: 'UPS Collect', es: 'UPS por cobrar' }, sequence: 2, isInternational: true, collect: true },
    { slug: 'dhl-collect', title: { en: 'DHL Collect', es: 'DHL por cobrar' }, sequence: 3, isInternational: true, collect: true },
    { slug: 'fedex-collect', title: { en: 'FedEx Collect', es: 'FedEx por cobrar' }, sequence: 4, isInternational: true, collect: true },
  ],
  rateTable: [
    { min: 0, max: 48.99, ground: 9.5, groundDist: 7, air2day: 24, air1day: 38 },
    { min: 49, max: 149.99, ground: 12.5, groundDist: 9, air2day: 29, air1day: 45 },
    { min: 150, max: 499.99, ground: 18, groundDist: 13, air2day: 39, air1day: 65 },
    { min: 500, max: 1999.99, ground: 25, groundDist: 18, air2day: 55, air1day: 90 },
    { min: 2000, max: 99999999, ground: 45, groundDist: 32, air2day: 95, air1day: 150 },
  ],
  zones: Object.fromEntries(zip3ZoneRows().map((r) => [r.zip, r.zone])),
  boxRules: [
    {
      code: 'WD',
      family: 'wire-duct',
      spqBoxCount: 4,
      nonBoxCount: 20,
      zones: [
        zoneRow(2, 12, 8),
        zoneRow(3, 13, 9),
        zoneRow(4, 15, 10),
        zoneRow(5, 17, 11),
        zoneRow(6, 19, 12),
        zoneRow(7, 21, 13),
        zoneRow(8, 23, 14),
      ],
    },
    {
      code: 'ENCL',
      family: 'enclosures',
      spqBoxCount: 2,
      nonBoxCount: 1,
      zones: [
        zoneRow(2, 14, 9),
        zoneRow(3, 16, 10),
        zoneRow(4, 18, 11),
        zoneRow(5, 21, 13),
        zoneRow(6, 24, 15),
        zoneRow(7, 27, 17),
        zoneRow(8, 30, 19),
      ],
    },
  ],
  cartItemRules: [
    { pn: 'EN-*', exemptFromFreeShipping: false, leadTime10Days: true },
    { pn: 'DS-*', exemptFromFreeShipping: true, leadTime10Days: false },
  ],
  taxRules: [
    { state: 'PA', zipCodes: '150*,151*,152*', rate: 0.07, taxShipping: true },
    { state: 'PA', zipCodes: '190*,191*', rate: 0.08, taxShipping: true },
    { state: 'PA', zipCodes: '*', rate: 0.06, taxShipping: true },
    { state: 'OH', zipCodes: '*', rate: 0.0575, taxShipping: false },
    { state: 'NY', zipCodes: '*', rate: 0.04, taxShipping: false },
    { state: 'NJ', zipCodes: '*', rate: 0.06625, taxShipping: true },
    { state: 'WV', zipCodes: '*', rate: 0.06, taxShipping: true },
  ],
  reps: [
    {
      label: 'Pittsburgh',
      areaCodes: ['412', '724', '878'],
      states: [],
      countries: [],
      territory: 'E1',
      rep: 'Dana Kowalski',
      email: repMail('Dana Kowalski'),
    },
    {
      label: 'East',
      areaCodes: [],
      states: ['PA', 'NY', 'NJ', 'DE', 'MD', 'CT', 'MA', 'RI', 'VT', 'NH', 'ME', 'WV', 'VA', 'DC'],
      countries: [],
      territory: 'E2',
      rep: 'Marcus Reed',
      email: repMail('Marcus Reed'),
    },
    {
      label: 'Central',
      areaCodes: [],
      states: ['OH', 'MI', 'IN', 'IL', 'WI', 'MN', 'IA', 'MO', 'KY', 'TN'],
      countries: [],
      territory: 'C1',
      rep: 'Priya Natarajan',
      email: repMail('Priya Natarajan'),
    },
    {
      label: 'South',
      areaCodes: [],
      states: ['NC', 'SC', 'GA', 'FL', 'AL', 'MS', 'LA', 'AR', 'TX', 'OK'],
      countries: [],
      territory: 'S1',
      rep: 'Luis Ortega',
      email: repMail('Luis Ortega'),
    },
    {
      label: 'West',
      areaCodes: [],
      states: ['CA', 'OR', 'WA', 'NV', 'AZ', 'UT', 'CO', 'NM', 'ID', 'MT', 'WY', 'AK', 'HI'],
      countries: ['CA'],
      territory: 'W1',
      rep: 'Hannah Brooks',
      email: repMail('Hannah Brooks'),
    },
    {
      label: 'Latin America',
      areaCodes: [],
      states: [],
      countries: ['MX', 'GT', 'CO', 'PE', 'CL', 'AR', 'BR', 'CR', 'PA', 'DO', 'PR'],
      territory: 'L1',
      rep: 'Sofía Herrera',
      email: repMail('Sofía Herrera'),
    },
    {
      label: 'FALLBACK',
      areaCodes: [],
      states: [],
      countries: [],
      territory: 'HQ',
      rep: 'Inside Sales (House Account)',
      email: 'inside.sales@brackwell-controls.com',
    },
  ],
  countries: countries.map((c) => ({ alpha2: c.alpha2, alpha3: c.alpha3, name: c.name, phoneCode: c.phoneCode })),
  priceLists: {
    OEM: [
      ...discounts(0, 0).map((e) => ({ ...e, value: e.schedule.startsWith('E') ? 10 : 0 })),
      { schedule: 'Z', valueType: '% Discount', value: 0 },
    ],
    D1: [...discounts(35, 2), { schedule: 'Z', valueType: '% Discount', value: 30 }],
    D2: [...discounts(25, 2), { schedule: 'Z', valueType: '% Discount', value: 20 }],
  },
  customers: {
    'Allegheny Panel Works': { priceList: 'OEM', terms: 'NET 30', type: 'End User', taxable: true, isFreeGroundAt: null },
    'Keystone Electrical Supply': {
      priceList: 'D1',
      terms: 'NET 30',
      type: 'D1-Distributor/Stocking',
      taxable: false,
      isFreeGroundAt: 500,
    },
    'Gulf Coast Controls': {
      priceList: 'D2',
      terms: 'NET 45',
      type: 'D2-Distributor/Reseller/Non-Stocking',
      taxable: false,
      isFreeGroundAt: null,
    },
    'Monterrey Automatización': { priceList: 'select', terms: 'CREDIT CARD', type: 'End User', taxable: false, isFreeGroundAt: null },
  },
}
