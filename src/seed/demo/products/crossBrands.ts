import type { Bi } from './familyDefs'

/**
 * How other makers number the parts the demo catalogue crosses (./crosses.ts): one rule per
 * brand and range, reading our part's codes (the part number after the series, one code per
 * attribute, in the series' attribute order) and answering the competitor's number, or null
 * where that maker has no such part. A rule may answer a `functional` cross instead, naming the
 * attribute that differs and the competitor's value of it; a `partial` rule names the
 * attributes its part lacks. The numbering follows each maker's published pattern.
 */

export type Codes = readonly string[]
type Value = string | Bi
/** One attribute of the competitor part that differs from ours, with a note saying so. */
export type Differs = { key: string; value: Value; note: Bi }
export type BrandRule = {
  brand: string
  series: string
  number: (codes: Codes) => string | null
  /** When the cross is functional: the attribute of theirs that differs from ours. */
  differs?: (codes: Codes) => Differs | null
  /** A partial cross: the attributes their part lacks (shown as such) and a note. */
  lacks?: { values: Record<string, Bi>; note: Bi }
}

const SE = 'Schneider Electric'
const AB = 'Allen-Bradley'
const SI = 'Siemens'
const EA = 'Eaton'
const ID = 'IDEC'
const ABB = 'ABB'

/** A lookup that answers null for a code the maker has no number for. */
const table =
  (map: Record<string, string>) =>
  (code: string): string | null =>
    map[code] ?? null

const all = (...parts: (string | null)[]) => (parts.some((p) => p === null) ? null : parts.join(''))
const bi = (en: string, es: string): Bi => ({ en, es })

// ---- 22 mm push buttons: PB22-{colour}-{contacts}-{operation} ----------------------------------

const pushButtons: BrandRule[] = [
  {
    brand: SE,
    series: 'PB22',
    // Harmony XB4 metal: BA momentary, BH push-push; the colour digit, then 1 = 1 NO, 2 = 1 NC (XB4-BA31: green, 1 NO).
    number: ([c, k, o]) =>
      all(
        'XB4-',
        table({ M: 'BA', L: 'BH' })(o),
        table({ W: '1', K: '2', G: '3', R: '4', Y: '5', B: '6' })(c),
        table({ '10': '1', '01': '2' })(k),
      ),
  },
  {
    brand: AB,
    series: 'PB22',
    number: ([c, k, o]) =>
      all('800FP-', table({ M: 'F', L: 'MF' })(o), table({ K: '2', G: '3', R: '4', Y: '5', B: '6', W: '7' })(c), 'PX', k),
  },
  {
    brand: SI,
    series: 'PB22',
    number: ([c, k, o]) =>
      all(
        '3SU1100-0',
        table({ M: 'AB', L: 'BB' })(o),
        table({ K: '10', R: '20', Y: '30', G: '40', B: '50', W: '60' })(c),
        '-',
        table({ '10': '1BA0', '01': '1CA0', '11': '1FA0', '20': '2AA0' })(k),
      ),
  },
  {
    brand: EA,
    series: 'PB22',
    number: ([c, k, o]) =>
      all('M22-', table({ M: 'D', L: 'DR' })(o), '-', table({ R: 'R', G: 'G', K: 'S', Y: 'Y', B: 'B', W: 'W' })(c), '-K', k),
  },
  {
    brand: ID,
    series: 'PB22',
    number: ([c, k, o]) =>
      all('YW1B-', table({ M: 'M1', L: 'A1' })(o), 'E', k, table({ R: 'R', G: 'G', K: 'B', Y: 'Y', B: 'S', W: 'W' })(c)),
  },
  {
    // ABB's modular operators come without contact blocks: one operator per colour and operation.
    brand: ABB,
    series: 'PB22',
    number: ([c, k, o]) =>
      k === '10' ? all('MP', table({ M: '1', L: '2' })(o), '-10', table({ R: 'R', G: 'G', K: 'B', Y: 'Y', B: 'L', W: 'W' })(c)) : null,
    lacks: {
      values: { contacts: bi('None (operator only)', 'Ninguno (solo operador)') },
      note: bi(
        'Their operator comes without a contact block; ours is a complete button with 1 NO.',
        'Su operador viene sin bloque de contactos; el nuestro es un botón completo con 1 NA.',
      ),
    },
  },
]

// ---- 22 mm pilot lights: PL22(M)-{colour}-{voltage}-{lens}-{connection}, flat lens, screw terminals --

const flatScrew = (l: string, t: string) => l === 'F' && t === 'S'
const OUR_240 = bi('230 V AC', '230 V CA')
const at230 = (note: Bi) => (codes: Codes) => (codes[1] === '240' ? { key: 'voltage', value: OUR_240, note } : null)
const VOLTAGE_NOTE = bi(
  'Their lamp is rated 230 V AC, ours 240 V AC: both run on a 240 V AC supply.',
  'Su lámpara es de 230 V CA y la nuestra de 240 V CA: ambas funcionan con 240 V CA.',
)

