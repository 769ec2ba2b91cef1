import { EMAIL, MAKER } from './company'
import type { DemoResource } from './types'

/**
 * Downloadable reference resources: the UL listings summary and the CAD drawing index
 * (resources.ts lists every resource in its order; the cross reference is in
 * resourceCrossReference.ts).
 */

export const ulSummary: DemoResource = {
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

Always verify a certification, its file number and its conditions of acceptability in the certifier's online directory before you rely on it; this summary lists them as they stood when it was printed.

## Certification by product family

| Product family | Standards | Type | File reference |
|---|---|---|---|
| 22 mm push buttons, selector switches, pilot lights | UL 60947-5-1, CSA C22.2 No. 14 | Listed | E100001 |
| 16 mm and 13 mm pilot lights | UL 60947-5-1 | Recognized | E100002 |
| Control stations | UL 508, UL 50E | Listed | E100003 |
| General-purpose relays | UL 508 | Recognized | E100004 |
| Relay sockets | UL 508 | Recognized | E100004 |
| Electronic timing relays | UL 508 | Listed | E100005 |
| Contactors | UL 60947-4-1, CSA C22.2 No. 60947-4-1 | Listed | E100006 |
| Control relays | UL 60947-5-1 | Listed | E100006 |
| Definite-purpose contactors | UL 60947-4-1 | Recognized | E100007 |
| Overload relays | UL 60947-4-1 | Listed | E100006 |
| Motor protection breakers | UL 60947-4-1 (manual motor controller; Type E where marked) | Listed | E100008 |
| Terminal blocks | UL 1059, CSA C22.2 No. 158 | Recognized | E100009 |
| Ground terminal blocks | UL 467 | Listed | E100009 |
| Wire duct | UL 1565 (wire positioning devices) | Recognized | E100010 |
| Enclosures | UL 50, UL 50E | Listed | E100011 |
| Disconnect switches | UL 98, UL 60947-4-1 | Listed | E100012 |

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

export const cadIndex: DemoResource = {
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
