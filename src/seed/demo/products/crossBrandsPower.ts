import type { BrandRule, Codes } from './crossBrands'
import type { Bi } from './familyDefs'

/**
 * Other makers' numbers for the demo's contactors, overload relays, relays and terminal blocks
 * (./crosses.ts), in the same rule shape as the operators' (./crossBrands.ts).
 */

const bi = (en: string, es: string): Bi => ({ en, es })
const table =
  (map: Record<string, string>) =>
  (code: string): string | null =>
    map[code] ?? null
const all = (...parts: (string | null)[]) => (parts.some((p) => p === null) ? null : parts.join(''))
const pad2 = (amps: string) => amps.padStart(2, '0')

// ---- IEC contactors: CT-{current}-{coil}-{auxiliary} ---------------------------------------------

const contactors: BrandRule[] = [
  {
    // TeSys D: the LC1D carries 1 NO + 1 NC auxiliaries built in; ours one of them.
    brand: 'Schneider Electric',
    series: 'CT',
    number: ([a, v, k]) => (k === '10' ? all('LC1D', pad2(a), table({ '24D': 'BD', '120A': 'G7' })(v)) : null),
    differs: () => ({
      key: 'contacts',
      value: bi('1 NO + 1 NC auxiliary', 'Auxiliar 1 NA + 1 NC'),
      note: bi(
        'Theirs has 1 NO + 1 NC auxiliaries, ours 1 NO: add an auxiliary contact block if the NC is wired.',
        'El suyo trae auxiliares 1 NA + 1 NC, el nuestro 1 NA: agregue un bloque auxiliar si se cablea el NC.',
      ),
    }),
  },
  {
    brand: 'Siemens',
    series: 'CT',
    number: ([a, v, k]) =>
      all(
        '3RT',
        table({ '9': '2016', '12': '2017', '18': '2026', '25': '2027', '32': '2028', '40': '2036', '50': '2037', '65': '2038' })(a),
        '-1',
        table({ '24D': 'BB4', '24A': 'AB0', '120A': 'AK6', '240A': 'AP6' })(v),
        table({ '10': '1', '01': '2' })(k),
      ),
  },
  {
    // DILM ratings step 7, 9, 12, 15, 17, 25…: our 18 A crosses their 17 A functionally.
    brand: 'Eaton',
    series: 'CT',
    number: ([a, v, k]) => all('DILM', a === '18' ? '17' : a, '-', k, '(', table({ '24D': '24VDC', '120A': '110V50HZ,120V60HZ' })(v), ')'),
    differs: ([a]: Codes) =>
      a === '18'
        ? {
            key: 'current',
            value: '17 A',
            note: bi('Their AC-3 rating is 17 A, ours 18 A.', 'Su corriente AC-3 es de 17 A y la nuestra de 18 A.'),
          }
        : null,
  },
  {
    brand: 'Allen-Bradley',
    series: 'CT',
    number: ([a, v, k]) =>
      ['9', '12', '18'].includes(a) ? all('100-C', pad2(a), table({ '24D': 'EJ', '120A': 'D', '240A': 'A' })(v), k) : null,
  },
]

// ---- Overload relays: OL-{range} ----------------------------------------------------------------

/** ABB's ranges where they differ from ours. */
const ABB_RANGES: Record<string, string> = { '2.5': '1.7-2.4 A', '6': '4-6.5 A', '10': '8-11 A' }

const overloads: BrandRule[] = [
  {
    brand: 'Schneider Electric',
    series: 'OL',
    number: ([r]) =>
      table({
        '0.4': 'LRD03',
        '1': 'LRD05',
        '2.5': 'LRD07',
        '6': 'LRD10',
        '10': 'LRD14',
        '18': 'LRD21',
        '25': 'LRD22',
        '32': 'LRD32',
        '40': 'LRD3355',
        '65': 'LRD3359',
      })(r),
    differs: ([r]) =>
      r === '25'
        ? {
            key: 'range',
            value: '16-24 A',
            note: bi(
              'Their range is 16-24 A, ours 17-25 A: check the motor’s full-load current.',
              'Su rango es de 16-24 A y el nuestro de 17-25 A: revise la corriente del motor.',
            ),
          }
        : null,
  },
  {
    brand: 'Siemens',
    series: 'OL',
    number: ([r]) =>
      table({
        '0.4': '3RU2116-0EB0',
        '1': '3RU2116-0KB0',
        '2.5': '3RU2116-1CB0',
        '6': '3RU2116-1GB0',
        '10': '3RU2116-1JB0',
        '18': '3RU2126-4AB0',
        '25': '3RU2126-4DB0',
        '32': '3RU2136-4EB0',
      })(r),
  },
  {
    brand: 'ABB',
    series: 'OL',
    number: ([r]) =>
      table({ '0.4': 'TA25DU0.4', '1': 'TA25DU1.0', '2.5': 'TA25DU2.4', '6': 'TA25DU6.5', '10': 'TA25DU11', '25': 'TA25DU25' })(r),
    differs: ([r]) =>
      ABB_RANGES[r]
        ? {
            key: 'range',
            value: ABB_RANGES[r],
            note: bi(
              'Their range differs from ours: check the motor’s full-load current.',
              'Su rango difiere del nuestro: revise la corriente del motor.',
            ),
          }
        : null,
  },
]

