import type { ArtKind, Colour } from './art'

/**
 * The demo maker's catalogue as definitions: families (categories) and their series, each
 * series with the attributes its parts vary by. Parts are every combination of a series'
 * attribute values (see index.ts). The maker is invented: Brackwell Controls.
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

const c = (colour: Colour, code: string, add = 0): AxisValue => ({ code, label: COLOUR_LABELS[colour], add, colour })
const COLOUR_LABELS: Record<Colour, Bi> = {
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

const LENS_COLOURS: AxisValue[] = [c('red', 'R'), c('green', 'G'), c('amber', 'A'), c('yellow', 'Y'), c('blue', 'B'), c('white', 'W'), c('clear', 'C')]
const BUTTON_COLOURS: AxisValue[] = [c('red', 'R'), c('green', 'G'), c('black', 'K'), c('yellow', 'Y'), c('blue', 'B'), c('white', 'W')]
const PILOT_VOLTAGES: AxisValue[] = [
  { code: '6', label: '6 V AC/DC' },
  { code: '12', label: '12 V AC/DC' },
  { code: '24', label: '24 V AC/DC' },
  { code: '48', label: '48 V AC/DC', add: 1.1 },
  { code: '120', label: '120 V AC', add: 1.6 },
  { code: '240', label: '240 V AC', add: 2.4 },
]
const COIL_VOLTAGES: AxisValue[] = [
  { code: '24D', label: '24 V DC' },
  { code: '24A', label: '24 V AC' },
  { code: '120A', label: '120 V AC' },
  { code: '240A', label: '240 V AC', add: 1.5 },
]
const CONTACTS_1: AxisValue[] = [
  { code: '10', label: '1 NO' },
  { code: '01', label: '1 NC' },
  { code: '11', label: '1 NO + 1 NC', add: 2.35 },
  { code: '20', label: '2 NO', add: 2.35 },
]
const DUCT_COLOURS: AxisValue[] = [c('gray', 'G'), c('white', 'W'), c('black', 'K', 1.2)]
const sizes = (list: [string, string, number][]): AxisValue[] => list.map(([code, label, add]) => ({ code, label, add }))
const words = (en: string, es: string): Bi => ({ en, es })

// ---- Families ----------------------------------------------------------------------------------

export const FAMILIES: FamilyDef[] = [
  {
    slug: 'wire-duct',
    slugEs: 'canaleta-ranurada',
    title: words('Wire duct', 'Canaleta ranurada'),
    summary: words('Slotted PVC wiring duct in 2 m lengths, gray, white and black.', 'Canaleta ranurada de PVC en tramos de 2 m, gris, blanca y negra.'),
    intro: words(
      'Slotted wiring duct keeps panel wiring routed, cooled and serviceable. Narrow-finger and wide-finger profiles, lead-free rigid PVC rated to 50 °C, UL 94 V-0 on the halogen-free line. Sold in cartons of 2 m lengths; any quantity may be ordered, and partial cartons carry a handling fee.',
      'La canaleta ranurada mantiene el cableado del tablero ordenado, ventilado y fácil de mantener. Perfiles de dedo angosto y ancho, PVC rígido sin plomo para 50 °C, UL 94 V-0 en la línea libre de halógenos. Se vende en cajas de tramos de 2 m; se puede pedir cualquier cantidad, y las cajas incompletas llevan un cargo de manejo.',
    ),
    order: 1,
    series: [
      {
        code: 'WD-N',
        title: words('Narrow-finger wire duct', 'Canaleta de dedo angosto'),
        summary: words('Fine 6 mm slots for dense control wiring; 2 m lengths.', 'Ranuras finas de 6 mm para cableado de control denso; tramos de 2 m.'),
        points: {
          en: ['Rigid lead-free PVC, 50 °C continuous', 'Slots 6 mm wide on 12 mm centres', 'Breakaway fingers, cover included', 'UL recognized component, RoHS'],
          es: ['PVC rígido sin plomo, 50 °C en servicio continuo', 'Ranuras de 6 mm cada 12 mm', 'Dedos desprendibles, tapa incluida', 'Componente reconocido por UL, RoHS'],
        },
        schedule: 'G-1',
        base: 9.8,
        pkgqty: 10,
        art: 'duct',
        axes: [
          { key: 'color', values: DUCT_COLOURS },
          { key: 'size', values: sizes([['1X1', '25 x 25 mm', 0], ['1X2', '25 x 50 mm', 2.4], ['1X3', '25 x 75 mm', 4.1], ['2X2', '50 x 50 mm', 5.6], ['2X3', '50 x 75 mm', 7.9], ['2X4', '50 x 100 mm', 10.5], ['3X3', '75 x 75 mm', 11.2], ['3X4', '75 x 100 mm', 14.8], ['4X4', '100 x 100 mm', 19.6]]) },
        ],
      },
      {
        code: 'WD-W',
        title: words('Wide-finger wire duct', 'Canaleta de dedo ancho'),
        summary: words('Wide slots for power wiring and large bundles; 2 m lengths.', 'Ranuras anchas para cableado de potencia y mazos grandes; tramos de 2 m.'),
        points: {
          en: ['Slots 10 mm wide for conductors up to 10 AWG', 'Rigid lead-free PVC, 50 °C continuous', 'Cover included'],
          es: ['Ranuras de 10 mm para conductores hasta 10 AWG', 'PVC rígido sin plomo, 50 °C en servicio continuo', 'Tapa incluida'],
        },
        schedule: 'G-1',
        base: 11.4,
        pkgqty: 10,
        art: 'duct',
        axes: [
          { key: 'color', values: DUCT_COLOURS },
          { key: 'size', values: sizes([['1X2', '25 x 50 mm', 0], ['2X2', '50 x 50 mm', 3.2], ['2X3', '50 x 75 mm', 5.9], ['3X3', '75 x 75 mm', 8.8], ['3X4', '75 x 100 mm', 12.1], ['4X4', '100 x 100 mm', 16.4], ['4X5', '100 x 125 mm', 21.9]]) },
        ],
      },
      {
        code: 'WD-H',
        title: words('Halogen-free wire duct', 'Canaleta libre de halógenos'),
        summary: words('Low-smoke, halogen-free PC/ABS duct for transit and public buildings.', 'Canaleta de PC/ABS de baja emisión de humo y libre de halógenos para transporte y edificios públicos.'),
        points: {
          en: ['PC/ABS, halogen free, UL 94 V-0', 'Low smoke and low toxicity', 'Narrow-finger 6 mm slots'],
          es: ['PC/ABS libre de halógenos, UL 94 V-0', 'Baja emisión de humo y baja toxicidad', 'Ranuras de dedo angosto de 6 mm'],
        },
        schedule: 'G-2',
        base: 18.6,
        pkgqty: 10,
        art: 'duct',
        axes: [
          { key: 'color', values: [c('gray', 'G'), c('white', 'W')] },
          { key: 'size', values: sizes([['1X2', '25 x 50 mm', 0], ['2X2', '50 x 50 mm', 4.4], ['2X3', '50 x 75 mm', 7.5], ['3X3', '75 x 75 mm', 11.9], ['3X4', '75 x 100 mm', 15.3]]) },
        ],
      },
    ],
  },
  {
    slug: 'wire-duct-accessories',
    slugEs: 'accesorios-para-canaleta',
    title: words('Wire duct accessories', 'Accesorios para canaleta'),
    summary: words('Covers, mounting rivets, end caps and cutters for slotted duct.', 'Tapas, remaches de montaje, tapones y cortadoras para canaleta ranurada.'),
    intro: words('Everything that finishes a duct run: spare covers, push rivets, end caps and a bench cutter that leaves square, burr-free ends.', 'Todo lo que completa un tendido de canaleta: tapas de repuesto, remaches, tapones y una cortadora de banco que deja cortes rectos y sin rebabas.'),
    order: 2,
    parent: 'wire-duct',
    series: [
      {
        code: 'WDA-C',
        title: words('Wire duct covers', 'Tapas para canaleta'),
        summary: words('Spare snap-on covers, 2 m lengths.', 'Tapas de repuesto a presión, tramos de 2 m.'),
        points: { en: ['Snap-on, fits WD-N and WD-W duct', 'Rigid PVC'], es: ['A presión, para canaleta WD-N y WD-W', 'PVC rígido'] },
        schedule: 'G-2',
        base: 3.1,
        pkgqty: 10,
        art: 'duct-cover',
        axes: [
          { key: 'color', values: DUCT_COLOURS },
          { key: 'width', values: sizes([['25', '25 mm', 0], ['37', '37.5 mm', 0.4], ['50', '50 mm', 0.8], ['75', '75 mm', 1.5], ['100', '100 mm', 2.3], ['125', '125 mm', 3.1]]) },
        ],
      },
      {
        code: 'WDA-R',
        title: words('Duct mounting rivets and end caps', 'Remaches de montaje y tapones para canaleta'),
        summary: words('Nylon push rivets and end caps, bags of 100.', 'Remaches de nylon a presión y tapones, bolsas de 100.'),
        points: { en: ['Nylon 6/6, UL 94 V-2', 'For 4 mm and 5 mm holes'], es: ['Nylon 6/6, UL 94 V-2', 'Para barrenos de 4 mm y 5 mm'] },
        schedule: 'G-2',
        base: 7.9,
        pkgqty: 1,
        art: 'accessory',
        colour: 'gray',
        axes: [{ key: 'type', values: [{ code: 'R4', label: words('Rivet, 4 mm', 'Remache, 4 mm') }, { code: 'R5', label: words('Rivet, 5 mm', 'Remache, 5 mm'), add: 0.6 }, { code: 'E25', label: words('End cap, 25 mm', 'Tapón, 25 mm'), add: 2.2 }, { code: 'E50', label: words('End cap, 50 mm', 'Tapón, 50 mm'), add: 3.4 }, { code: 'E75', label: words('End cap, 75 mm', 'Tapón, 75 mm'), add: 4.6 }] }],
      },
    ],
  },
  ...pilotFamilies(),
  ...buttonFamilies(),
  {
    slug: 'legend-plates',
    slugEs: 'placas-de-leyenda',
    title: words('Legend plates', 'Placas de leyenda'),
    summary: words('Standard and custom legend plates for 22 mm and 30 mm operators.', 'Placas de leyenda estándar y personalizadas para operadores de 22 mm y 30 mm.'),
    intro: words('Engraved and printed legend plates in the standard wordings, with blank plates for custom engraving.', 'Placas de leyenda grabadas e impresas con las leyendas estándar, y placas en blanco para grabado a medida.'),
    order: 17,
    series: [
      {
        code: 'LP22',
        title: words('22 mm legend plates', 'Placas de leyenda de 22 mm'),
        summary: words('30 x 40 mm plates, black or red background.', 'Placas de 30 x 40 mm, fondo negro o rojo.'),
        points: { en: ['Laser-engraved acrylic', 'Snaps under the operator bezel'], es: ['Acrílico grabado con láser', 'Se fija bajo el bisel del operador'] },
        schedule: 'E-2',
        base: 1.85,
        pkgqty: 10,
        art: 'legend',
        axes: [
          { key: 'color', values: [c('black', 'K'), c('red', 'R', 0.2), c('yellow', 'Y', 0.2)] },
          { key: 'legend', values: legendWords() },
        ],
      },
      {
        code: 'LP30',
        title: words('30 mm legend plates', 'Placas de leyenda de 30 mm'),
        summary: words('Aluminium plates for 30 mm heavy-duty operators.', 'Placas de aluminio para operadores industriales de 30 mm.'),
        points: { en: ['Anodized aluminium, engraved', 'Oil and coolant resistant'], es: ['Aluminio anodizado, grabado', 'Resistente a aceite y refrigerante'] },
        schedule: 'E-2',
        base: 3.4,
        pkgqty: 10,
        art: 'legend',
        axes: [
          { key: 'color', values: [c('black', 'K'), c('red', 'R', 0.3)] },
          { key: 'legend', values: legendWords() },
        ],
      },
    ],
  },
  {
    slug: 'control-stations',
    slugEs: 'estaciones-de-control',
    title: words('Control stations', 'Estaciones de control'),
    summary: words('Pre-assembled push-button stations in polycarbonate and stainless enclosures.', 'Estaciones de botones preensambladas en gabinetes de policarbonato y acero inoxidable.'),
    intro: words('Ready-wired stations with the most common operator combinations, rated NEMA 4X.', 'Estaciones precableadas con las combinaciones de operadores más comunes, con clasificación NEMA 4X.'),
    order: 18,
    series: [
      {
        code: 'CS22',
        title: words('22 mm control stations', 'Estaciones de control de 22 mm'),
        summary: words('1 to 4 hole polycarbonate stations, NEMA 4X.', 'Estaciones de policarbonato de 1 a 4 orificios, NEMA 4X.'),
        points: { en: ['Gray polycarbonate, NEMA 4X / IP66', 'Factory wired, terminals marked', 'Knockouts for 1/2 in. conduit'], es: ['Policarbonato gris, NEMA 4X / IP66', 'Cableadas de fábrica, terminales marcadas', 'Troqueles para tubo conduit de 1/2 in'] },
        schedule: 'F-3',
        base: 38.5,
        pkgqty: 1,
        art: 'station',
        axes: [
          { key: 'holes', values: sizes([['1', '1', 0], ['2', '2', 12.5], ['3', '3', 24.8], ['4', '4', 36.2]]) },
          { key: 'function', values: [{ code: 'SS', label: words('Start / stop', 'Arranque / paro'), colour: 'red' }, { code: 'ES', label: words('Emergency stop', 'Paro de emergencia'), add: 6.5, colour: 'red' }, { code: 'HOA', label: words('Hand / off / auto', 'Manual / fuera / automático'), add: 9.8, colour: 'black' }, { code: 'FR', label: words('Forward / reverse / stop', 'Adelante / reversa / paro'), add: 11.4, colour: 'green' }] },
        ],
      },
      {
        code: 'CS30',
        title: words('30 mm stainless control stations', 'Estaciones de control de 30 mm en acero inoxidable'),
        summary: words('304 stainless stations for washdown areas.', 'Estaciones de acero inoxidable 304 para áreas de lavado.'),
        points: { en: ['304 stainless, NEMA 4X', 'Gasketed cover, captive screws'], es: ['Acero inoxidable 304, NEMA 4X', 'Tapa con empaque y tornillos cautivos'] },
        schedule: 'F-3',
        base: 96,
        pkgqty: 1,
        art: 'station',
        axes: [
          { key: 'holes', values: sizes([['1', '1', 0], ['2', '2', 22], ['3', '3', 41]]) },
          { key: 'function', values: [{ code: 'SS', label: words('Start / stop', 'Arranque / paro'), colour: 'red' }, { code: 'ES', label: words('Emergency stop', 'Paro de emergencia'), add: 9, colour: 'red' }, { code: 'HOA', label: words('Hand / off / auto', 'Manual / fuera / automático'), add: 14, colour: 'black' }] },
        ],
      },
    ],
  },
  ...relayFamilies(),
  ...terminalFamilies(),
  ...motorControlFamilies(),
  {
    slug: 'enclosures',
    slugEs: 'gabinetes',
    title: words('Enclosures', 'Gabinetes'),
    summary: words('Wall-mount steel, stainless and polycarbonate enclosures with back panels.', 'Gabinetes de pared de acero, acero inoxidable y policarbonato con placa de montaje.'),
    intro: words('Type 4, 4X and 12 wall-mount enclosures with continuous-hinge doors and back panels included. Made to order: allow ten working days.', 'Gabinetes de pared tipo 4, 4X y 12 con puerta de bisagra continua y placa de montaje incluida. Fabricación sobre pedido: considere diez días hábiles.'),
    order: 28,
    series: [
      enclosure('EN-S', words('Steel wall-mount enclosures, Type 12', 'Gabinetes de pared de acero, tipo 12'), 'gray', 'H-3', 64, [['1210', '12 x 10 x 6 in', 0], ['1612', '16 x 12 x 8 in', 38], ['2016', '20 x 16 x 8 in', 79], ['2420', '24 x 20 x 8 in', 128], ['3024', '30 x 24 x 10 in', 196], ['3630', '36 x 30 x 12 in', 288]]),
      enclosure('EN-X', words('Stainless wall-mount enclosures, Type 4X', 'Gabinetes de pared de acero inoxidable, tipo 4X'), 'white', 'H-4', 148, [['1210', '12 x 10 x 6 in', 0], ['1612', '16 x 12 x 8 in', 72], ['2016', '20 x 16 x 8 in', 151], ['2420', '24 x 20 x 8 in', 236], ['3024', '30 x 24 x 10 in', 349]]),
      enclosure('EN-P', words('Polycarbonate enclosures, Type 4X', 'Gabinetes de policarbonato, tipo 4X'), 'clear', 'H-4', 42, [['0806', '8 x 6 x 4 in', 0], ['1008', '10 x 8 x 6 in', 14], ['1210', '12 x 10 x 6 in', 29], ['1412', '14 x 12 x 7 in', 46]]),
    ],
  },
  {
    slug: 'disconnect-switches',
    slugEs: 'interruptores-seccionadores',
    title: words('Disconnect switches', 'Interruptores seccionadores'),
    summary: words('Rotary disconnect switches 16 to 125 A with door-mount handles.', 'Seccionadores rotativos de 16 a 125 A con manijas para puerta.'),
    intro: words('UL 508 and UL 98 rotary disconnects for machine and panel isolation, with lockable handles and shafts to suit enclosure depth.', 'Seccionadores rotativos UL 508 y UL 98 para aislar máquinas y tableros, con manijas bloqueables y ejes según la profundidad del gabinete.'),
    order: 29,
    series: [
      {
        code: 'DS-R',
        title: words('Rotary disconnect switches', 'Seccionadores rotativos'),
        summary: words('3 and 4 pole, 16 to 125 A, lockable red/yellow handle.', '3 y 4 polos, de 16 a 125 A, manija roja y amarilla bloqueable.'),
        points: { en: ['UL 508 manual motor controller rating', 'Padlockable in the OFF position', 'Shaft and handle ordered separately above 63 A'], es: ['Clasificación UL 508 como controlador manual de motor', 'Bloqueable con candado en OFF', 'Eje y manija por separado arriba de 63 A'] },
        schedule: 'H-5',
        base: 36,
        pkgqty: 1,
        art: 'disconnect',
        colour: 'red',
        tariff: true,
        axes: [
          { key: 'current', values: sizes([['16', '16 A', 0], ['25', '25 A', 6], ['40', '40 A', 17], ['63', '63 A', 34], ['80', '80 A', 61], ['125', '125 A', 104]]) },
          { key: 'poles', values: sizes([['3', '3', 0], ['4', '4', 9.5]]) },
        ],
      },
    ],
  },
]

// ---- Families built from shared patterns -----------------------------------------------------------

function pilotFamilies(): FamilyDef[] {
  const connection = { key: 'connection', values: [{ code: 'S', label: words('Screw', 'Tornillo') }, { code: 'Q', label: words('Spring clamp', 'Resorte'), add: 0.6 }] }
  const pilot = (mm: number, code: string, schedule: string, base: number, lensTypes: AxisValue[], variant: 'plastic' | 'metal' = 'plastic', terminals = false): SeriesDef => ({
    code,
    title:
      variant === 'metal'
        ? words(`${mm} mm LED pilot lights, metal bezel`, `Luces piloto LED de ${mm} mm, bisel metálico`)
        : words(`${mm} mm LED pilot lights`, `Luces piloto LED de ${mm} mm`),
    summary: words(`Integral-LED pilot lights for ${mm} mm holes, ${mm === 13 ? 'IP65' : 'NEMA 4X / IP66'}.`, `Luces piloto con LED integrado para orificios de ${mm} mm, ${mm === 13 ? 'IP65' : 'NEMA 4X / IP66'}.`),
    points: {
      en: ['Integral LED, 100,000 h rated life', 'Anti-ghosting circuit for PLC outputs', `Mounting hole ${mm}.${mm === 22 ? '3' : '2'} mm`, 'UL 508, CSA, CE'],
      es: ['LED integrado, vida nominal de 100 000 h', 'Circuito contra encendido fantasma para salidas de PLC', `Orificio de montaje de ${mm},${mm === 22 ? '3' : '2'} mm`, 'UL 508, CSA, CE'],
    },
    schedule,
    base,
    pkgqty: 1,
    art: 'pilot',
    axes: [
      { key: 'color', values: LENS_COLOURS },
      { key: 'voltage', values: PILOT_VOLTAGES },
      { key: 'lens', values: lensTypes },
      ...(terminals ? [connection] : []),
    ],
  })
  const flat = { code: 'F', label: words('Flat', 'Plano') }
  const dome = { code: 'D', label: words('Domed', 'Domo'), add: 0.45 }
  const fresnel = { code: 'P', label: words('Press-to-test', 'Con prueba de lámpara'), add: 3.9 }
  const accessories = (mm: number, code: string, schedule: string, base: number): SeriesDef => ({
    code,
    title: words(`${mm} mm accessories`, `Accesorios de ${mm} mm`),
    summary: words(`Lenses, hole plugs, guards and wrenches for ${mm} mm operators.`, `Lentes, tapones, guardas y llaves para operadores de ${mm} mm.`),
    points: { en: ['Spare parts for the series', 'Sold singly'], es: ['Refacciones para la serie', 'Se venden por pieza'] },
    schedule,
    base,
    pkgqty: 1,
    art: 'accessory',
    colour: 'gray',
    axes: [{ key: 'type', values: [{ code: 'HP', label: words('Hole plug', 'Tapón de orificio') }, { code: 'GD', label: words('Guard', 'Guarda'), add: 2.1 }, { code: 'WR', label: words('Mounting wrench', 'Llave de montaje'), add: 4.2 }, { code: 'NR', label: words('Anti-rotation ring', 'Anillo antirrotación'), add: 0.3 }, { code: 'LN', label: words('Spare lens', 'Lente de repuesto'), add: 1.2 }] }],
  })
  return [
    family('13mm-pilot-lights', 'pilotos-luminosos-13-mm', words('13 mm pilot lights', 'Pilotos luminosos de 13 mm'), words('Miniature LED indicators for dense panels and OEM machines.', 'Indicadores LED miniatura para tableros densos y maquinaria OEM.'), 3, [pilot(13, 'PL13', 'E-1', 6.4, [flat, dome])]),
    family('13mm-accessories', 'accesorios-13-mm', words('13 mm accessories', 'Accesorios de 13 mm'), words('Plugs, guards and spare lenses for 13 mm indicators.', 'Tapones, guardas y lentes de repuesto para indicadores de 13 mm.'), 4, [accessories(13, 'PA13', 'E-2', 0.9)], '13mm-pilot-lights'),
    family('16mm-pilot-lights', 'pilotos-luminosos-16-mm', words('16 mm pilot lights', 'Pilotos luminosos de 16 mm'), words('Compact LED pilot lights for 16 mm holes.', 'Pilotos LED compactos para orificios de 16 mm.'), 5, [pilot(16, 'PL16', 'E-1', 7.9, [flat, dome])]),
    family('16mm-accessories', 'accesorios-16-mm', words('16 mm accessories', 'Accesorios de 16 mm'), words('Plugs, guards and spare lenses for 16 mm operators.', 'Tapones, guardas y lentes de repuesto para operadores de 16 mm.'), 6, [accessories(16, 'PA16', 'E-2', 1.1)], '16mm-pilot-lights'),
    family('22mm-nema-pilot-lights', 'pilotos-luminosos-22-mm-nema', words('22 mm NEMA pilot lights', 'Pilotos luminosos NEMA de 22 mm'), words('Industrial LED pilot lights, NEMA 4X, the panel-builder standard.', 'Pilotos LED industriales NEMA 4X, el estándar de los tableristas.'), 7, [pilot(22, 'PL22', 'E-3', 11.5, [flat, dome, fresnel], 'plastic', true), pilot(22, 'PL22M', 'E-3', 16.9, [flat, dome, fresnel], 'metal', true)]),
    family('30mm-pilot-lights', 'pilotos-luminosos-30-mm', words('30 mm pilot lights', 'Pilotos luminosos de 30 mm'), words('Heavy-duty oil-tight pilot lights for 30 mm holes.', 'Pilotos industriales herméticos al aceite para orificios de 30 mm.'), 11, [pilot(30, 'PL30', 'F-1', 24.5, [flat, fresnel])]),
  ]
}

function buttonFamilies(): FamilyDef[] {
  const flush = (mm: number, code: string, schedule: string, base: number): SeriesDef => ({
    code,
    title: words(`${mm} mm flush push buttons`, `Botones pulsadores rasantes de ${mm} mm`),
    summary: words(`Momentary and maintained flush push buttons, ${mm === 30 ? 'oil-tight NEMA 4/13' : 'NEMA 4X / IP66'}.`, `Botones rasantes momentáneos y sostenidos, ${mm === 30 ? 'herméticos al aceite NEMA 4/13' : 'NEMA 4X / IP66'}.`),
    points: {
      en: ['Silver-alloy contacts, 10 A thermal, A600 / Q600', 'Finger-safe screw terminals', '1 million mechanical operations'],
      es: ['Contactos de aleación de plata, 10 A térmicos, A600 / Q600', 'Terminales de tornillo a prueba de dedos', '1 millón de operaciones mecánicas'],
    },
    schedule,
    base,
    pkgqty: 1,
    art: 'button',
    axes: [
      { key: 'color', values: BUTTON_COLOURS },
      { key: 'contacts', values: CONTACTS_1 },
      { key: 'operation', values: [{ code: 'M', label: words('Momentary', 'Momentáneo') }, { code: 'L', label: words('Maintained', 'Sostenido'), add: 3.2 }] },
    ],
  })
  const illuminated = (mm: number, code: string, schedule: string, base: number): SeriesDef => ({
    code,
    title: words(`${mm} mm illuminated push buttons`, `Botones pulsadores luminosos de ${mm} mm`),
    summary: words('Flush illuminated buttons with integral LED, momentary or maintained.', 'Botones luminosos rasantes con LED integrado, momentáneos o sostenidos.'),
    points: {
      en: ['Integral LED, 100,000 h rated life', 'Silver-alloy contacts, 10 A thermal', 'NEMA 4X / IP66'],
      es: ['LED integrado, vida nominal de 100 000 h', 'Contactos de aleación de plata, 10 A térmicos', 'NEMA 4X / IP66'],
    },
    schedule,
    base,
    pkgqty: 1,
    art: 'button',
    axes: [
      { key: 'color', values: LENS_COLOURS },
      { key: 'voltage', values: [{ code: '24', label: '24 V AC/DC' }, { code: '120', label: '120 V AC', add: 1.6 }] },
      { key: 'contacts', values: CONTACTS_1 },
      { key: 'operation', values: [{ code: 'M', label: words('Momentary', 'Momentáneo') }, { code: 'L', label: words('Maintained', 'Sostenido'), add: 3.2 }] },
    ],
  })
  const mushroom = (mm: number, code: string, schedule: string, base: number): SeriesDef => ({
    code,
    title: words(`${mm} mm emergency stop buttons`, `Botones de paro de emergencia de ${mm} mm`),
    summary: words('40 mm red mushroom heads, push-pull or turn-to-release, direct-opening NC contacts.', 'Cabezas tipo hongo rojas de 40 mm, jalar o girar para liberar, contactos NC de apertura directa.'),
    points: {
      en: ['IEC 60947-5-5 and ISO 13850', 'Direct-opening (positive) NC contacts', 'Yellow legend ring available'],
      es: ['IEC 60947-5-5 e ISO 13850', 'Contactos NC de apertura directa (positiva)', 'Anillo de leyenda amarillo disponible'],
    },
    schedule,
    base,
    pkgqty: 1,
    art: 'mushroom',
    colour: 'red',
    axes: [
      { key: 'contacts', values: [{ code: '01', label: '1 NC' }, { code: '02', label: '2 NC', add: 2.6 }, { code: '11', label: '1 NO + 1 NC', add: 2.6 }] },
      { key: 'operation', values: [{ code: 'P', label: words('Push-pull', 'Empujar y jalar') }, { code: 'T', label: words('Turn to release', 'Girar para liberar'), add: 1.9 }, { code: 'K', label: words('Key release', 'Liberación con llave'), add: 14.5 }] },
    ],
  })
  const selector = (mm: number, code: string, schedule: string, base: number): SeriesDef => ({
    code,
    title: words(`${mm} mm selector switches`, `Selectores de ${mm} mm`),
    summary: words('2 and 3 position knob selectors, maintained or spring return.', 'Selectores de perilla de 2 y 3 posiciones, sostenidos o con retorno por resorte.'),
    points: { en: ['Knob operators in black', '90° and 45° indexing'], es: ['Operador de perilla en negro', 'Indexado a 90° y 45°'] },
    schedule,
    base,
    pkgqty: 1,
    art: 'selector',
    colour: 'black',
    axes: [
      { key: 'positions', values: sizes([['2', '2', 0], ['3', '3', 2.4]]) },
      { key: 'contacts', values: CONTACTS_1 },
      { key: 'operation', values: [{ code: 'M', label: words('Maintained', 'Sostenido') }, { code: 'S', label: words('Spring return', 'Retorno por resorte'), add: 1.8 }] },
    ],
  })
  const accessories = (mm: number, code: string, schedule: string): SeriesDef => ({
    code,
    title: words(`${mm} mm operator accessories`, `Accesorios para operadores de ${mm} mm`),
    summary: words('Contact blocks, lamp modules, guards, boots and hole plugs.', 'Bloques de contacto, módulos de luz, guardas, capuchones y tapones.'),
    points: { en: ['Add-on contact blocks stack up to three deep', 'Silicone boots for washdown'], es: ['Bloques de contacto adicionales, hasta tres en fila', 'Capuchones de silicón para lavado'] },
    schedule,
    base: 3.2,
    pkgqty: 1,
    art: 'accessory',
    colour: 'gray',
    axes: [{ key: 'type', values: [{ code: 'CB10', label: words('Contact block 1 NO', 'Bloque de contacto 1 NA') }, { code: 'CB01', label: words('Contact block 1 NC', 'Bloque de contacto 1 NC') }, { code: 'LM24', label: words('LED module 24 V', 'Módulo LED 24 V'), add: 4.8 }, { code: 'LM120', label: words('LED module 120 V', 'Módulo LED 120 V'), add: 6.1 }, { code: 'GD', label: words('Push-button guard', 'Guarda para botón'), add: 2.5 }, { code: 'BT', label: words('Silicone boot', 'Capuchón de silicón'), add: 1.9 }, { code: 'HP', label: words('Hole plug', 'Tapón de orificio'), add: -1.4 }] }],
  })
  return [
    family('22mm-nema-push-buttons', 'botones-pulsadores-22-mm-nema', words('22 mm NEMA push buttons', 'Botones pulsadores NEMA de 22 mm'), words('Flush, extended, mushroom and selector operators for 22 mm holes.', 'Operadores rasantes, extendidos, tipo hongo y selectores para orificios de 22 mm.'), 8, [flush(22, 'PB22', 'E-1', 12.9), illuminated(22, 'PB22L', 'E-2', 24.5), mushroom(22, 'PB22M', 'E-2', 21.5), selector(22, 'SS22', 'E-2', 16.8)]),
    family('22mm-nema-accessories', 'accesorios-22-mm-nema', words('22 mm NEMA accessories', 'Accesorios NEMA de 22 mm'), words('Contact blocks, LED modules, guards and boots for 22 mm operators.', 'Bloques de contacto, módulos LED, guardas y capuchones para operadores de 22 mm.'), 9, [accessories(22, 'PA22', 'E-2')], '22mm-nema-push-buttons'),
    family('30mm-push-buttons', 'botones-pulsadores-30-mm', words('30 mm push buttons', 'Botones pulsadores de 30 mm'), words('Heavy-duty oil-tight operators for 30 mm holes.', 'Operadores industriales herméticos al aceite para orificios de 30 mm.'), 10, [flush(30, 'PB30', 'F-1', 27.5), mushroom(30, 'PB30M', 'F-1', 39), selector(30, 'SS30', 'F-1', 33.5)]),
    family('30mm-accessories', 'accesorios-30-mm', words('30 mm accessories', 'Accesorios de 30 mm'), words('Contact blocks, lamp modules and guards for 30 mm operators.', 'Bloques de contacto, módulos de luz y guardas para operadores de 30 mm.'), 12, [accessories(30, 'PA30', 'F-2')], '30mm-push-buttons'),
  ]
}

function relayFamilies(): FamilyDef[] {
  return [
    family('general-purpose-relays', 'reles-de-uso-general', words('General purpose relays', 'Relés de uso general'), words('Plug-in ice-cube and octal relays, 10 A contacts, with test button and LED.', 'Relés enchufables tipo cubo y octales, contactos de 10 A, con botón de prueba y LED.'), 13, [
      {
        code: 'GR2',
        title: words('Ice-cube relays, 2 pole', 'Relés tipo cubo, 2 polos'),
        summary: words('DPDT 10 A plug-in relays with LED and lockable test button.', 'Relés enchufables DPDT de 10 A con LED y botón de prueba bloqueable.'),
        points: { en: ['2 form C, 10 A at 250 V AC', 'Mechanical flag and LED', 'UL 508, CSA'], es: ['2 forma C, 10 A a 250 V CA', 'Indicador mecánico y LED', 'UL 508, CSA'] },
        schedule: 'F-2',
        base: 8.9,
        pkgqty: 10,
        art: 'relay',
        colour: 'clear',
        tariff: true,
        axes: [{ key: 'voltage', values: COIL_VOLTAGES }, { key: 'options', values: [{ code: 'L', label: words('LED', 'LED') }, { code: 'LT', label: words('LED and test button', 'LED y botón de prueba'), add: 0.95 }] }],
      },
      {
        code: 'GR4',
        title: words('Ice-cube relays, 4 pole', 'Relés tipo cubo, 4 polos'),
        summary: words('4PDT 6 A plug-in relays for control logic.', 'Relés enchufables 4PDT de 6 A para lógica de control.'),
        points: { en: ['4 form C, 6 A at 250 V AC', 'LED and test button'], es: ['4 forma C, 6 A a 250 V CA', 'LED y botón de prueba'] },
        schedule: 'F-2',
        base: 10.4,
        pkgqty: 10,
        art: 'relay',
        colour: 'clear',
        tariff: true,
        axes: [{ key: 'voltage', values: COIL_VOLTAGES }, { key: 'options', values: [{ code: 'L', label: words('LED', 'LED') }, { code: 'LT', label: words('LED and test button', 'LED y botón de prueba'), add: 0.95 }] }],
      },
      {
        code: 'RLU',
        title: words('Utility relays (distributor stock)', 'Relés utilitarios (inventario de distribuidores)'),
        summary: words('Contract relays kept for distributor agreements.', 'Relés por contrato reservados a acuerdos con distribuidores.'),
        points: { en: ['Available under distributor agreement'], es: ['Disponibles bajo acuerdo de distribución'] },
        schedule: 'F-3',
        base: 7.2,
        pkgqty: 10,
        art: 'relay',
        colour: 'amber',
        isPublic: false,
        axes: [{ key: 'contacts', values: [{ code: '2C', label: '2 form C' }, { code: '4C', label: '4 form C', add: 1.6 }] }, { key: 'voltage', values: COIL_VOLTAGES }],
      },
    ]),
    family('general-purpose-relays-sockets-retainer-clips', 'bases-y-clips-para-reles', words('Relay sockets and retainer clips', 'Bases y clips de retención para relés'), words('DIN-rail and panel sockets, retainer clips and coil suppressors.', 'Bases para riel DIN y panel, clips de retención y supresores de bobina.'), 14, [
      {
        code: 'GRS',
        title: words('Relay sockets', 'Bases para relés'),
        summary: words('Finger-safe DIN-rail sockets with box-clamp terminals.', 'Bases para riel DIN a prueba de dedos con terminales de caja.'),
        points: { en: ['35 mm DIN rail or panel mount', 'Accepts retainer clip and suppressor module'], es: ['Montaje en riel DIN de 35 mm o en panel', 'Admite clip de retención y módulo supresor'] },
        schedule: 'F-2',
        base: 4.6,
        pkgqty: 10,
        art: 'socket',
        axes: [{ key: 'type', values: [{ code: '8', label: words('8 pin, for 2 pole', '8 pines, para 2 polos') }, { code: '14', label: words('14 pin, for 4 pole', '14 pines, para 4 polos'), add: 1.2 }, { code: '11', label: words('Octal 11 pin', 'Octal de 11 pines'), add: 0.8 }, { code: 'C', label: words('Retainer clip', 'Clip de retención'), add: -3.9 }, { code: 'DS', label: words('Diode suppressor', 'Supresor de diodo'), add: -1.8 }, { code: 'RC', label: words('RC suppressor', 'Supresor RC'), add: -0.9 }] }],
      },
    ], 'general-purpose-relays'),
    family('electronic-timing-relays', 'reles-temporizadores-electronicos', words('Electronic timing relays', 'Relés temporizadores electrónicos'), words('Single and multi-function timers from 0.1 s to 100 h.', 'Temporizadores de una y varias funciones de 0,1 s a 100 h.'), 15, [
      {
        code: 'TR',
        title: words('DIN-rail timing relays', 'Relés temporizadores para riel DIN'),
        summary: words('17.5 mm timers, on-delay, off-delay, interval and multi-function.', 'Temporizadores de 17,5 mm: retardo a la conexión, a la desconexión, intervalo y multifunción.'),
        points: { en: ['Ten time ranges, 0.1 s to 100 h', 'Repeat accuracy ±0.5 %', 'Universal supply 24-240 V AC/DC on multi-function models'], es: ['Diez rangos de tiempo, de 0,1 s a 100 h', 'Repetibilidad ±0,5 %', 'Alimentación universal de 24 a 240 V CA/CD en los modelos multifunción'] },
        schedule: 'G-3',
        base: 34.5,
        pkgqty: 1,
        art: 'timer',
        colour: 'green',
        tariff: true,
        axes: [
          { key: 'function', values: [{ code: 'ON', label: words('On-delay', 'Retardo a la conexión') }, { code: 'OF', label: words('Off-delay', 'Retardo a la desconexión'), add: 4.5 }, { code: 'IN', label: words('Interval', 'Intervalo'), add: 2.2 }, { code: 'RC', label: words('Repeat cycle', 'Ciclo repetitivo'), add: 5.8 }, { code: 'MF', label: words('Multi-function', 'Multifunción'), add: 12.9 }] },
          { key: 'voltage', values: [{ code: '24', label: '24 V AC/DC' }, { code: '120', label: '120 V AC' }, { code: 'U', label: '24-240 V AC/DC', add: 6.5 }] },
          { key: 'contacts', values: [{ code: '1C', label: '1 form C' }, { code: '2C', label: '2 form C', add: 3.4 }] },
        ],
      },
    ]),
  ]
}

function terminalFamilies(): FamilyDef[] {
  const colours = [c('gray', 'G'), c('blue', 'B', 0.05), c('green', 'GY', 0.35)]
  return [
    family('nema-terminal-blocks', 'borneras-nema', words('NEMA terminal blocks', 'Borneras NEMA'), words('Barrier and sectional terminal blocks to UL 1059.', 'Borneras de barrera y seccionales según UL 1059.'), 19, [
      {
        code: 'TB-N',
        title: words('Sectional NEMA terminal blocks', 'Borneras NEMA seccionales'),
        summary: words('Screw-clamp blocks 22-6 AWG on 35 mm DIN rail, 600 V.', 'Borneras de tornillo de 22 a 6 AWG en riel DIN de 35 mm, 600 V.'),
        points: { en: ['UL 1059, 600 V class B and C', 'Nylon 6/6 housing, UL 94 V-0', 'Marker groove on top'], es: ['UL 1059, 600 V clases B y C', 'Carcasa de nylon 6/6, UL 94 V-0', 'Ranura para marcador en la parte superior'] },
        schedule: 'G-4',
        base: 0.92,
        pkgqty: 50,
        art: 'terminal',
        axes: [{ key: 'color', values: colours }, { key: 'wire', values: sizes([['12', '22-12 AWG', 0], ['10', '22-10 AWG', 0.21], ['8', '18-8 AWG', 0.64], ['6', '14-6 AWG', 1.18]]) }],
      },
      {
        code: 'TB-B',
        title: words('Barrier terminal strips', 'Tiras de bornes de barrera'),
        summary: words('Panel-mount barrier strips, 2 to 12 positions.', 'Tiras de barrera para montaje en panel, de 2 a 12 posiciones.'),
        points: { en: ['Phenolic base, 300 V / 20 A', 'Captive binder-head screws'], es: ['Base fenólica, 300 V / 20 A', 'Tornillos cautivos de cabeza plana'] },
        schedule: 'G-4',
        base: 2.6,
        pkgqty: 10,
        art: 'terminal',
        colour: 'black',
        axes: [{ key: 'positions', values: sizes([['2', '2', 0], ['4', '4', 0.8], ['6', '6', 1.6], ['8', '8', 2.4], ['10', '10', 3.2], ['12', '12', 4]]) }, { key: 'current', values: sizes([['20', '20 A', 0], ['30', '30 A', 1.1]]) }],
      },
    ]),
    family('nema-terminal-blocks-accessories', 'accesorios-para-borneras-nema', words('NEMA terminal block accessories', 'Accesorios para borneras NEMA'), words('End plates, end stops, jumpers and markers.', 'Placas finales, topes, puentes y marcadores.'), 20, [
      {
        code: 'TBA-N',
        title: words('NEMA block jumpers and end parts', 'Puentes y piezas finales para borneras NEMA'),
        summary: words('Center jumpers 2 to 10 poles, end plates and end stops.', 'Puentes centrales de 2 a 10 polos, placas finales y topes.'),
        points: { en: ['Insulated center jumpers', 'Screwless end stops'], es: ['Puentes centrales aislados', 'Topes sin tornillo'] },
        schedule: 'G-5',
        base: 0.85,
        pkgqty: 10,
        art: 'jumper',
        colour: 'red',
        axes: [{ key: 'type', values: [{ code: 'J2', label: words('Jumper, 2 pole', 'Puente, 2 polos') }, { code: 'J3', label: words('Jumper, 3 pole', 'Puente, 3 polos'), add: 0.3 }, { code: 'J5', label: words('Jumper, 5 pole', 'Puente, 5 polos'), add: 0.8 }, { code: 'J10', label: words('Jumper, 10 pole', 'Puente, 10 polos'), add: 1.9 }, { code: 'EP', label: words('End plate', 'Placa final'), add: -0.4 }, { code: 'ES', label: words('End stop', 'Tope final'), add: 0.2 }] }],
      },
    ], 'nema-terminal-blocks'),
    family('iec-terminal-blocks', 'borneras-iec', words('IEC terminal blocks', 'Borneras IEC'), words('Spring-clamp and screw terminal blocks to IEC 60947-7-1.', 'Borneras de resorte y de tornillo según IEC 60947-7-1.'), 21, [
      {
        code: 'TB-S',
        title: words('Spring-clamp terminal blocks', 'Borneras de resorte'),
        summary: words('Push-in spring terminals, 2.5 to 16 mm², feed-through and ground.', 'Bornes de resorte de inserción directa de 2,5 a 16 mm², de paso y de tierra.'),
        points: { en: ['Push-in wiring, no tools for solid or ferruled wire', 'IEC 60947-7-1 and UL 1059', 'Vibration proof to IEC 60068-2-6'], es: ['Conexión por inserción, sin herramienta para alambre sólido o con puntera', 'IEC 60947-7-1 y UL 1059', 'A prueba de vibración según IEC 60068-2-6'] },
        schedule: 'G-4',
        base: 0.78,
        pkgqty: 50,
        art: 'terminal-iec',
        axes: [{ key: 'color', values: colours }, { key: 'size', values: sizes([['2.5', '2.5 mm²', 0], ['4', '4 mm²', 0.18], ['6', '6 mm²', 0.42], ['10', '10 mm²', 0.96], ['16', '16 mm²', 1.74]]) }, { key: 'levels', values: [{ code: '1', label: words('Single level', 'Un nivel') }, { code: '2', label: words('Double level', 'Dos niveles'), add: 0.95 }] }],
      },
      {
        code: 'TB-F',
        title: words('Fuse terminal blocks', 'Borneras portafusibles'),
        summary: words('Hinged fuse holders for 5 x 20 mm and 1/4 x 1-1/4 in fuses, with blown-fuse LED.', 'Portafusibles abatibles para fusibles de 5 x 20 mm y 1/4 x 1-1/4 in, con LED de fusible fundido.'),
        points: { en: ['Hinged fuse carrier', 'Blown-fuse indicator'], es: ['Portafusible abatible', 'Indicador de fusible fundido'] },
        schedule: 'G-5',
        base: 4.2,
        pkgqty: 10,
        art: 'terminal-iec',
        colour: 'black',
        axes: [{ key: 'fuse', values: [{ code: '520', label: '5 x 20 mm' }, { code: '114', label: '1/4 x 1-1/4 in', add: 0.9 }] }, { key: 'indicator', values: [{ code: 'N', label: words('None', 'Ninguno') }, { code: '24', label: 'LED 24 V', add: 1.3 }, { code: '120', label: 'LED 120 V', add: 1.5 }] }],
      },
    ]),
    family('iec-terminal-blocks-accessories', 'accesorios-para-borneras-iec', words('IEC terminal block accessories', 'Accesorios para borneras IEC'), words('Plug-in bridges, end covers, end brackets and marker cards.', 'Puentes enchufables, tapas finales, soportes finales y tarjetas de marcado.'), 22, [
      {
        code: 'TBA-S',
        title: words('Plug-in bridges and end covers', 'Puentes enchufables y tapas finales'),
        summary: words('Bridges 2 to 10 poles for spring-clamp blocks.', 'Puentes de 2 a 10 polos para borneras de resorte.'),
        points: { en: ['Plug-in, no tools', 'Fits TB-S 2.5 to 16 mm²'], es: ['Enchufables, sin herramienta', 'Para TB-S de 2,5 a 16 mm²'] },
        schedule: 'G-5',
        base: 0.64,
        pkgqty: 10,
        art: 'jumper',
        colour: 'red',
        axes: [{ key: 'size', values: sizes([['2.5', '2.5 mm²', 0], ['4', '4 mm²', 0.08], ['6', '6 mm²', 0.15], ['10', '10 mm²', 0.3]]) }, { key: 'type', values: [{ code: 'B2', label: words('Bridge, 2 pole', 'Puente, 2 polos') }, { code: 'B3', label: words('Bridge, 3 pole', 'Puente, 3 polos'), add: 0.2 }, { code: 'B10', label: words('Bridge, 10 pole', 'Puente, 10 polos'), add: 1.6 }, { code: 'EC', label: words('End cover', 'Tapa final'), add: -0.2 }] }],
      },
    ], 'iec-terminal-blocks'),
  ]
}

function motorControlFamilies(): FamilyDef[] {
  const ratings: [string, string, number][] = [['9', '9 A', 0], ['12', '12 A', 4.5], ['18', '18 A', 11], ['25', '25 A', 19.5], ['32', '32 A', 31], ['40', '40 A', 52], ['50', '50 A', 71], ['65', '65 A', 98]]
  return [
    family('definite-purpose-contactors', 'contactores-de-proposito-definido', words('Definite purpose contactors', 'Contactores de propósito definido'), words('DP contactors for HVAC and refrigeration, 20 to 90 A.', 'Contactores de propósito definido para HVAC y refrigeración, de 20 a 90 A.'), 23, [
      {
        code: 'DP',
        title: words('Definite purpose contactors', 'Contactores de propósito definido'),
        summary: words('1, 2 and 3 pole DP contactors, UL 508, quick-connect and box-lug terminals.', 'Contactores DP de 1, 2 y 3 polos, UL 508, con terminales de conexión rápida y de caja.'),
        points: { en: ['UL 508 and CSA C22.2 No. 14', 'Full-load amps 20 to 90 A', 'Coil quick-connects'], es: ['UL 508 y CSA C22.2 No. 14', 'Corriente a plena carga de 20 a 90 A', 'Bobina con conexiones rápidas'] },
        schedule: 'G-6',
        base: 14.9,
        pkgqty: 1,
        art: 'contactor',
        colour: 'black',
        tariff: true,
        axes: [
          { key: 'poles', values: sizes([['1', '1', 0], ['2', '2', 3.2], ['3', '3', 7.8]]) },
          { key: 'current', values: sizes([['20', '20 A', 0], ['30', '30 A', 4.4], ['40', '40 A', 9.9], ['60', '60 A', 24.5], ['90', '90 A', 49]]) },
          { key: 'voltage', values: COIL_VOLTAGES },
        ],
      },
    ]),
    family('contactors-control-relays', 'contactores-y-reles-de-control', words('Contactors and control relays', 'Contactores y relés de control'), words('IEC contactors 9 to 65 A and 4-pole control relays.', 'Contactores IEC de 9 a 65 A y relés de control de 4 polos.'), 24, [
      {
        code: 'CT',
        title: words('IEC contactors', 'Contactores IEC'),
        summary: words('3-pole contactors rated by AC-3 current, with auxiliary contact.', 'Contactores tripolares por corriente AC-3, con contacto auxiliar.'),
        points: { en: ['IEC 60947-4-1 utilization category AC-3', 'Built-in auxiliary 1 NO or 1 NC', 'DIN rail or screw mount up to 40 A'], es: ['IEC 60947-4-1 categoría de empleo AC-3', 'Auxiliar integrado 1 NA o 1 NC', 'Montaje en riel DIN o con tornillos hasta 40 A'] },
        schedule: 'H-2',
        base: 21.4,
        pkgqty: 1,
        art: 'contactor',
        colour: 'green',
        tariff: true,
        axes: [{ key: 'current', values: sizes(ratings) }, { key: 'voltage', values: COIL_VOLTAGES }, { key: 'contacts', values: [{ code: '10', label: words('1 NO auxiliary', 'Auxiliar 1 NA') }, { code: '01', label: words('1 NC auxiliary', 'Auxiliar 1 NC') }] }],
      },
      {
        code: 'CTR',
        title: words('Reversing contactors', 'Contactores de inversión'),
        summary: words('Pre-wired reversing pairs with mechanical and electrical interlock.', 'Pares de inversión precableados con enclavamiento mecánico y eléctrico.'),
        points: { en: ['Two CT contactors with power wiring and interlock', 'IEC 60947-4-1, AC-3'], es: ['Dos contactores CT con cableado de potencia y enclavamiento', 'IEC 60947-4-1, AC-3'] },
        schedule: 'H-2',
        base: 58,
        pkgqty: 1,
        art: 'contactor',
        colour: 'green',
        tariff: true,
        axes: [{ key: 'current', values: sizes(ratings.slice(0, 6)) }, { key: 'voltage', values: COIL_VOLTAGES }],
      },
      {
        code: 'CR',
        title: words('Control relays', 'Relés de control'),
        summary: words('4-pole IEC control relays, 10 A AC-15.', 'Relés de control IEC de 4 polos, 10 A AC-15.'),
        points: { en: ['4 poles, 10 A thermal', 'Mechanically linked contacts'], es: ['4 polos, 10 A térmicos', 'Contactos mecánicamente vinculados'] },
        schedule: 'H-2',
        base: 26.9,
        pkgqty: 1,
        art: 'contactor',
        colour: 'blue',
        axes: [{ key: 'contacts', values: [{ code: '40', label: '4 NO' }, { code: '31', label: '3 NO + 1 NC' }, { code: '22', label: '2 NO + 2 NC' }] }, { key: 'voltage', values: COIL_VOLTAGES }],
      },
    ]),
    family('overload-relays', 'reles-de-sobrecarga', words('Overload relays', 'Relés de sobrecarga'), words('Thermal and electronic overload relays for IEC contactors.', 'Relés de sobrecarga térmicos y electrónicos para contactores IEC.'), 25, [
      {
        code: 'OL',
        title: words('Thermal overload relays', 'Relés de sobrecarga térmicos'),
        summary: words('Class 10 thermal overloads, direct mount on CT contactors.', 'Relés térmicos clase 10, montaje directo en contactores CT.'),
        points: { en: ['Trip class 10, phase-loss sensitive', 'Manual or automatic reset', 'Test and stop buttons'], es: ['Clase de disparo 10, sensible a pérdida de fase', 'Restablecimiento manual o automático', 'Botones de prueba y paro'] },
        schedule: 'H-2',
        base: 28.5,
        pkgqty: 1,
        art: 'overload',
        colour: 'blue',
        axes: [{ key: 'range', values: sizes([['0.4', '0.25-0.4 A', 0], ['1', '0.63-1 A', 0], ['2.5', '1.6-2.5 A', 0], ['6', '4-6 A', 0], ['10', '7-10 A', 0], ['18', '12-18 A', 3.5], ['25', '17-25 A', 6.5], ['32', '23-32 A', 11], ['40', '30-40 A', 18], ['65', '48-65 A', 31]]) }],
      },
    ]),
    family('motor-protection-breakers', 'guardamotores', words('Motor protection breakers', 'Guardamotores'), words('Manual motor protectors with adjustable thermal trip, 0.1 to 32 A.', 'Guardamotores con disparo térmico ajustable, de 0,1 a 32 A.'), 26, [
      {
        code: 'MP',
        title: words('Manual motor protectors', 'Guardamotores manuales'),
        summary: words('Rotary-handle motor protectors, UL 508 type E with line-side adapter.', 'Guardamotores de manija rotativa, UL 508 tipo E con adaptador de línea.'),
        points: { en: ['Adjustable thermal and fixed magnetic trip', 'Phase-loss sensitivity', 'Lockable handle'], es: ['Disparo térmico ajustable y magnético fijo', 'Sensibilidad a pérdida de fase', 'Manija bloqueable'] },
        schedule: 'H-3',
        base: 44,
        pkgqty: 1,
        art: 'breaker',
        colour: 'black',
        tariff: true,
        axes: [{ key: 'range', values: sizes([['0.16', '0.1-0.16 A', 0], ['0.4', '0.25-0.4 A', 0], ['1', '0.63-1 A', 0], ['2.5', '1.6-2.5 A', 0], ['4', '2.5-4 A', 0], ['6.3', '4-6.3 A', 2], ['10', '6.3-10 A', 4], ['16', '10-16 A', 8], ['25', '20-25 A', 15], ['32', '25-32 A', 24]]) }],
      },
    ]),
  ]
}

// ---- Helpers -----------------------------------------------------------------------------------

function family(slug: string, slugEs: string, title: Bi, summary: Bi, order: number, series: SeriesDef[], parent?: string): FamilyDef {
  return { slug, slugEs, title, summary, intro: summary, order, series, parent }
}

function enclosure(code: string, title: Bi, colour: Colour, schedule: string, base: number, dims: [string, string, number][]): SeriesDef {
  return {
    code,
    title,
    summary: words('Wall-mount with continuous hinge, back panel included.', 'De pared con bisagra continua, placa de montaje incluida.'),
    points: {
      en: ['Poured-in-place gasket', 'Quarter-turn latches, padlockable', 'Back panel and ground studs included', 'Made to order: ships in 10 working days'],
      es: ['Empaque vaciado en sitio', 'Cerraduras de cuarto de vuelta, con candado', 'Placa de montaje y birlos de tierra incluidos', 'Fabricación sobre pedido: se envía en 10 días hábiles'],
    },
    schedule,
    base,
    pkgqty: 1,
    art: 'enclosure',
    colour,
    lead: words('Made to order: ships in 10 working days', 'Fabricación sobre pedido: se envía en 10 días hábiles'),
    axes: [{ key: 'size', values: sizes(dims) }, { key: 'door', values: [{ code: 'S', label: words('Solid door', 'Puerta sólida') }, { code: 'W', label: words('Window door', 'Puerta con ventana'), add: Math.round(base * 0.45) }] }],
  }
}

function legendWords(): AxisValue[] {
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
