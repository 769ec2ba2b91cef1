import { c, DUCT_COLOURS, enclosure, type FamilyDef, legendWords, sizes, words } from './familyDefs'
import { motorControlFamilies, relayFamilies } from './motorControlFamilies'
import { buttonFamilies, pilotFamilies } from './operatorFamilies'
import { terminalFamilies } from './terminalFamilies'

/**
 * The demo maker's catalogue as definitions: families (categories) and their series, each
 * series with the attributes its parts vary by. Parts are every combination of a series'
 * attribute values (see index.ts). The maker is invented: Brackwell Controls.
 */

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
