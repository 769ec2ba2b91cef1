import { EMAIL, MAKER, PHONE, SHOP } from './company'
import { IMG } from './media'
import type { DemoResource } from './types'

/**
 * Downloadable resources that present the range: the full catalogue and a data sheet
 * (resources.ts lists every resource in its order; the manual is in resourceManual.ts).
 */

export const catalogue: DemoResource = {
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

Úselo para planear un tablero o una lista de refacciones y después confirme el número de pieza exacto, su precio y su existencia en las páginas de producto. Las fichas técnicas y los planos dan el detalle completo de cada familia.`,
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

export const dataSheet: DemoResource = {
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
