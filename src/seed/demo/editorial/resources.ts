import { EMAIL, MAKER, PHONE, SHOP } from './company'
import { IMG } from './media'
import type { PdfSource, ResourceRecord } from './types'

/**
 * Downloadable resources: each record points to a PDF in files/, and each PDF is written
 * from the English Markdown below by the demo PDF writer. The resource pages themselves
 * are bilingual and describe what the document holds.
 */

/**
 * `families`: the product families (slugs of src/seed/demo/products/families.ts) the
 * document belongs to, or every family; it is linked to one public series of each, and
 * a series page lists the documents of its whole family.
 */
type Resource = { record: ResourceRecord; pdf: PdfSource; families?: readonly string[] | 'all' }

const catalogue: Resource = {
  record: {
    slug: { en: 'full-line-catalogue', es: 'catalogo-general' },
    title: { en: 'Full-line catalogue', es: 'Catálogo general' },
    summary: {
      en: 'Every product family in one PDF: operators and pilot lights, relays, contactors, motor protection, terminal blocks, wire duct, enclosures and disconnects, with key ratings.',
      es: 'Todas las familias de productos en un solo PDF: operadores y luces piloto, relés, contactores, protección de motores, borneras, canaleta, gabinetes y seccionadores, con sus capacidades principales.',
    },
    language: 'en',
    kind: 'catalogue',
    file: 'full-line-catalogue.pdf',
    image: IMG.controlPanel,
    content: {
      en: `The full-line catalogue is the quickest way to see everything we stock and how the families fit together in a control panel.

## What is inside

- An overview of each product family with its key ratings and standards.
- How to read our ratings: utilization categories, NEMA contact designations and enclosure types.
- Ordering notes: package quantities, lead times and shipping from Pittsburgh.

## How to use it

Use the catalogue to plan a panel or a spare-parts list, then check the exact part, its price and its stock on the product pages. Data sheets and drawings give the full details of each family.`,
      es: `El catálogo general es la forma más rápida de ver todo lo que tenemos en existencia y cómo se combinan las familias dentro de un tablero de control.

## Contenido

- Una presentación de cada familia de productos con sus capacidades y normas principales.
- Cómo leer nuestras especificaciones: categorías de empleo, designaciones NEMA de contactos y tipos de gabinete.
- Notas para pedidos: cantidades por paquete, plazos de entrega y envíos desde Pittsburgh.

## Cómo aprovecharlo

Úselo para planear un tablero o una lista de refacciones y después confirme el número de parte exacto, su precio y su existencia en las páginas de producto. Las fichas técnicas y los planos dan el detalle completo de cada familia.`,
    },
  },
  pdf: {
    fileName: 'full-line-catalogue.pdf',
    title: { en: 'Full-line catalogue', es: 'Catálogo general' },
    subtitle: `Industrial control components from ${MAKER}, sold online by ${SHOP}. Edition 2026.`,
    markdown: `## About this catalogue

This catalogue summarizes every product family that ${SHOP} stocks and ships from Pittsburgh, Pennsylvania. It gives the key ratings you need to plan a panel; the product pages on our website list every part with its current price, package quantity and stock, and each family has its own data sheet and CAD drawings.

All products are designed for industrial control panels built to UL 508A and for machinery built to NFPA 79 and IEC 60204-1. Ratings below are typical of each family; the marking on the product and its data sheet govern.

## 22 mm NEMA push buttons, selector switches and pilot lights

Modular 22 mm operators in metal and plastic bezels: flush, extended and mushroom push buttons, illuminated push buttons, two- and three-position selector switches, key switches, potentiometers and pilot lights with integral LED modules.

| Characteristic | Value |
|---|---|
| Mounting hole | 22.3 mm (0.88 in), anti-rotation notch optional |
| Panel thickness | 1 to 6 mm |
| Degree of protection (installed) | NEMA Type 4, 4X and 13; IP66 |
| Contact blocks | 1 NO or 1 NC per block, screw clamp, finger-safe |
| Contact ratings | NEMA A600 and Q600; IEC AC-15 3 A at 240 V; DC-13 1 A at 24 V |
| Thermal current | 10 A |
| Pilot light voltages | 24 V AC/DC, 120 V AC, 240 V AC; transformer type for 480 V AC |
| LED life | 100,000 hours typical |
| Ambient temperature | -25 to +55 °C (-13 to +131 °F) |

Accessories: legend plates, protective boots, padlock attachments, emergency stop guards and spare LED modules. 30 mm accessories keep older 30 mm panels in service.

## 16 mm and 13 mm pilot lights

Compact LED indicators for dense panels, HMI bezels and OEM equipment, sealed to IP65 or better from the front. Voltages from 6 V to 240 V, in red, green, amber, blue and white.

## Control stations

Pre-drilled enclosures for one to four 22 mm operators, in polycarbonate (Type 4X), painted steel (Type 12) and stainless steel (Type 4X), ready for remote start-stop stations and pendant controls.

## General-purpose relays and sockets

Plug-in relays with 8-pin and 11-pin octal bases and square 14-pin bases, with mechanical flag and LED indicators and a lockable test button on most models. DIN-rail and panel-mount sockets with retainer clips keep the relay seated under vibration.

| Characteristic | Value |
|---|---|
| Contacts | DPDT or 3PDT (octal), DPDT or 4PDT (square base) |
| Contact rating | up to 10 A at 240 V AC or 28 V DC, resistive |
| Coil voltages | 12 V DC, 24 V DC, 24 V AC, 120 V AC, 240 V AC |
| Mechanical life | 10 million operations |

## Electronic timing relays

Multi-function and single-function timers on DIN rail or octal base: on-delay, off-delay, interval, single shot, repeat cycle and star-delta. Universal supplies from 24 to 240 V AC/DC cover most panels with one part.

## Contactors and control relays

IEC-style contactors from 9 A to 95 A in AC-3, with AC and DC coils, front and side auxiliary contact blocks, mechanical interlocks for reversing and coil surge suppressors. Four-pole control relays share the same accessories. UL and CSA ratings are stated in horsepower at 120, 240, 480 and 600 V.

## Definite-purpose contactors

One-, two- and three-pole contactors for HVAC, refrigeration, pump and heating loads, rated to AHRI 780 from 20 to 90 full-load amperes, with 24 V AC, 120 V AC and 208/240 V AC coils.

## Overload relays and motor protection breakers

Bimetallic overload relays with Class 10 or Class 20 characteristics, phase-loss sensitivity and ambient compensation, mounting directly under the matching contactor. Motor protection breakers combine adjustable thermal protection and a magnetic short-circuit trip with a rotary handle, from 0.1 A to 32 A.

## NEMA and IEC terminal blocks

| Family | Typical range | Standards |
|---|---|---|
| NEMA-style blocks | 22 AWG to 2/0 AWG, up to 600 V | UL 1059, CSA C22.2 No. 158 |
| IEC screw clamp | 2.5 mm² to 35 mm² | IEC 60947-7-1, UL 1059 |
| IEC push-in | 2.5 mm² to 16 mm² | IEC 60947-7-1, UL 1059 |
| Ground blocks | 2.5 mm² to 35 mm² | IEC 60947-7-2, UL 467 |

Accessories: end covers, end stops, jumpers, marker cards, fuse and disconnect blocks, DIN rail.

## Wire duct

Slotted rigid PVC wiring duct in narrow-slot and wide-slot designs, from 0.5 in to 4 in wide and 1 in to 5 in high, in 2 m (6.5 ft) lengths, with matching covers. Accessories include mounting clips, end caps, corner pieces and duct cutters.

## Enclosures and disconnect switches

Wall-mount and free-standing enclosures in painted steel (Type 12 and Type 4), 304 and 316L stainless steel (Type 4X), polycarbonate and fiberglass (Type 4X), with back panels and accessories. Rotary disconnect switches from 16 A to 125 A with through-door handles, door interlocks and padlocking.

## Reading our ratings

- **NEMA A600 and Q600**: heavy-duty AC and standard-duty DC pilot duty designations for control contacts (A600: 10 A continuous, 7,200 VA make and 720 VA break).
- **AC-1, AC-3, AC-4, AC-15, DC-13**: IEC utilization categories; see our article on contactor utilization categories.
- **NEMA Types and IP codes**: enclosure ratings; a NEMA Type meets at least the IP code listed in NEMA 250, but not the other way round.

## Ordering and shipping

- Prices are in US dollars. Distributors and OEMs buy from their own price lists once signed in.
- Many parts are sold in package quantities, shown on each product page.
- In-stock orders ship from Pittsburgh (ZIP 15222), FOB origin. Parts marked with a lead time ship in about 10 business days.

Questions: ${EMAIL} or ${PHONE}, Monday to Friday, 8:00 to 17:00 Eastern time. We answer in English and Spanish.`,
  },
}

