/**
 * Units of attribute values, so that one filter never offers values in different units
 * side by side ("2.5 mm²" beside "8 x 6 x 4 in" under one "Size").
 */

/** Units a catalogue value may be given in; the longest spelling is tried first. */
const UNITS = [
  'mm²',
  'mm2',
  'in²',
  'mm',
  'cm',
  'm',
  'in',
  'ft',
  'AWG',
  'kcmil',
  'mA',
  'kA',
  'A',
  'kV',
  'mV',
  'V',
  'VA',
  'kVA',
  'kW',
  'W',
  'HP',
  'Hz',
  'kHz',
  '°C',
  '°F',
  'kg',
  'g',
  'lb',
  'oz',
  'N·m',
  'Nm',
  'ms',
  's',
]
const SPELLINGS: Record<string, string> = { mm2: 'mm²', Nm: 'N·m' }
const NUMBER_THEN_UNIT = new RegExp(
  `\\d(?:[.,]\\d+)?\\s*(${[...UNITS]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\d²])`,
  'u',
)

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The unit a value is given in: the first known unit written right after a number, '' when
 * there is none (a colour, a count, a word).
 * @example unitOf('8 x 6 x 4 in') // 'in'
 * @example unitOf('2.5 mm²') // 'mm²'
 * @example unitOf('1 NO auxiliary') // ''
 */
export function unitOf(label: string): string {
  const unit = NUMBER_THEN_UNIT.exec(label)?.[1] ?? ''
  return SPELLINGS[unit] ?? unit
}

export type UnitGroup<T> = { unit: string; items: T[] }

/**
 * A filter's values split by unit when they are given in more than one and most of them
 * have a unit: one group per unit (in order of first appearance), values without a unit in
 * a group of their own ('') first. Values in one unit (or none) stay one group.
 * @example splitByUnit(['2.5 mm²', '8 x 6 x 4 in'], (x) => x) // [{ unit: 'mm²', items: ['2.5 mm²'] }, { unit: 'in', items: ['8 x 6 x 4 in'] }]
 */
export function splitByUnit<T>(items: readonly T[], labelOf: (item: T) => string): UnitGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const unit = unitOf(labelOf(item))
    const group = groups.get(unit)
    if (group) group.push(item)
    else groups.set(unit, [item])
  }
  const units = [...groups.keys()].filter(Boolean)
  const unitless = groups.get('')?.length ?? 0
  // A kind of thing whose names may hold a measure ("End cap, 25 mm" among "Guard", "Spare
  // lens") is no measured attribute: it is split only when most of its values have a unit.
  if (units.length < 2 || unitless * 2 >= items.length)
    return [{ unit: units.length === 1 && !unitless ? units[0] : '', items: [...items] }]
  const out: UnitGroup<T>[] = []
  if (groups.has('')) out.push({ unit: '', items: groups.get('')! })
  for (const unit of units) out.push({ unit, items: groups.get(unit)! })
  return out
}
