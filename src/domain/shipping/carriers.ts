import { isInternational } from '../destination'
import type { Cents } from '../money'
import type { Destination } from '../types'
import { isAirOnlyDestination } from './airOnly'

/** The shop's own account's methods (FedEx Ground, 2nd Day, Standard Overnight). */
export type ShippingMethod = 'ground' | 'air2day' | 'air1day'
export const AIR_METHODS: readonly ShippingMethod[] = ['air2day', 'air1day']
/** The slug of the shop's own carrier account. */
export const DEFAULT_CARRIER = 'default'

/** A carrier as stored (docs/data-model.md), plus whether it bills the customer's account. */
export interface Carrier {
  slug: string
  title: string
  sequence?: number | null
  /** Offered for international destinations. */
  isInternational: boolean
  /** Not offered when this exceeds the subtotal, in integer cents (stored as `minSubtotalThresholdvalue`, dollars). */
  minSubtotalCents?: Cents | null
  /** Billed to the customer's own account: charge 0, account number required. */
  collect: boolean
  /** Methods of the carrier (only the shop's own account has any). */
  methods?: readonly { id: ShippingMethod; title: string }[]
}

/** The carriers of docs/shipping-and-tax.md, for the data layer when none are stored. */
export const DEFAULT_CARRIERS: readonly Carrier[] = [
  {
    slug: DEFAULT_CARRIER,
    title: 'FedEx',
    sequence: 1,
    isInternational: false,
    collect: false,
    methods: [
      { id: 'ground', title: 'FedEx Ground' },
      { id: 'air2day', title: 'FedEx 2nd Day' },
      { id: 'air1day', title: 'FedEx Standard Overnight' },
    ],
  },
  { slug: 'ups-collect', title: 'UPS Collect', sequence: 2, isInternational: true, collect: true },
  { slug: 'dhl-collect', title: 'DHL Collect', sequence: 3, isInternational: true, collect: true },
  { slug: 'fedex-collect', title: 'FedEx Collect', sequence: 4, isInternational: true, collect: true },
]

/**
 * Whether a carrier may be chosen: not the own account abroad, and its minimum subtotal met.
 * @example isCarrierOffered(DEFAULT_CARRIERS[0], { country: 'MX' }, 1000) // false
 */
export function isCarrierOffered(carrier: Carrier, destination: Destination | null | undefined, subtotal: Cents): boolean {
  if (isInternational(destination) && !carrier.isInternational) return false
  const minimum = carrier.minSubtotalCents
  return minimum == null || minimum <= subtotal
}

/**
 * The carriers offered for a destination and subtotal, by sequence.
 * @example offeredCarriers(DEFAULT_CARRIERS, { country: 'MX' }, 1000).map((c) => c.slug) // ['ups-collect', ...]
 */
export function offeredCarriers(carriers: readonly Carrier[], destination: Destination | null | undefined, subtotal: Cents): Carrier[] {
  return carriers
    .filter((carrier) => isCarrierOffered(carrier, destination, subtotal))
    .sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0))
}

/**
 * A carrier's method ids (none for a collect carrier); to Alaska and Hawaii, where the own
 * account ships by air only, without ground.
 * @example carrierMethods(DEFAULT_CARRIERS[0]) // ['ground', 'air2day', 'air1day']
 * @example carrierMethods(DEFAULT_CARRIERS[0], { country: 'US', postalCode: '96813' }) // ['air2day', 'air1day']
 */
export function carrierMethods(carrier: Carrier, destination?: Destination | null): ShippingMethod[] {
  if (carrier.collect) return []
  const airOnly = isAirOnlyDestination(destination)
  return (carrier.methods ?? []).map((m) => m.id).filter((id) => !(airOnly && id === 'ground'))
}
