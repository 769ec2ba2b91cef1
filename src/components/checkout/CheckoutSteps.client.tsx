'use client'

import { useTranslations } from 'next-intl'

import type { Country } from '@/components/account/AddressForm.client'
import { AddressText } from '@/components/account/AddressText'
import type { Address, AddressKind } from '@/components/account/useAddressBook'
import type { QuoteJson as Quote } from '@/lib/commerce/quoteJson'

import { secondary, stepClass } from './checkoutStyles'
import type { ShippingChoice } from './ShippingPanel.client'
import { useShippingNames } from './shippingNames'

/** The ship-to (1) or bill-to (3) step: the address chosen and the button that opens the address book. */
export function AddressStep({
  kind,
  n,
  address,
  countries,
  bookEmpty,
  onChange,
}: {
  kind: AddressKind
  n: number
  address: Address | undefined
  countries: Country[]
  bookEmpty: boolean
  onChange: () => void
}) {
  const t = useTranslations('checkout')
  const ta = useTranslations('addresses')
  return (
    <section className={stepClass} aria-labelledby={`step-${kind}`} data-testid={`step-${kind}`}>
      <h2 id={`step-${kind}`} className="mb-2 text-lg font-semibold">
        {t('step', { n })} {t(`${kind}Step`)}
      </h2>
      {address ? (
        <AddressText address={address} countryName={countries.find((c) => c.code === address.addressCountry)?.name} />
      ) : (
        <p>{t('noAddress')}</p>
      )}
      <button type="button" className={`mt-3 ${secondary}`} data-testid={`change-${kind}`} onClick={onChange}>
        {bookEmpty ? ta('addNew') : t(`change.${kind}`)}
      </button>
    </section>
  )
}

/** The carrier step (2): the carrier and method chosen (or what is missing) and the button that opens the choices. */
export function CarrierStep({
  carrier,
  choice,
  quote,
  hasDestination,
  onChange,
}: {
  carrier: Quote['offeredCarriers'][number] | null
  choice: ShippingChoice
  quote: Quote | null
  hasDestination: boolean
  onChange: () => void
}) {
  const t = useTranslations('checkout')
  const names = useShippingNames()
  const option = quote?.shippingOptions.find((o) => o.carrier === choice.carrier && (o.collect || o.method === choice.method))
  return (
    <section className={stepClass} aria-labelledby="step-carrier" data-testid="step-carrier">
      <h2 id="step-carrier" className="mb-2 text-lg font-semibold">
        {t('step', { n: 2 })} {t('carrierStep')}
      </h2>
      {carrier ? (
        <p data-testid="carrier-summary">
          {carrier.collect
            ? t('collectSummary', { carrier: option ? names.name(option) : carrier.title, account: choice.carrierAccount })
            : option
              ? `${names.name(option)} · ${names.transit(option)}`
              : (quote?.shippingLabel ?? carrier.title)}
        </p>
      ) : (
        <p data-testid="carrier-missing">{hasDestination ? t('chooseCarrier') : t('shipToFirst')}</p>
      )}
      <button
        type="button"
        className={`mt-3 ${secondary}`}
        data-testid="change-carrier"
        disabled={!quote || !hasDestination}
        onClick={onChange}
      >
        {t('changeCarrier')}
      </button>
    </section>
  )
}
