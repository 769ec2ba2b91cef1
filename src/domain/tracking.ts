/**
 * Tracking links for the carriers the shop ships with (docs/shipping-and-tax.md: FedEx on the
 * shop's own account, UPS, DHL and FedEx collect). A shipment's carrier is one of these
 * codes or `other`; an unknown carrier has no link, and its number is shown as it is.
 */
export const SHIPMENT_CARRIERS = ['fedex', 'ups', 'dhl', 'other'] as const
export type ShipmentCarrier = (typeof SHIPMENT_CARRIERS)[number]

/** The carriers' public tracking pages, the number appended URL-encoded. */
const TRACKING_URLS: Readonly<Record<string, string>> = {
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  ups: 'https://www.ups.com/track?tracknum=',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=',
}

/** Display names of the shipment carriers (brand names, the same in every language). */
export const SHIPMENT_CARRIER_NAMES: Readonly<Record<ShipmentCarrier, string>> = { fedex: 'FedEx', ups: 'UPS', dhl: 'DHL', other: 'Other' }

/**
 * The carrier's tracking page for a number, or null for an unknown carrier or an empty number.
 * Accepts a carrier code or a name containing one (`FedEx Ground`, `ups-collect`).
 * @example trackingUrl('ups', '1Z 999') // 'https://www.ups.com/track?tracknum=1Z%20999'
 */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const number = (trackingNumber ?? '').trim()
  if (!number) return null
  const name = (carrier ?? '').trim().toLowerCase()
  const code = Object.keys(TRACKING_URLS).find((c) => name === c || new RegExp(`(^|[^a-z])${c}([^a-z]|$)`).test(name))
  return code ? `${TRACKING_URLS[code]}${encodeURIComponent(number)}` : null
}
