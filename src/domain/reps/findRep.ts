import type { SalesRep } from '../types'

/** The label of the rep who takes everything no other rep covers. */
export const FALLBACK_REP_LABEL = 'FALLBACK'

/**
 * The area code of a North American phone number: digits only, a leading 1 dropped from
 * 11 digits, then the first 3. Null when fewer than 3 digits remain.
 * @example areaCode('+1 (724) 555-0100') // '724'
 */
export function areaCode(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  return digits.length >= 3 ? digits.slice(0, 3) : null
}

const holds = (list: readonly string[] | null | undefined, value: string) =>
  value !== '' && (list ?? []).some((item) => item.trim().toUpperCase() === value)

/**
 * The sales rep for a contact: the first whose areaCodes hold the phone's area code; else
 * whose states hold the state; else whose countries hold the country; else FALLBACK.
 * @example findRep(reps, { phone: '(412) 555-0100', state: 'NY', country: 'US' })?.rep // 'Ann East'
 */
export function findRep(
  reps: readonly SalesRep[],
  contact: { phone?: string | null; state?: string | null; country?: string | null },
): SalesRep | null {
  const code = areaCode(contact.phone) ?? ''
  const state = (contact.state ?? '').trim().toUpperCase()
  const country = (contact.country ?? '').trim().toUpperCase()
  return (
    reps.find((rep) => holds(rep.areaCodes, code)) ??
    reps.find((rep) => holds(rep.states, state)) ??
    reps.find((rep) => holds(rep.countries, country)) ??
    reps.find((rep) => rep.label.trim().toUpperCase() === FALLBACK_REP_LABEL) ??
    null
  )
}