const dataSheet: Resource = {
  families: ['22mm-nema-push-buttons', '22mm-nema-pilot-lights', 'control-stations'],

  record: {
    slug: { en: '22mm-operators-data-sheet', es: 'ficha-tecnica-operadores-22-mm' },
    title: { en: 'Data sheet: 22 mm push buttons and pilot lights', es: 'Ficha técnica: botones y luces piloto de 22 mm' },
    summary: {
      en: 'Ratings, contact block data, LED currents, dimensions and installation torques for the 22 mm NEMA operator family.',
      es: 'Capacidades, datos de los bloques de contactos, consumo de los LED, dimensiones y pares de apriete de la familia de operadores NEMA de 22 mm.',
    },
    language: 'en',
    kind: 'datasheet',
    file: '22mm-operators-data-sheet.pdf',
    image: IMG.pilotLights,
    content: {
      en: `The technical reference for our 22 mm push buttons, selector switches and pilot lights.

## Highlights

- NEMA A600 and Q600 contact ratings, IEC AC-15 and DC-13 data.
- LED module currents at 24 V, 120 V and 240 V, and what they mean for PLC outputs.
- Panel cut-out, spacing and depth behind the panel.
- Tightening torques for the mounting ring and the contact block terminals.`,
      es: `La referencia técnica de nuestros botones, selectores y luces piloto de 22 mm.

## Lo más importante

- Capacidades de contacto NEMA A600 y Q600, y datos IEC AC-15 y DC-13.
- Consumo de los módulos LED a 24 V, 120 V y 240 V, y lo que implica para las salidas del PLC.
- Perforación en el panel, separación entre operadores y profundidad detrás del panel.
- Pares de apriete del anillo de montaje y de las terminales de los bloques de contactos.`,
    },
  },
  pdf: {
    fileName: '22mm-operators-data-sheet.pdf',
    title: { en: 'Data sheet: 22 mm push buttons and pilot lights', es: 'Ficha técnica: botones y luces piloto de 22 mm' },
    subtitle: 'NEMA Type 4, 4X and 13 / IP66 operators for industrial control panels',
    markdown: `## Product description

Modular 22 mm operators assembled from three parts: the operator (push button, selector switch or pilot light head), a mounting latch and one or more contact blocks or an LED module. The same contact blocks and LED modules fit every operator in the family.

## General ratings

| Characteristic | Value |
|---|---|
| Standards | UL 60947-5-1, CSA C22.2 No. 14, IEC 60947-5-1 |
| Degree of protection | NEMA Type 4, 4X and 13; IP66 (installed with gasket) |
| Rated insulation voltage | 600 V (UL), 690 V (IEC) |
| Ambient temperature, operation | -25 to +55 °C |
| Ambient temperature, storage | -40 to +70 °C |
| Mechanical life, momentary push button | 10 million operations |
| Mechanical life, selector switch | 1 million operations |
| Vibration | 5 g, 10 to 500 Hz |
| Shock | 50 g |

## Contact blocks

| Rating | Value |
|---|---|
| NEMA designation | A600 (AC), Q600 (DC) |
| Thermal current | 10 A |
| AC-15 (IEC) | 6 A at 120 V, 3 A at 240 V, 1.5 A at 480 V |
| DC-13 (IEC) | 1 A at 24 V, 0.55 A at 125 V, 0.27 A at 250 V |
| Minimum switching | 5 V, 1 mA (gold-plated blocks for PLC inputs) |
| Terminals | Captive screw, M3.5, finger-safe |
| Wire range | 1 or 2 × 22 to 14 AWG (0.5 to 2.5 mm²) |
| Terminal torque | 0.8 to 1.2 N·m (7 to 10 lb·in) |

A600 means 10 A continuous, with a make rating of 7,200 VA and a break rating of 720 VA: 60 A make and 6 A break at 120 V, 30 A and 3 A at 240 V, 15 A and 1.5 A at 480 V.

## LED modules

| Supply | Typical current | Notes |
|---|---|---|
| 24 V AC/DC | 12 mA | Polarity-independent |
| 120 V AC | 10 mA | Anti-ghosting circuit included |
| 240 V AC | 8 mA | Anti-ghosting circuit included |
| 480 V AC | 10 mA (secondary) | Transformer type |

LED life is 100,000 hours typical at 25 °C. Colors: red, green, amber, blue, white and clear.

The 120 V and 240 V modules include a load circuit that keeps the LED dark with up to 2 mA of leakage current, typical of triac PLC outputs and two-wire sensors.

## Mounting

- Panel cut-out: 22.3 mm (+0.4 / -0 mm) diameter, with an optional anti-rotation notch.
- Panel thickness: 1 to 6 mm.
- Minimum spacing, center to center: 30 mm horizontally and 40 mm vertically; 40 mm by 50 mm with legend plates.
- Depth behind the panel: 42 mm with one contact block level, 60 mm with two.
- Mounting ring torque: 1.5 to 2.0 N·m (13 to 18 lb·in). Over-tightening does not improve the seal and may crack plastic bezels.

## Installation notes

1. Deburr the hole; a sharp edge can cut the gasket.
2. Fit the gasket on the operator, insert it from the front and tighten the mounting ring from behind.
3. Snap the latch and contact blocks on; up to three blocks per level, two levels.
4. Wire with the supply off. Use ferrules on fine-stranded wire.
5. Check the NEMA or IP rating of the enclosure: the operator keeps its rating only in an enclosure with the same or a higher rating.

## Color conventions

Indicator colors per NFPA 79 and IEC 60204-1: red for emergency, yellow for abnormal, green for normal, blue for mandatory action and white for neutral information. Emergency stop operators are red on a yellow background.`,
  },
}

