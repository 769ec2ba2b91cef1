import { approvedForTerms } from '../customers'
import { isInternational } from '../destination'
import type { Cents } from '../money'
import type { CommerceSettings } from '../settings'
import type { Customer, Destination } from '../types'

/**
 * Small-order handling: when 0 < S < smallOrderThreshold, the domestic or international fee.
 * It depends on the destination, so with none yet it is not charged (shown at checkout).
 * @example handlingFeeCents(3330, { country: 'CA' }, settings) // 2500
 */
export function handlingFeeCents(
  subtotal: Cents,
  destination: Destination | null | undefined,
  settings: Pick<CommerceSettings, 'smallOrderThresholdCents' | 'handlingDomesticCents' | 'handlingInternationalCents'>,
): Cents {
  if (!destination || subtotal <= 0 || subtotal >= settings.smallOrderThresholdCents) return 0
  return isInternational(destination) ? settings.handlingInternationalCents : settings.handlingDomesticCents
}

/**
 * The non-standard package fee, once per non-standard wire-duct line.
 * @example nonStandardPackageFeeCents(2, { nonStandardPackageFeeCents: 1000 }) // 2000
 */
export function nonStandardPackageFeeCents(
  nonStandardLines: number,
  settings: Pick<CommerceSettings, 'nonStandardPackageFeeCents'>,
): Cents {
  return nonStandardLines * settings.nonStandardPackageFeeCents
}

/**
 * International terms fee: international destination, customer approved for terms, and
 * S <= internationalThreshold (above it the fee is waived).
 * @example internationalTermsFeeCents(16650, { terms: 'NET 30' }, { country: 'MX' }, settings) // 4000
 */
export function internationalTermsFeeCents(
  subtotal: Cents,
  customer: Customer,
  destination: Destination | null | undefined,
  settings: Pick<CommerceSettings, 'internationalTermsFeeCents' | 'internationalThresholdCents'>,
): Cents {
  // An empty cart owes nothing, whatever the destination.
  if (subtotal <= 0 || !isInternational(destination) || !approvedForTerms(customer)) return 0
  return subtotal <= settings.internationalThresholdCents ? settings.internationalTermsFeeCents : 0
}
