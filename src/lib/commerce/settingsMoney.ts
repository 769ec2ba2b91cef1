import { type CommerceSettings, DEFAULT_SETTINGS, fromCents, toCents } from '@/domain'

/**
 * The edge where the shop's settings enter the domain (docs/pricing.md, "Money"): the admin's
 * globals and the import file keep the money settings in dollars under these names; the
 * domain takes them in integer cents under the names they map to.
 */
const CENTS_OF = {
  smallOrderThreshold: 'smallOrderThresholdCents',
  handlingDomestic: 'handlingDomesticCents',
  handlingInternational: 'handlingInternationalCents',
  nonStandardPackageFee: 'nonStandardPackageFeeCents',
  internationalTermsFee: 'internationalTermsFeeCents',
  internationalThreshold: 'internationalThresholdCents',
  freeGroundThreshold: 'freeGroundThresholdCents',
  wdFreeShippingOver: 'wdFreeShippingOverCents',
  airTbdAt: 'airTbdAtCents',
} as const satisfies Record<string, keyof CommerceSettings>

/** A money setting's name as stored (dollars). */
export type DollarSetting = keyof typeof CENTS_OF
type CentsSetting = (typeof CENTS_OF)[DollarSetting]

/** The settings as stored: the money ones in dollars, the rest as the domain has them. */
type StoredSettings = Omit<CommerceSettings, CentsSetting | 'maxQuantity' | 'missingZipZone'> & Record<DollarSetting, number>

const DOLLAR_SETTINGS = Object.keys(CENTS_OF) as DollarSetting[]
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)

/**
 * Settings as stored (dollars) to the domain's (cents); a field that is missing or not a
 * number takes DEFAULT_SETTINGS.
 * @example settingsFromDollars({ handlingDomestic: 7.5 }).handlingDomesticCents // 750
 */
export function settingsFromDollars(stored: Record<string, unknown>): CommerceSettings {
  const d = DEFAULT_SETTINGS
  const money = Object.fromEntries(
    DOLLAR_SETTINGS.map((name) => {
      const v = stored[name]
      return [CENTS_OF[name], typeof v === 'number' && Number.isFinite(v) ? toCents(v) : d[CENTS_OF[name]]]
    }),
  ) as Record<CentsSetting, number>
  return {
    shopName: typeof stored.shopName === 'string' && stored.shopName ? stored.shopName : d.shopName,
    itemTariffRate: num(stored.itemTariffRate, d.itemTariffRate),
    globalTariffRate: num(stored.globalTariffRate, d.globalTariffRate),
    ...money,
  }
}

/**
 * The domain's settings (cents) as stored (dollars): the admin's defaults and the demo's import file.
 * @example settingsToDollars(DEFAULT_SETTINGS).freeGroundThreshold // 49
 */
export function settingsToDollars(settings: CommerceSettings): StoredSettings {
  const money = Object.fromEntries(DOLLAR_SETTINGS.map((name) => [name, fromCents(settings[CENTS_OF[name]])])) as Record<
    DollarSetting,
    number
  >
  return { shopName: settings.shopName, itemTariffRate: settings.itemTariffRate, globalTariffRate: settings.globalTariffRate, ...money }
}