const manual: Resource = {
  families: ['wire-duct', 'nema-terminal-blocks', 'iec-terminal-blocks'],

  record: {
    slug: { en: 'terminal-block-wire-duct-installation-manual', es: 'manual-de-instalacion-borneras-y-canaleta' },
    title: { en: 'Installation manual: terminal blocks and wire duct', es: 'Manual de instalación: borneras y canaleta ranurada' },
    summary: {
      en: 'Step-by-step installation of DIN rail, terminal blocks and slotted wire duct, with strip lengths, torques, pull-test values and an inspection checklist.',
      es: 'Instalación paso a paso de riel DIN, borneras y canaleta ranurada, con longitudes de pelado, pares de apriete, valores de prueba de tracción y una lista de inspección.',
    },
    language: 'en',
    kind: 'manual',
    file: 'installation-manual-terminal-blocks-wire-duct.pdf',
    image: IMG.terminalBlocks,
    content: {
      en: `A practical manual for the panel shop floor: how to mount DIN rail and wire duct, prepare and terminate conductors and check the result.

## Chapters

1. Safety and tools.
2. Mounting DIN rail and wire duct.
3. Preparing conductors: strip lengths and ferrules.
4. Terminating screw-clamp and push-in blocks, with torque tables.
5. Jumpers, markers, end covers and ground blocks.
6. Inspection and pull testing before the panel ships.`,
      es: `Un manual práctico para el taller de tableros: cómo montar el riel DIN y la canaleta, preparar y conectar los conductores y verificar el resultado.

## Capítulos

1. Seguridad y herramientas.
2. Montaje del riel DIN y de la canaleta.
3. Preparación de conductores: longitudes de pelado y punteras.
4. Conexión en borneras de tornillo y push-in, con tablas de pares de apriete.
5. Puentes, marcadores, tapas finales y borneras de tierra.
6. Inspección y prueba de tracción antes de entregar el tablero.`,
    },
  },
  pdf: {
    fileName: 'installation-manual-terminal-blocks-wire-duct.pdf',
    title: { en: 'Installation manual: terminal blocks and wire duct', es: 'Manual de instalación: borneras y canaleta ranurada' },
    subtitle: 'For panel builders working to UL 508A and IEC 61439',
    markdown: `## 1. Safety

- Install and wire only with the supply disconnected, locked out and tested for absence of voltage.
- Installation must be done by qualified persons, following the wiring diagram of the panel and the local electrical code.
- Do not modify terminal blocks or wire duct. Damaged parts must be replaced.

## 2. Tools

- Slotted screwdriver matching the terminal screw (0.6 × 3.5 mm for 2.5 mm² blocks); a torque screwdriver is recommended.
- Wire stripper and a ferrule crimping tool with square or trapezoidal profile.
- Duct cutter or fine-tooth saw and a deburring tool.

## 3. Mounting DIN rail

- Use 35 × 7.5 mm rail to EN 60715 for terminal blocks up to 16 mm², and 35 × 15 mm rail for larger blocks or long unsupported spans.
- Fasten the rail at least every 150 mm (6 in) and within 25 mm of each end.
- Bond the rail to the panel's protective earth: ground blocks rely on the rail for their connection.

## 4. Mounting wire duct

- Cut duct with a duct cutter so the fingers are not cracked, and deburr the cut ends.
- Fasten the duct base with screws, rivets or push-in clips every 300 to 450 mm (12 to 18 in) and within 50 mm (2 in) of each end.
- Leave 25 to 40 mm (1 to 1.5 in) between the duct and the terminal row for bending space and markers.
- Keep power and control wiring in separate duct runs, or separate them with a divider.
- Design for about 50 percent fill so covers close and later changes fit.

## 5. Preparing conductors

| Block size | Wire range | Strip length |
|---|---|---|
| 2.5 mm² | 26 to 12 AWG | 8 to 10 mm |
| 4 mm² | 22 to 10 AWG | 9 to 11 mm |
| 6 mm² | 20 to 8 AWG | 10 to 12 mm |
| 10 mm² | 16 to 6 AWG | 12 to 14 mm |
| 16 mm² | 14 to 4 AWG | 14 to 16 mm |

- Use ferrules on fine-stranded conductors in screw-clamp blocks and always in push-in blocks unless the conductor is solid or class 2 stranded.
- The ferrule length must match the strip length; no bare strands may remain outside the clamp.

## 6. Terminating

| Block size | Screw-clamp torque |
|---|---|
| 2.5 mm² | 0.5 to 0.8 N·m (4.4 to 7 lb·in) |
| 4 mm² | 0.6 to 0.8 N·m (5.3 to 7 lb·in) |
| 6 mm² | 1.2 to 1.5 N·m (10.6 to 13.3 lb·in) |
| 10 mm² | 1.5 to 1.8 N·m (13.3 to 16 lb·in) |
| 16 mm² | 2.5 to 3.0 N·m (22 to 26.5 lb·in) |

Values are typical; the torque marked on the block or in its data sheet governs.

- **Screw clamp**: insert the conductor fully, tighten to torque, do not re-tighten after the panel has been energized without checking the torque value.
- **Push-in**: push the solid or ferruled conductor straight in until it stops. To release, press the orange pusher with a screwdriver and pull the conductor.

## 7. Accessories

- Fit an **end cover** on the open side of the last block of every group.
- Fit **end stops** at both ends of every row.
- Plug-in **jumpers** common adjacent blocks; check the jumper's current rating, which may be lower than the block's.
- Mark every block to the wire numbers on the diagram.

## 8. Inspection and pull test

| Conductor | Pull-out force (IEC 60947-1) |
|---|---|
| 1.5 mm² | 40 N |
| 2.5 mm² | 50 N |
| 4 mm² | 60 N |
| 6 mm² | 80 N |
| 10 mm² | 90 N |
| 16 mm² | 100 N |

1. Pull-test a sample of terminations on every panel; the conductor must not slip out.
2. Check that no copper is visible outside the clamp and that no insulation is clamped.
3. Check end covers, end stops, markers and the continuity of the protective earth.
4. Fit duct covers; if a cover will not close, the duct is over-filled.`,
  },
}