const pilotLights: BrandRule[] = [
  {
    brand: SE,
    series: 'PL22',
    number: ([c, v, l, t]) =>
      flatScrew(l, t)
        ? all('XB5-AV', table({ '24': 'B', '120': 'G' })(v), table({ W: '1', G: '3', R: '4', A: '5', B: '6', Y: '8' })(c))
        : null,
  },
  {
    brand: SE,
    series: 'PL22M',
    number: ([c, v, l, t]) =>
      flatScrew(l, t)
        ? all('XB4-BV', table({ '24': 'B', '120': 'G', '240': 'M' })(v), table({ W: '1', G: '3', R: '4', A: '5', B: '6', Y: '8' })(c))
        : null,
    differs: at230(VOLTAGE_NOTE),
  },
  {
    brand: AB,
    series: 'PL22',
    number: ([c, v, l, t]) =>
      flatScrew(l, t)
        ? all('800FP-P', table({ G: '3', R: '4', A: '5', B: '6', W: '7', Y: '8', C: '9' })(c), 'PN', table({ '24': '3', '120': '5' })(v))
        : null,
  },
  {
    // The 800F's 230 V AC lamp (PN6): the same light as our 240 V AC one, rated 10 V lower.
    brand: AB,
    series: 'PL22',
    number: ([c, v, l, t]) =>
      flatScrew(l, t) && v === '240' ? all('800FP-P', table({ G: '3', R: '4', A: '5', B: '6', W: '7', Y: '8', C: '9' })(c), 'PN6') : null,
    differs: at230(VOLTAGE_NOTE),
  },
  {
    brand: SI,
    series: 'PL22M',
    number: ([c, v, l, t]) =>
      flatScrew(l, t)
        ? all(
            '3SU1156-6AA',
            table({ R: '20', Y: '30', G: '40', B: '50', W: '60' })(c),
            '-1',
            table({ '24': 'A', '120': 'C', '240': 'D' })(v),
            'A0',
          )
        : null,
  },
  {
    // Eaton's M22 lens is sold apart from its LED element.
    brand: EA,
    series: 'PL22',
    number: ([c, v, l, t]) =>
      flatScrew(l, t) && v === '24' ? all('M22-L-', table({ R: 'R', G: 'G', A: 'A', Y: 'Y', B: 'B', W: 'W', C: 'X' })(c)) : null,
    lacks: {
      values: { voltage: bi('None (lens only, LED element apart)', 'Ninguna (solo lente, elemento LED aparte)') },
      note: bi(
        'Their number is the lens alone; ours is a complete light with a 24 V AC/DC LED.',
        'Su número es solo la lente; la nuestra es una luz completa con LED de 24 V CA/CC.',
      ),
    },
  },
  {
    brand: ID,
    series: 'PL22',
    number: ([c, v, l, t]) =>
      flatScrew(l, t)
        ? all(
            'YW1P-1E',
            table({ '24': 'Q4', '120': 'M3', '240': 'M4' })(v),
            table({ R: 'R', G: 'G', A: 'A', Y: 'Y', B: 'S', W: 'W', C: 'PW' })(c),
          )
        : null,
  },
  {
    brand: ABB,
    series: 'PL22',
    number: ([c, v, l, t]) =>
      flatScrew(l, t)
        ? all('CL2-5', table({ '24': '02', '120': '13', '240': '23' })(v), table({ G: 'G', R: 'R', Y: 'Y', B: 'L', W: 'C' })(c))
        : null,
  },
]

// ---- 22 mm selector switches: SS22-{positions}-{contacts}-{operation} -----------------------------

const selectors: BrandRule[] = [
  {
    brand: SE,
    series: 'SS22',
    number: ([p, k, o]) => all('XB4-BD', table({ '2M': '2', '2S': '4', '3M': '3', '3S': '5' })(p + o), table({ '10': '1', '20': '3' })(k)),
  },
  { brand: AB, series: 'SS22', number: ([p, k, o]) => all('800FP-S', table({ M: 'M', S: 'S' })(o), p, '2PX', k) },
  { brand: EA, series: 'SS22', number: ([p, k, o]) => all('M22-W', table({ M: 'RK', S: 'K' })(o), p === '3' ? '3' : '', '-K', k) },
  { brand: ID, series: 'SS22', number: ([p, k, o]) => all('YW1S-', p, o === 'S' ? '1' : '', 'E', k) },
]

export const OPERATOR_RULES: readonly BrandRule[] = [...pushButtons, ...pilotLights, ...selectors]