// ---- Relays: GR2/GR4-{coil}-{options}; RLU-{contacts}-{coil} -----------------------------------

const COIL = { '24D': 'Z24', '24A': 'A24', '120A': 'A1', '240A': 'A2' }
const relays: BrandRule[] = [
  {
    brand: 'IDEC',
    series: 'GR2',
    number: ([v, o]) => (o === 'LT' ? all('RU2S-', table({ '24D': 'D24', '24A': 'A24', '120A': 'A120', '240A': 'A240' })(v)) : null),
  },
  {
    brand: 'IDEC',
    series: 'GR4',
    number: ([v, o]) => (o === 'LT' ? all('RU4S-', table({ '24D': 'D24', '24A': 'A24', '120A': 'A120', '240A': 'A240' })(v)) : null),
  },
  {
    brand: 'Schneider Electric',
    series: 'GR2',
    number: ([v, o]) => (o === 'LT' ? all('RXM2AB2', table({ '24D': 'BD', '24A': 'B7', '120A': 'F7', '240A': 'P7' })(v)) : null),
    differs: ([v]) =>
      v === '240A'
        ? {
            key: 'voltage',
            value: bi('230 V AC', '230 V CA'),
            note: bi('Their coil is 230 V AC, ours 240 V AC.', 'Su bobina es de 230 V CA y la nuestra de 240 V CA.'),
          }
        : null,
  },
  {
    brand: 'Schneider Electric',
    series: 'GR4',
    number: ([v, o]) => (o === 'LT' ? all('RXM4AB2', table({ '24D': 'BD', '24A': 'B7', '120A': 'F7' })(v)) : null),
  },
  { brand: 'Allen-Bradley', series: 'GR2', number: ([v, o]) => all('700-HA32', table(COIL)(v), o === 'LT' ? '-3-4' : '-4') },
  { brand: 'Allen-Bradley', series: 'GR4', number: ([v, o]) => all('700-HC14', table(COIL)(v), o === 'LT' ? '-3-4' : '-4') },
  {
    brand: 'ABB',
    series: 'GR2',
    number: ([v, o]) => (o === 'L' ? all('CR-M', table({ '24D': '024DC', '24A': '024AC', '120A': '110AC' })(v), '2L') : null),
  },
  // The restricted RLU relays: their crosses exist for the buyers who see them, never for the public.
  {
    brand: 'IDEC',
    series: 'RLU',
    number: ([k, v]) =>
      all('RJ', k === '4C' ? '4' : '2', 'S-CL-', table({ '24D': 'D24', '24A': 'A24', '120A': 'A120', '240A': 'A240' })(v)),
  },
]

// ---- Terminal blocks: TB-N-{colour}-{wire}; TB-S-{colour}-{size}-{levels} ------------------------

const terminals: BrandRule[] = [
  {
    brand: 'Allen-Bradley',
    series: 'TB-N',
    number: ([c, w]) => all('1492-', table({ '12': 'J3', '10': 'J4', '8': 'J6', '6': 'J10' })(w), table({ G: '', B: '-B' })(c)),
  },
  {
    brand: 'Schneider Electric',
    series: 'TB-S',
    number: ([c, s, l]) =>
      all(
        'NSYTRR',
        table({ '2.5': '22', '4': '42', '6': '62', '10': '102', '16': '162' })(s),
        l === '2' ? 'D' : '',
        table({ G: '', B: 'BL', GY: 'PE' })(c),
      ),
  },
  {
    brand: 'ABB',
    series: 'TB-S',
    number: ([c, s, l]) => (l === '1' ? all('ZS', s, table({ G: '', B: '-BL', GY: '-PE' })(c)) : null),
  },
]

export const POWER_RULES: readonly BrandRule[] = [...contactors, ...overloads, ...relays, ...terminals]