const ulSummary: Resource = {
  families: 'all',

  record: {
    slug: { en: 'ul-certification-summary', es: 'resumen-de-certificaciones-ul' },
    title: { en: 'UL certification summary', es: 'Resumen de certificaciones UL' },
    summary: {
      en: 'The UL and CSA standards each product family is certified to, whether it is Listed or Recognized, and how to verify a certification yourself.',
      es: 'Las normas UL y CSA con que está certificada cada familia de productos, si está listada o reconocida, y cómo verificar una certificación por su cuenta.',
    },
    language: 'en',
    kind: 'certificate',
    file: 'ul-certification-summary.pdf',
    content: {
      en: `Panel builders and inspectors need to know how each component is certified before it goes into a UL 508A panel. This summary lists every family with its standards and certification type.

## Listed or Recognized?

- **Listed** products are complete devices for field installation: push buttons, contactors, enclosures.
- **Recognized** components, marked with the backwards UR mark, are evaluated for use inside other equipment under stated conditions of acceptability, such as terminal blocks and plug-in relays.

Certifications change. Always confirm the current status in the certifier's online directory before you rely on a rating.`,
      es: `Los tableristas y los inspectores necesitan saber cómo está certificado cada componente antes de instalarlo en un tablero UL 508A. Este resumen presenta cada familia con sus normas y su tipo de certificación.

## ¿Listado o reconocido?

- Los productos **listados** (Listed) son aparatos completos para instalación en campo: botones, contactores, gabinetes.
- Los componentes **reconocidos** (Recognized), con la marca UR invertida, están evaluados para usarse dentro de otros equipos bajo ciertas condiciones de aceptabilidad, como las borneras y los relés enchufables.

Las certificaciones cambian. Antes de basarse en una capacidad, confirme siempre su vigencia en el directorio en línea del organismo certificador.`,
    },
  },
  pdf: {
    fileName: 'ul-certification-summary.pdf',
    title: { en: 'UL certification summary', es: 'Resumen de certificaciones UL' },
    subtitle: `Standards and certification types by product family, ${MAKER}`,
    markdown: `## Important notice

${MAKER} and ${SHOP} are fictional companies used to demonstrate an online store. The standards named below are real; the certifications and file references in this document are illustrative and do not describe any real product. In a real project, always verify a certification in the certifier's online directory.

## Certification by product family

| Product family | Standards | Type | File reference |
|---|---|---|---|
| 22 mm push buttons, selector switches, pilot lights | UL 60947-5-1, CSA C22.2 No. 14 | Listed | DEMO-E100001 |
| 16 mm and 13 mm pilot lights | UL 60947-5-1 | Recognized | DEMO-E100002 |
| Control stations | UL 508, UL 50E | Listed | DEMO-E100003 |
| General-purpose relays | UL 508 | Recognized | DEMO-E100004 |
| Relay sockets | UL 508 | Recognized | DEMO-E100004 |
| Electronic timing relays | UL 508 | Listed | DEMO-E100005 |
| Contactors | UL 60947-4-1, CSA C22.2 No. 60947-4-1 | Listed | DEMO-E100006 |
| Control relays | UL 60947-5-1 | Listed | DEMO-E100006 |
| Definite-purpose contactors | UL 60947-4-1 | Recognized | DEMO-E100007 |
| Overload relays | UL 60947-4-1 | Listed | DEMO-E100006 |
| Motor protection breakers | UL 60947-4-1 (manual motor controller; Type E where marked) | Listed | DEMO-E100008 |
| Terminal blocks | UL 1059, CSA C22.2 No. 158 | Recognized | DEMO-E100009 |
| Ground terminal blocks | UL 467 | Listed | DEMO-E100009 |
| Wire duct | UL 1565 (wire positioning devices) | Recognized | DEMO-E100010 |
| Enclosures | UL 50, UL 50E | Listed | DEMO-E100011 |
| Disconnect switches | UL 98, UL 60947-4-1 | Listed | DEMO-E100012 |

## Listed and Recognized

- A **Listed** product has been evaluated as a complete device for its intended use and may be installed in the field.
- A **Recognized** component has been evaluated for use inside other equipment. Its conditions of acceptability (for example, a temperature limit, a spacing or an enclosure requirement) must be met in the end product. UL 508A lets Recognized components be used in listed panels when those conditions are met.

## Ratings that matter for UL 508A

- **Short-circuit current rating (SCCR)**: each power-circuit component needs a marked rating, a tested combination rating with specific protective devices, or the default rating of UL 508A Supplement SB.
- **Horsepower ratings**: contactors, overload relays and motor protection breakers are rated in horsepower at 120, 240, 480 and 600 V.
- **Pilot duty ratings**: control circuit devices carry NEMA designations such as A600 and Q600.

## Other marks

- **CSA**: products marked for Canada carry the CSA standard named in the table.
- **CE**: products are declared to the Low Voltage Directive 2014/35/EU and the relevant IEC 60947 parts.
- **RoHS**: materials meet Directive 2011/65/EU as amended by 2015/863.

## How to verify a certification

1. Find the certification mark and file number on the product or its packaging.
2. Search the certifier's online directory for the file number or the company name.
3. Check that the product's model, the standard and the ratings you rely on appear in the listing.

Questions about certifications: ${EMAIL}.`,
  },
}

