import type { ArtKind, Colour } from './art'

/**
 * The words the demo catalogue's families are written in (families.ts and the pattern files
 * beside it): the types of a family, a series and an attribute value; the attribute values
 * several families share (colours, voltages, contacts); and the builders of a family, an
 * enclosure series and a legend list.
 */

export type Bi = { en: string; es: string }
/** One value of an attribute: its code in the part number, its label, what it adds to the list price. */
export type AxisValue = { code: string; label: string | Bi; add?: number; colour?: Colour }
export type Axis = { key: string; values: AxisValue[] }

export type SeriesDef = {
  code: string
  /** English and Spanish slug words after the family's (e.g. 'sy22-pl'). */
  title: Bi
  summary: Bi
  /** Technical points, the same facts in each language, written as the series' description. */
  points: { en: string[]; es: string[] }
  schedule: string
  base: number
  pkgqty: number
  axes: Axis[]
  art: ArtKind
  /** The colour of the series' main image when its parts do not vary by colour. */
  colour?: Colour
  tariff?: boolean
  lead?: Bi
  isPublic?: boolean
}

export type FamilyDef = {
  slug: string
  slugEs: string
  title: Bi
  summary: Bi
  intro: Bi
  order: number
  parent?: string
  showAccessoriesInShop?: boolean
  series: SeriesDef[]
}

// ---- Attribute values used across families --------------------------------------------------

export const c = (colour: Colour, code: string, add = 0): AxisValue => ({ code, label: COLOUR_LABELS[colour], add, colour })
export const COLOUR_LABELS: Record<Colour, Bi> = {
  red: { en: 'Red', es: 'Rojo' },
  green: { en: 'Green', es: 'Verde' },
  amber: { en: 'Amber', es: 'Ámbar' },
  yellow: { en: 'Yellow', es: 'Amarillo' },
  blue: { en: 'Blue', es: 'Azul' },
  white: { en: 'White', es: 'Blanco' },
  clear: { en: 'Clear', es: 'Transparente' },
  black: { en: 'Black', es: 'Negro' },
  gray: { en: 'Gray', es: 'Gris' },
}

export const LENS_COLOURS: AxisValue[] = [
  c('red', 'R'),
  c('green', 'G'),
  c('amber', 'A'),
  c('yellow', 'Y'),
  c('blue', 'B'),
  c('white', 'W'),
  c('clear', 'C'),
]
export const BUTTON_COLOURS: AxisValue[] = [
  c('red', 'R'),
  c('green', 'G'),
  c('black', 'K'),
  c('yellow', 'Y'),
  c('blue', 'B'),
  c('white', 'W'),
]
export const PILOT_VOLTAGES: AxisValue[] = [
  { code: '6', label: '6 V AC/DC' },
  { code: '12', label: '12 V AC/DC' },
  { code: '24', label: '24 V AC/DC' },
  { code: '48', label: '48 V AC/DC', add: 1.1 },
  { code: '120', label: '120 V AC', add: 1.6 },
  { code: '240', label: '240 V AC', add: 2.4 },
]
export const COIL_VOLTAGES: AxisValue[] = [
  { code: '24D', label: '24 V DC' },
  { code: '24A', label: '24 V AC' },
  { code: '120A', label: '120 V AC' },
  { code: '240A', label: '240 V AC', add: 1.5 },
]
export const CONTACTS_1: AxisValue[] = [
  { code: '10', label: '1 NO' },
  { code: '01', label: '1 NC' },
  { code: '11', label: '1 NO + 1 NC', add: 2.35 },
  { code: '20', label: '2 NO', add: 2.35 },
]
export const DUCT_COLOURS: AxisValue[] = [c('gray', 'G'), c('white', 'W'), c('black', 'K', 1.2)]
export const sizes = (list: [string, string, number][]): AxisValue[] => list.map(([code, label, add]) => ({ code, label, add }))
export const words = (en: string, es: string): Bi => ({ en, es })

/**
 * A value written once for both languages (a rating, a contact arrangement), as a Spanish
 * catalogue writes it: normally open is NA (normalmente abierto), AC and DC are CA and CC.
 */
export function bilingualLabel(label: string | Bi): string | Bi {
  if (typeof label !== 'string') return label
  const es = label
    .replace(/\b(\d+) NO\b/g, '$1 NA')
    .replace(/\bAC\/DC\b/g, 'CA/CC')
    .replace(/\bV AC\b/g, 'V CA')
    .replace(/\bV DC\b/g, 'V CC')
  return es === label ? label : { en: label, es }
}

// ---- Helpers -----------------------------------------------------------------------------------

export function family(
  slug: string,
  slugEs: string,
  title: Bi,
  summary: Bi,
  order: number,
  series: SeriesDef[],
  parent?: string,
): FamilyDef {
  return { slug, slugEs, title, summary, intro: summary, order, series, parent }
}

export function enclosure(
  code: string,
  title: Bi,
  colour: Colour,
  schedule: string,
  base: number,
  dims: [string, string, number][],
): SeriesDef {
  return {
    code,
    title,
    summary: words('Wall-mount with continuous hinge, back panel included.', 'De pared con bisagra continua, placa de montaje incluida.'),
    points: {
      en: [
        'Poured-in-place gasket',
        'Quarter-turn latches, padlockable',
        'Back panel and ground studs included',
        'Made to order: ships in 10 working days',
      ],
      es: [
        'Empaque vaciado en sitio',
        'Cerraduras de cuarto de vuelta, con candado',
        'Placa de montaje y birlos de tierra incluidos',
        'Fabricación sobre pedido: se envía en 10 días hábiles',
      ],
    },
    schedule,
    base,
    pkgqty: 1,
    art: 'enclosure',
    colour,
    lead: words('Made to order: ships in 10 working days', 'Fabricación sobre pedido: se envía en 10 días hábiles'),
    axes: [
      { key: 'size', values: sizes(dims) },
      {
        key: 'door',
        values: [
          { code: 'S', label: words('Solid door', 'Puerta sólida') },
          { code: 'W', label: words('Window door', 'Puerta con ventana'), add: Math.round(base * 0.45) },
        ],
      },
    ],
  }
}

export function legendWords(): AxisValue[] {
  const list: [string, string, string][] = [
    ['ST', 'START', 'ARRANQUE'],
    ['SP', 'STOP', 'PARO'],
    ['ES', 'EMERGENCY STOP', 'PARO DE EMERGENCIA'],
    ['RS', 'RESET', 'RESTABLECER'],
    ['ON', 'ON', 'ENCENDIDO'],
    ['OF', 'OFF', 'APAGADO'],
    ['HA', 'HAND-OFF-AUTO', 'MANUAL-FUERA-AUTO'],
    ['RN', 'RUN', 'MARCHA'],
    ['FL', 'FAULT', 'FALLA'],
    ['BL', 'BLANK', 'EN BLANCO'],
  ]
  return list.map(([code, en, es]) => ({ code, label: { en, es } }))
}
