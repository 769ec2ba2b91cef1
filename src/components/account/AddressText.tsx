import type { AddressFields } from '@/domain/addresses'
import { stateName } from './stateNames'

type Shown = { [K in keyof AddressFields]?: string | null }

/** An address as printed on a label: name, company, street, city/state/ZIP, country, phone. */
export function AddressText({ address, countryName }: { address: Shown; countryName?: string }) {
  const name = [address.nameFirst, address.nameLast].filter(Boolean).join(' ')
  const place = [
    address.addressCity,
    [address.addressState && stateName(address.addressCountry ?? '', address.addressState), address.addressPostalCode]
      .filter(Boolean)
      .join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  const lines = [
    name,
    address.nameCompany,
    address.addressLine1,
    address.addressLine2,
    place,
    countryName ?? address.addressCountry,
    address.phone1,
  ].filter(Boolean)
  return (
    <address className="text-sm not-italic leading-snug" data-testid="address-text">
      {lines.map((l, i) => (
        <span key={i} className={i === 0 ? 'block font-semibold' : 'block'}>
          {l}
        </span>
      ))}
    </address>
  )
}