const cadIndex: Resource = {
  families: 'all',

  record: {
    slug: { en: 'cad-drawing-index', es: 'indice-de-planos-cad' },
    title: { en: 'CAD drawing index', es: 'Índice de planos CAD' },
    summary: {
      en: 'The 2D and 3D drawings available for each family, with formats, panel cut-outs and mounting dimensions for layout.',
      es: 'Los planos 2D y modelos 3D disponibles para cada familia, con formatos, perforaciones en panel y dimensiones de montaje para el diseño del tablero.',
    },
    language: 'en',
    kind: 'drawing',
    file: 'cad-drawing-index.pdf',
    content: {
      en: `Our CAD library gives panel designers outlines, cut-outs and 3D models for every product family.

## Formats

- **DXF** 2D outlines and panel cut-outs for any CAD package.
- **STEP** (AP214) 3D models for enclosure layout and interference checks.
- **PDF** dimension drawings for the shop floor.

The index lists every drawing by family and drawing number, with the standard panel cut-outs for 13, 16, 22 and 30 mm devices and the DIN rail profiles.`,
      es: `Nuestra biblioteca CAD ofrece a los diseñadores de tableros contornos, perforaciones y modelos 3D de todas las familias de productos.

## Formatos

- **DXF**: contornos 2D y perforaciones en panel para cualquier programa de CAD.
- **STEP** (AP214): modelos 3D para la distribución del gabinete y la revisión de interferencias.
- **PDF**: planos con dimensiones para el taller.

El índice presenta cada plano por familia y número de plano, junto con las perforaciones estándar para dispositivos de 13, 16, 22 y 30 mm y los perfiles de riel DIN.`,
    },
  },
  pdf: {
    fileName: 'cad-drawing-index.pdf',
    title: { en: 'CAD drawing index', es: 'Índice de planos CAD' },
    subtitle: 'Dimension drawings, panel cut-outs and 3D models by product family',
    markdown: `## How to get the drawings

Every product page links to the drawings of its family. Drawings are numbered by family; one drawing covers all variants of a family that share the same outline. Request a drawing that is not listed from ${EMAIL}.

## Formats

| Format | Content | Use |
|---|---|---|
| DXF (R2013) | 2D views and panel cut-out, 1:1, millimetres | Panel layout, door drilling |
| STEP AP214 | 3D solid, simplified | Enclosure layout, interference checks |
| PDF | Dimensioned views | Shop floor, approval drawings |

## Drawing index

| Drawing | Family | Views |
|---|---|---|
| DWG-1001 | 22 mm push buttons, flush and extended | Front, side, cut-out |
| DWG-1002 | 22 mm mushroom and emergency stop operators | Front, side, cut-out |
| DWG-1003 | 22 mm selector and key switches | Front, side, cut-out |
| DWG-1004 | 22 mm pilot lights | Front, side, cut-out |
| DWG-1005 | Contact blocks and LED modules | Front, side |
| DWG-1006 | Legend plates | Front |
| DWG-1101 | 16 mm pilot lights | Front, side, cut-out |
| DWG-1102 | 13 mm pilot lights | Front, side, cut-out |
| DWG-1201 | Control stations, 1 to 4 holes | Front, side, mounting |
| DWG-2001 | General-purpose relays, octal | Front, side |
| DWG-2002 | General-purpose relays, square base | Front, side |
| DWG-2003 | Relay sockets, DIN rail and panel mount | Front, side, mounting |
| DWG-2101 | Electronic timing relays, DIN rail | Front, side |
| DWG-3001 | Contactors, 9 to 38 A | Front, side, mounting |
| DWG-3002 | Contactors, 40 to 95 A | Front, side, mounting |
| DWG-3101 | Definite-purpose contactors | Front, side, mounting |
| DWG-3201 | Overload relays | Front, side |
| DWG-3301 | Motor protection breakers | Front, side, mounting |
| DWG-4001 | NEMA-style terminal blocks | Side, top |
| DWG-4101 | IEC terminal blocks, screw clamp | Side, top |
| DWG-4102 | IEC terminal blocks, push-in | Side, top |
| DWG-5001 | Wire duct, narrow slot | Section, side |
| DWG-5002 | Wire duct, wide slot | Section, side |
| DWG-6001 | Wall-mount enclosures | Front, side, mounting |
| DWG-6101 | Disconnect switches and handles | Front, side, door cut-out |

## Standard panel cut-outs

| Device | Hole | Notes |
|---|---|---|
| 13 mm pilot light | 12.7 mm (1/2 in) | Panel up to 6 mm |
| 16 mm pilot light | 16.2 mm | Panel 1 to 6 mm |
| 22 mm operator | 22.3 mm (+0.4 / -0) | Optional anti-rotation notch |
| 30 mm operator | 30.5 mm (1.20 in) | Optional anti-rotation notch |

## DIN rail profiles

| Profile | Standard | Use |
|---|---|---|
| 35 × 7.5 mm | EN 60715 | Terminal blocks, relays, timers, small contactors |
| 35 × 15 mm | EN 60715 | Heavy devices, long spans |
| G rail, 32 mm | EN 60715 | Legacy NEMA-style terminal blocks |

## Layout notes

- Allow 25 to 40 mm between wire duct and device rows.
- Respect the minimum spacing of 22 mm operators: 30 mm horizontally and 40 mm vertically, more with legend plates.
- Check the depth behind the door of operators with two contact block levels against the devices on the back panel.`,
  },
}

