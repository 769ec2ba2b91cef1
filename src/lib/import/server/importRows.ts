import { canonical, type Id } from './sync'

// Small pieces of the commerce import (./importCommerce.ts): names and the rows of price lists.

/** 'wire-duct' -> 'Wire duct'. */
export const titleFromSlug = (slug: string) => {
  const words = slug.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A web user's link to a customer the file does not name. */
export const missingLink = (name: string): never => {
  throw new Error(`No customer named "${name}"`)
}

/** A price list entry as the import compares them: for one item, or for a discount schedule. */
type EntryRow = { priceList: Id; item: string | null; schedule: string | null; valueType: string; value: number }

export const entryKey = (r: Pick<EntryRow, 'priceList' | 'item' | 'schedule'>) =>
  r.item ? `${r.priceList} item ${r.item}` : `${r.priceList} schedule ${r.schedule}`

/** An entry of the file's price list. */
export const entryRow = (
  priceList: Id,
  e: { item?: string | null; schedule?: string | null; valueType: string; value: number },
): EntryRow => ({
  priceList,
  item: e.item ?? null,
  schedule: e.item ? null : (e.schedule ?? null),
  valueType: e.valueType,
  value: e.value,
})

/** A stored entry. */
export const storedEntryRow = (d: {
  priceList: Id | { id: Id }
  item?: string | null
  schedule?: string | null
  valueType: string
  value: number
}): EntryRow => ({
  priceList: typeof d.priceList === 'object' ? d.priceList.id : d.priceList,
  item: d.item || null,
  schedule: d.item ? null : d.schedule || null,
  valueType: d.valueType,
  value: d.value,
})

/** Keys for rows without a natural key: the row itself, numbered among identical ones. */
export function numberedKeys<R>(list: R[]): string[] {
  const n = new Map<string, number>()
  return list.map((r) => {
    const base = canonical(r)
    const i = n.get(base) ?? 0
    n.set(base, i + 1)
    return `${base}#${i}`
  })
}
