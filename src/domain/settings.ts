/**
 * The shop's commerce settings, in dollars and fractions, as the staff edit them in the
 * admin (site and shipping settings). Shaped like `fixtures.settings` of the vectors.
 */
export interface CommerceSettings {
  shopName: string
  /** Tariff on lines flagged `tariff`, unless the item carries its own rate. */
  itemTariffRate: number
  /** Surcharge on the merchandise subtotal. */
  globalTariffRate: number
  /** A handling fee applies when 0 < subtotal < this. */
  smallOrderThreshold: number
  handlingDomestic: number
  handlingInternational: number
  /** Per non-standard wire-duct line. */
  nonStandardPackageFee: number
  internationalTermsFee: number
  /** The international terms fee is waived above this subtotal. */
  internationalThreshold: number
  /** Free ground from this subtotal, unless the customer has its own `isFreeGroundAt`. */
  freeGroundThreshold: number
  /** `WD-` lines ship free once the subtotal exceeds this. */
  wdFreeShippingOver: number
  /** Air shipping is quoted later (TBD) from this charged subtotal. */
  airTbdAt: number
  /** Largest quantity a line may hold; DEFAULT_SETTINGS.maxQuantity when absent. */
  maxQuantity?: number
  /** Zone of a valid ZIP missing from the zone table; DEFAULT_SETTINGS.missingZipZone when absent. */
  missingZipZone?: number
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
  smallOrderThreshold: 49,
  handlingDomestic: 10,
  handlingInternational: 25,
  nonStandardPackageFee: 10,
  internationalTermsFee: 40,
  internationalThreshold: 300,
  freeGroundThreshold: 49,
  wdFreeShippingOver: 49,
  airTbdAt: 500,
  maxQuantity: 99_999,
  missingZipZone: 8,
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
  }
}