const crossReference: Resource = {
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

Send us a bill of materials and our applications team will cross it for you, free of charge.`,
      es: `Reemplazar una pieza de otro fabricante es más fácil, y más seguro, cuando la equivalencia se hace por función y capacidad y no solo por número de parte.

## Qué incluye la guía

- Un método paso a paso para encontrar equivalentes de botones, luces piloto, relés, contactores y borneras.
- Conversión de AWG a mm² para borneras y para el cálculo de llenado de canaleta.
- Tamaños de arrancador NEMA, corrientes de motor a plena carga y capacidades IEC AC-3 lado a lado.
- Tablas de numeración de contactos y de tipos de gabinete.

Envíenos su lista de materiales y nuestro equipo de aplicaciones le hará las equivalencias sin costo.`,
    },
  },
  pdf: {
    fileName: 'cross-reference-guide.pdf',
    title: { en: 'Cross-reference guide', es: 'Guía de equivalencias' },
    subtitle: 'Crossing industrial control components by function and rating',
    markdown: `## Cross by function, not by part number

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

## Let us do the cross

Send your bill of materials, with the other maker's part numbers and quantities, to ${EMAIL}. We reply within two business days with our equivalents, prices and stock, and flag anything that is not a direct replacement.`,
  },
}

export const RESOURCES: Resource[] = [catalogue, dataSheet, manual, ulSummary, cadIndex, crossReference]
