import { EMAIL } from './company'
import { crossTablesMarkdown } from './resourceCrossTables'
import type { DemoResource } from './types'

/**
 * The competitor cross reference, a downloadable resource (resources.ts lists every resource
 * in its order).
 */
export const crossReference: DemoResource = {
  record: {
    slug: { en: 'cross-reference-guide', es: 'guia-de-equivalencias' },
    title: { en: 'Cross-reference guide', es: 'Guía de equivalencias' },
    summary: {
      en: 'How to replace another maker’s part by function and rating, with conversion tables for wire sizes, motor ratings, contact numbering and enclosure types.',
      es: 'Cómo reemplazar una pieza de otro fabricante por función y capacidad, con tablas de conversión de calibres, capacidades de motor, numeración de contactos y tipos de gabinete.',
    },
    language: 'en',
    kind: 'guide',
    file: 'cross-reference-guide.pdf',
    content: {
      en: `Replacing a part from another maker is easier, and safer, when you cross by function and rating instead of by part number alone.

## What the guide covers

- A step-by-step method for crossing push buttons, pilot lights, relays, contactors and terminal blocks.
- AWG to mm² conversion for terminal blocks and wire duct fill.
- NEMA starter sizes, motor full-load currents and IEC AC-3 ratings side by side.
- Contact numbering and enclosure type tables.

Every cross we publish is in the tables below, by brand, with the match level in words: **exact** (same function, ratings and fit), **functional** (same function; check the difference the note names) or **partial** (covers part of the other maker's part). Our own part numbers that were replaced are listed after them, with the part sold today. Any of these numbers also works in the search, the quick order and the BOM paste.

Send us a bill of materials and our applications team will cross it for you, free of charge.`,
      es: `Reemplazar una pieza de otro fabricante es más fácil, y más seguro, cuando la equivalencia se hace por función y capacidad y no solo por número de pieza.

## Qué incluye la guía

- Un método paso a paso para encontrar equivalentes de botones, luces piloto, relés, contactores y borneras.
- Conversión de AWG a mm² para borneras y para el cálculo de llenado de canaleta.
- Tamaños de arrancador NEMA, corrientes de motor a plena carga y capacidades IEC AC-3 lado a lado.
- Tablas de numeración de contactos y de tipos de gabinete.

Todas las equivalencias que publicamos están en las tablas de abajo, por marca, con el nivel de equivalencia en palabras: **exacta** (misma función, capacidades y montaje), **funcional** (misma función; revise la diferencia que indica la nota) o **parcial** (cubre una parte de la pieza del otro fabricante). Después vienen nuestros números de pieza que fueron reemplazados, con la pieza que se vende hoy. Cualquiera de estos números funciona también en la búsqueda, el pedido rápido y la carga de listas de materiales.

Envíenos su lista de materiales y nuestro equipo de aplicaciones le hará las equivalencias sin costo.`,
    },
  },
  pdf: {
    fileName: 'cross-reference-guide.pdf',
    title: { en: 'Cross-reference guide', es: 'Guía de equivalencias' },
    subtitle: 'Crossing industrial control components by function and rating',
    // Built when the PDF is drawn (the seed), not when this module loads.
    get markdown() {
      return guideMarkdown()
    },
  },
}

function guideMarkdown(): string {
  return `## Cross by function, not by part number

Part numbers from different makers rarely map one to one, and a catalogue cross that looks right can differ in a rating that matters. Check these points, in this order:

1. **Function**: what the device does (for example, a maintained two-position selector switch, or an on-delay timer).
2. **Electrical ratings**: voltage, current, utilization category or NEMA designation, coil voltage.
3. **Certifications** required by the panel: UL Listed or Recognized, CSA, CE.
4. **Mechanical fit**: mounting hole, DIN rail, footprint, depth, terminal type.
5. **Environment**: NEMA Type or IP rating, temperature range, corrosion resistance.
6. **Accessories** already in the panel: legend plates, sockets, jumpers, markers.

## By family: what to check

- **22 mm operators**: operator type and action (momentary or maintained), color, contact arrangement (NO, NC), pilot light voltage and LED type, NEMA Type rating.
- **Pilot lights**: voltage, AC or DC, lens color and shape, anti-ghosting.
- **General-purpose relays**: base (8-pin or 11-pin octal, square 14-pin), contact form, coil voltage. Pin-outs of octal relays are standard; square-base pin-outs usually are, but confirm.
- **Timing relays**: function, timing range, supply voltage, trigger input, contact form.
- **Contactors**: AC-3 current or horsepower at the supply voltage, coil voltage, auxiliary contacts, mounting of the matching overload relay.
- **Terminal blocks**: wire range, current and voltage (UL), width, clamp type, accessories.

## Wire sizes: AWG and mm²

| AWG | mm² (exact) | Nearest metric size |
|---|---|---|
| 22 | 0.33 | 0.34 |
| 20 | 0.52 | 0.5 |
| 18 | 0.82 | 0.75 |
| 16 | 1.31 | 1.5 |
| 14 | 2.08 | 2.5 |
| 12 | 3.31 | 4 |
| 10 | 5.26 | 6 |
| 8 | 8.37 | 10 |
| 6 | 13.3 | 16 |
| 4 | 21.2 | 25 |
| 2 | 33.6 | 35 |
| 1/0 | 53.5 | 50 |

## NEMA starter sizes and IEC contactors

| NEMA size | Continuous A | Max hp at 460 V | Typical IEC choice (AC-3) |
|---|---|---|---|
| 00 | 9 | 2 | 9 A |
| 0 | 18 | 5 | 12 to 18 A |
| 1 | 27 | 10 | 18 to 25 A |
| 2 | 45 | 25 | 38 to 40 A |
| 3 | 90 | 50 | 65 to 80 A |

IEC choices assume normal duty. For jogging, plugging or frequent starts, choose by AC-4 ratings or go up a size.

## Motor full-load currents, three-phase, 460 V

From NEC Table 430.250, for sizing conductors and short-circuit protection (set overload relays to the nameplate current instead):

| hp | 1 | 2 | 3 | 5 | 7.5 | 10 | 15 | 20 | 25 | 30 |
|---|---|---|---|---|---|---|---|---|---|---|
| A | 2.1 | 3.4 | 4.8 | 7.6 | 11 | 14 | 21 | 27 | 34 | 40 |

## Contact numbering

| Contact | IEC / EN 50005 numbers |
|---|---|
| Instantaneous NO | x3-x4 (for example 13-14) |
| Instantaneous NC | x1-x2 (for example 21-22) |
| Changeover (relay) | 11-12-14 (common, NC, NO) |
| Timed changeover | 15-16-18 (common, NC, NO) |
| Contactor coil | A1-A2 |
| Main poles | 1-2, 3-4, 5-6 (L1-T1, L2-T2, L3-T3) |

## Enclosure types and IP codes

| NEMA Type | Meets at least |
|---|---|
| 1 | IP10 |
| 3R | IP14 |
| 4 and 4X | IP56 |
| 12 | IP52 |
| 13 | IP54 |
| 6 | IP67 |

The table works from NEMA to IP only: an IP code does not cover corrosion, icing or oil, which NEMA Types do.

${crossTablesMarkdown()}

## Let us do the cross

Send your bill of materials, with the other maker's part numbers and quantities, to ${EMAIL}. We reply within two business days with our equivalents, prices and stock, and flag anything that is not a direct replacement.`
}
