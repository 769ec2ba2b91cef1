import type { Cents } from './money'

/**
 * The shop's commerce settings: money in integer cents, rates as fractions. The staff edit
 * the money ones in dollars in the admin (site and shipping settings), and the worked
 * examples' `fixtures.settings` are in dollars too: src/lib/commerce/settingsMoney.ts
 * converts them at that edge (docs/pricing.md, "Money").
 */
export interface CommerceSettings {
  shopName: string
  /** Tariff on lines flagged `tariff`, unless the item carries its own rate. */
  itemTariffRate: number
  /** Surcharge on the merchandise subtotal. */
  globalTariffRate: number
  /** A handling fee applies when 0 < subtotal < this. */
  smallOrderThresholdCents: Cents
  handlingDomesticCents: Cents
  handlingInternationalCents: Cents
  /** Per non-standard wire-duct line. */
  nonStandardPackageFeeCents: Cents
  internationalTermsFeeCents: Cents
  /** The international terms fee is waived above this subtotal. */
  internationalThresholdCents: Cents
  /** Free ground from this subtotal, unless the customer has its own `isFreeGroundAt`. */
  freeGroundThresholdCents: Cents
  /** `WD-` lines ship free once the subtotal exceeds this. */
  wdFreeShippingOverCents: Cents
  /** Air shipping is quoted later (TBD) from this charged subtotal. */
  airTbdAtCents: Cents
  /** Largest quantity a line may hold; DEFAULT_SETTINGS.maxQuantity when absent. */
  maxQuantity?: number
  /** Zone of a valid ZIP missing from the zone table; DEFAULT_SETTINGS.missingZipZone when absent. */
  missingZipZone?: number
  /** Added when the buyer has lines ship as they become available (docs/availability.md); 0 when absent. */
  splitShipmentFeeCents?: Cents
}

/**
 * The defaults of docs/pricing.md and docs/shipping-and-tax.md, for the data layer to use where the admin left a
 * field empty. Rule code never reads this directly: it takes a settings argument.
 * @example const settings = { ...DEFAULT_SETTINGS, ...fromAdmin }
 */
export const DEFAULT_SETTINGS: Readonly<Required<CommerceSettings>> = Object.freeze({
  shopName: 'Switchyard',
  itemTariffRate: 0.25,
  globalTariffRate: 0.0495,
  smallOrderThresholdCents: 4900,
  handlingDomesticCents: 1000,
  handlingInternationalCents: 2500,
  nonStandardPackageFeeCents: 1000,
  internationalTermsFeeCents: 4000,
  internationalThresholdCents: 30000,
  freeGroundThresholdCents: 4900,
  wdFreeShippingOverCents: 4900,
  airTbdAtCents: 50000,
  maxQuantity: 99_999,
  missingZipZone: 8,
  splitShipmentFeeCents: 0,
})

/**
 * Settings with the optional fields filled from the defaults (the required ones must come
 * from the shop's data).
 * @example resolveSettings(fixtures.settings).maxQuantity // 99999
 */
export function resolveSettings(settings: CommerceSettings): Required<CommerceSettings> {
  return {
    ...settings,
    maxQuantity: settings.maxQuantity ?? DEFAULT_SETTINGS.maxQuantity,
    missingZipZone: settings.missingZipZone ?? DEFAULT_SETTINGS.missingZipZone,
    splitShipmentFeeCents: settings.splitShipmentFeeCents ?? DEFAULT_SETTINGS.splitShipmentFeeCents,
  }
}
