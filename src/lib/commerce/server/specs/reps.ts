import type { SalesRep } from '@/domain'
import type { SalesRep as SalesRepDoc } from '@/payload-types'

import { by, spec, type Data, type File } from './spec'

/**
 * The sales reps' spec (`sales-reps`, keyed by label): area codes, states and countries of a
 * territory; and a rep as the rep lookup reads it.
 */

type RepFields = Pick<SalesRepDoc, 'id' | 'label' | 'rep' | 'territory' | 'areaCodes' | 'states' | 'countries' | 'email'>

export const reps = spec({
  section: 'reps',
  collection: 'sales-reps',
  read: (payload, o) =>
    payload
      .find({
        collection: 'sales-reps',
        ...o,
        locale: 'en',
        select: { label: true, rep: true, territory: true, areaCodes: true, states: true, countries: true, email: true },
      })
      .then((r) => r.docs),
  keyOf: (r) => r.label,
  stored: (d: RepFields) => ({
    label: d.label,
    rep: d.rep,
    territory: d.territory ?? null,
    areaCodes: d.areaCodes ?? [],
    states: d.states ?? [],
    countries: d.countries ?? [],
    email: d.email ?? null,
  }),
  fromFile: (r: Data['reps'][number]) => ({
    label: r.label,
    rep: r.rep,
    territory: r.territory,
    areaCodes: r.areaCodes,
    states: r.states,
    countries: r.countries,
    email: r.email ?? null,
  }),
  toFile: (r): File['reps'][number] => ({
    label: r.label,
    areaCodes: r.areaCodes ?? [],
    states: r.states ?? [],
    countries: r.countries ?? [],
    territory: r.territory ?? null,
    rep: r.rep,
    ...(r.email ? { email: r.email } : {}),
  }),
  exportOrder: by((r) => r.label),
})

/** A sales rep as the rep lookup reads it. */
export const repToDomain = (r: Omit<RepFields, 'id' | 'email'>): SalesRep => ({
  label: r.label,
  rep: r.rep,
  territory: r.territory ?? '',
  areaCodes: r.areaCodes ?? [],
  states: r.states ?? [],
  countries: r.countries ?? [],
})
