import { priceLines } from './cart/lines'
import { ANONYMOUS_CUSTOMER } from './customers'
import { isDomestic, normalizeDestination } from './destination'
import { isQuoteFailure, quoteFailure } from './errors'
import { handlingFeeCents, internationalTermsFeeCents, nonStandardPackageFeeCents } from './fees/orderFees'
import { globalTariffCents, itemTariffCents } from './fees/tariffs'
import { multiplyCents, sumCents } from './money'
import type { CommerceData, Quote, QuoteInput, QuoteResult } from './quoteTypes'
import { resolveSettings } from './settings'
import { carrierMethods, offeredCarriers } from './shipping/carriers'
import { shippingOptions } from './shipping/options'
import { resolveShipping } from './shipping/resolveShipping'
import { resolvePriceListName } from './pricing/priceList'
import { isValidZip, zoneFor } from './shipping/zones'
import { computeTax } from './tax/computeTax'

/**
 * Quotes a whole cart from current data (docs/pricing.md, docs/shipping-and-tax.md): lines at the
 * customer's prices, tariffs, fees, shipping, tax and total, in integer cents. Nothing the
 * client sends is used as a price. Returns `{ error: { code, ... } }` instead of throwing.
 * @example quoteCart({ items: [{ pn: 'PB22-XG1', qty: 2 }], destination: { country: 'US', state: 'PA', postalCode: '15213' } }, data).totalCents // 5826
 */
export function quoteCart(input: QuoteInput, data: CommerceData): QuoteResult {
  const settings = resolveSettings(data.settings)
  const customer = input.customer ?? ANONYMOUS_CUSTOMER
  const destination = input.destination ? normalizeDestination(input.destination) : null
  const lines = priceLines(input.items, customer, { ...data, settings })
  if (isQuoteFailure(lines)) return lines
  if (destination && isDomestic(destination) && !isValidZip(destination.postalCode)) {
    return quoteFailure('invalid-zip')
  }
  const subtotal = sumCents(lines.map((l) => l.lineTotalCents))
  const nonStandardLines = lines.filter((l) => l.pkgQtyType === 'non-standard').length
  const fees = {
    itemTariff: itemTariffCents(lines.map((l) => l.itemTariffCents)),
    globalTariff: globalTariffCents(subtotal, settings),
    handlingFee: handlingFeeCents(subtotal, destination, settings),
    nonStandardPackageFee: nonStandardPackageFeeCents(nonStandardLines, settings),
    internationalTermsFee: internationalTermsFeeCents(subtotal, customer, destination, settings),
    splitShipmentFee: input.splitShipment ? settings.splitShipmentFeeCents : 0,
  }
  const zone = destination && isDomestic(destination) ? zoneFor(destination.postalCode, data.zones, settings.missingZipZone) : null
  const shippingLines = lines.map((l) => ({ pn: l.pn, family: l.part.family, qty: l.qty, step: l.step, lineTotalCents: l.lineTotalCents }))
  const shippingContext = { ...data, settings, customer, subtotal, zone, lines: shippingLines }
  const shipping = resolveShipping({ ...input, destination }, shippingContext)
  if (isQuoteFailure(shipping)) return shipping
  const base = subtotal + sumCents(Object.values(fees))
  const tax = computeTax({ customer, destination, taxRules: data.taxRules, baseCents: base, shippingCents: shipping.shippingCents })
  const quote: Quote = {
    lines: lines.map((l) => ({
      pn: l.pn,
      qty: l.qty,
      listPriceCents: l.part.listPriceCents,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
      itemTariffCents: l.itemTariffCents,
      tariffRate: l.tariffRate,
      cutFeeCents: l.pkgQtyType === 'non-standard' ? settings.nonStandardPackageFeeCents : 0,
      unitTariffCents: l.tariffRate === null ? 0 : multiplyCents(l.unitPriceCents, l.tariffRate),
      priceSource: l.price.source,
      schedule: l.price.schedule,
      discountPercent: l.price.discountPercent,
      pkgQtyType: l.pkgQtyType,
      priceOnRequest: l.priceOnRequest,
      leadTime10Days: l.leadTime10Days,
    })),
    subtotalCents: subtotal,
    itemTariffCents: fees.itemTariff,
    globalTariffCents: fees.globalTariff,
    handlingFeeCents: fees.handlingFee,
    nonStandardPackageFeeCents: fees.nonStandardPackageFee,
    internationalTermsFeeCents: fees.internationalTermsFee,
    splitShipmentFeeCents: fees.splitShipmentFee,
    carrier: shipping.carrier,
    method: shipping.method,
    shippingCents: shipping.shippingCents,
    shippingTbd: shipping.tbd,
    freeGround: shipping.freeGround,
    shippingLabel: shipping.label,
    taxRate: tax.rate,
    taxCents: tax.taxCents,
    totalCents: base + (shipping.shippingCents ?? 0) + tax.taxCents,
    priceOnRequest: lines.some((l) => l.priceOnRequest),
    offeredCarriers: offeredCarriers(data.carriers, destination, subtotal).map((c) => ({
      slug: c.slug,
      title: c.title,
      collect: c.collect,
      methods: (c.methods ?? []).filter((m) => carrierMethods(c, destination).includes(m.id)),
    })),
    shippingOptions: shippingOptions(destination, shippingContext),
    priceList: resolvePriceListName(customer.priceList),
    globalTariffRate: settings.globalTariffRate,
  }
  return quote
}
