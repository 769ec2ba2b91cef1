import { IMG } from './media'
import type { ArticleRecord } from './types'

/**
 * Technical articles on what a panel is built into and onto: terminal blocks and enclosures
 * (articles.ts lists every article in its order).
 */
export const terminalBlocks: ArticleRecord = {
  slug: { en: 'nema-vs-iec-terminal-blocks', es: 'borneras-nema-vs-iec' },
  title: {
    en: 'NEMA vs IEC terminal blocks: how they differ and how to choose',
    es: 'Borneras NEMA o IEC: en qué se diferencian y cuál elegir',
  },
  summary: {
    en: 'Construction, ratings, wire sizes and accessories of North American style and IEC style DIN-rail terminal blocks, and when each one fits.',
    es: 'Construcción, capacidades, calibres y accesorios de las borneras de estilo norteamericano y de estilo IEC para riel DIN, y cuándo conviene cada una.',
  },
  image: IMG.terminalBlocks,
  publishedAt: '2026-02-17',
  author: 'Elena Vargas, P.E.',
  industries: ['water-wastewater', 'hvac'],
  content: {
    en: `Both families do the same job, joining field wiring to panel wiring, but they come from different traditions and it shows in their size, ratings and accessories.

## NEMA (North American) style

- Larger blocks with a screw and a pressure plate or saddle clamp; many accept a ring or fork terminal as well as bare wire.
- Rated to **UL 1059** (and CSA C22.2 No. 158), usually 600 V, with current ratings stated in amperes and wire ranges in AWG.
- Tolerant of field conditions: generous wire ranges, easy to inspect, comfortable with stranded wire without ferrules.
- Common in power distribution, utility, water and heavy industrial panels where the wiring is large and the panel is maintained for decades.

## IEC style

- Compact modular blocks that snap onto a 35 mm DIN rail (EN 60715), in standard widths such as 5.2 mm for a 2.5 mm² block.
- Rated to **IEC 60947-7-1** (feed-through) and **IEC 60947-7-2** (protective earth), often 800 V IEC, and usually also to UL 1059 at 600 V.
- Sizes are stated in cross-section (2.5, 4, 6, 10, 16 mm²) with a matching AWG range; a 2.5 mm² block typically takes 26 to 12 AWG.
- Screw, spring and push-in clamps; push-in blocks accept solid wire or ferruled strands without a tool and save a lot of wiring time.
- Multi-level, fuse, disconnect, sensor and ground blocks share one profile, and plug-in jumpers make commoning fast.

## Ratings are not interchangeable

The same block often carries a higher IEC current than UL current because the test conditions differ. Size by the rating of the standard your panel is built and inspected to; for a UL 508A panel that is the UL rating.

## Choosing

- Panel built for North America, large field conductors, ring terminals, long service life: **NEMA style**.
- Dense machine panels, many I/O points, export to Latin America or Europe, fast assembly: **IEC style**.
- Mixed panels are common: NEMA-style blocks for incoming power and motor leads, IEC blocks for control and I/O.

## Do not forget the accessories

- **End covers** (end plates) close the open side of the last block; without one, the last block's live parts are exposed.
- **End stops** (end anchors) hold the row in place on the rail.
- **Jumpers** join adjacent blocks; derate per the maker's data when a jumper carries the full block current.
- **Markers** for every block, matching the wire numbers on the drawing.
- **Ground blocks** (green and yellow) bond to the DIN rail; the rail itself must be bonded to the panel's ground bar.

## Installation notes

Strip to the length printed on the block, use ferrules on fine-stranded wire in screw clamps, tighten to the stated torque and do a pull test on a sample of every batch.`,
    es: `Las dos familias cumplen la misma función, unir el cableado de campo con el del tablero, pero vienen de tradiciones distintas y eso se nota en su tamaño, sus capacidades y sus accesorios.

## Estilo NEMA (norteamericano)

- Borneras más grandes, con tornillo y placa de presión o abrazadera; muchas aceptan terminal de ojo o de horquilla además del cable desnudo.
- Certificadas según **UL 1059** (y CSA C22.2 No. 158), normalmente a 600 V, con la corriente en amperes y el rango de cable en AWG.
- Aguantan bien las condiciones de obra: rangos de cable amplios, fáciles de inspeccionar y cómodas con cable flexible sin puntera.
- Son comunes en distribución de fuerza, compañías eléctricas, agua e industria pesada, donde los conductores son gruesos y el tablero se mantiene durante décadas.

## Estilo IEC

- Borneras modulares compactas que se enganchan en riel DIN de 35 mm (EN 60715), con anchos estándar, por ejemplo 5.2 mm para una bornera de 2.5 mm².
- Certificadas según **IEC 60947-7-1** (de paso) e **IEC 60947-7-2** (de tierra de protección), con frecuencia a 800 V IEC, y casi siempre también según UL 1059 a 600 V.
- El tamaño se indica por sección (2.5, 4, 6, 10, 16 mm²) con su rango equivalente en AWG; una bornera de 2.5 mm² suele aceptar de 26 a 12 AWG.
- Conexión por tornillo, por resorte o push-in; las push-in reciben cable rígido o flexible con puntera sin herramienta y ahorran mucho tiempo de cableado.
- Las borneras de dos pisos, de fusible, seccionables, para sensores y de tierra comparten el mismo perfil, y los puentes enchufables agilizan los comunes.

## Las capacidades no son intercambiables

Una misma bornera suele tener una corriente IEC mayor que la corriente UL, porque las condiciones de prueba son distintas. Dimensione con la capacidad de la norma con la que se construye e inspecciona el tablero; en un tablero UL 508A, la capacidad UL.

## Cómo elegir

- Tablero para Norteamérica, conductores de campo gruesos, terminales de ojo y larga vida útil: **estilo NEMA**.
- Tableros de máquina densos, muchas entradas y salidas, exportación a América Latina o Europa y armado rápido: **estilo IEC**.
- Es muy común combinarlas: borneras NEMA para la acometida y los cables de motor, IEC para el control y las E/S.

## No olvide los accesorios

- **Tapas finales**: cierran el lado abierto de la última bornera; sin ellas, quedan expuestas partes con tensión.
- **Topes finales**: fijan la fila sobre el riel.
- **Puentes**: unen borneras contiguas; aplique la reducción de capacidad que indica el fabricante cuando el puente lleva la corriente total.
- **Marcadores** en cada bornera, con la misma numeración del plano.
- **Borneras de tierra** (verde y amarillo): hacen contacto con el riel DIN, que a su vez debe estar unido a la barra de tierra del tablero.

## Notas de instalación

Pele el cable a la longitud indicada en la bornera, use punteras en cable de hilos finos con conexión por tornillo, apriete al par especificado y haga una prueba de tracción a una muestra de cada lote.`,
  },
}

export const enclosures: ArticleRecord = {
  slug: { en: 'enclosure-ratings-nema-vs-ip', es: 'grados-de-proteccion-de-gabinetes-nema-vs-ip' },
  title: {
    en: 'Enclosure ratings: NEMA Types 1, 4, 4X and 12 compared with IP codes',
    es: 'Grados de protección de gabinetes: NEMA 1, 4, 4X y 12 frente a los códigos IP',
  },
  summary: {
    en: 'What each NEMA Type is tested for, what the two IP digits mean, why the conversion only works one way and how to pick a rating for washdown, dust and outdoor sites.',
    es: 'Qué se prueba en cada tipo NEMA, qué significan los dos dígitos IP, por qué la equivalencia solo funciona en un sentido y cómo elegir el grado para lavado, polvo e intemperie.',
  },
  image: IMG.enclosure,
  publishedAt: '2026-03-30',
  author: 'Ana Lucía Pérez',
  industries: ['food-and-beverage', 'water-wastewater'],
  content: {
    en: `In North America enclosures are rated by **NEMA 250** Types (with UL 50 and UL 50E for listing); elsewhere by the **IP code** of IEC 60529. Both describe protection of people and equipment against solids and water, but they test different things.

## The NEMA Types used most

- **Type 1**: indoor; protects against contact with live parts and falling dirt. The default for clean, dry electrical rooms.
- **Type 3R**: outdoor; rain, sleet and snow, and undamaged by external ice. Ventilated designs are allowed.
- **Type 4**: indoor or outdoor; windblown dust and rain, splashing water and hose-directed water, undamaged by external ice.
- **Type 4X**: everything Type 4 does, plus corrosion resistance, which is why it is specified in food plants, wastewater and coastal sites. Stainless steel (304 or 316L), fiberglass and polycarbonate are the usual materials.
- **Type 12**: indoor; circulating dust, lint, fibers and dripping non-corrosive liquids, without knockouts. The workhorse of factory floors.
- **Type 13**: Type 12 plus protection against spraying oil and coolant, for machine tools.

## How the IP code reads

The first digit is protection against solids: 5 is dust-protected, 6 is dust-tight. The second digit is protection against water: 4 splashing, 5 water jets from a 6.3 mm nozzle, 6 powerful jets from a 12.5 mm nozzle, 7 temporary immersion and 8 continuous immersion as agreed with the maker. IP69K, from ISO 20653, adds high-pressure, high-temperature washdown and is asked for in meat and dairy plants.

## The conversion only works one way

NEMA 250 includes a table of the IP codes each Type at least meets: Type 1 meets IP10, Type 3R IP14, Type 4 and 4X IP56, Type 12 IP52, Type 13 IP54 and Type 6 IP67. The reverse is not true: an IP code says nothing about corrosion, icing, oil or gasket ageing, all of which NEMA tests. An IP66 box is not automatically a Type 4X box. Many enclosures are tested to both and marked, for example, Type 4X and IP66.

## Choosing for the site

- **Washdown with chemicals**: Type 4X, 316L stainless or fiberglass, with sloped tops in food areas; every operator, light and cable gland on the door must carry the same rating.
- **Dusty indoor plants** (cement, grain, textiles): Type 12, with filtered fans only if they keep the rating.
- **Outdoors**: Type 3R for simple shelters, Type 4 or 4X where hoses, wind-blown dust or salt air are present; add sun shields and breather drains.

## Do not forget the heat

The better the seal, the less heat leaves the enclosure by ventilation. A sealed Type 4X enclosure with a drive inside may need a closed-loop heat exchanger or an air conditioner to keep the components within their rated ambient.`,
    es: `En Norteamérica los gabinetes se clasifican por los tipos de la norma **NEMA 250** (con UL 50 y UL 50E para la certificación); en el resto del mundo, por el **código IP** de IEC 60529. Ambos describen la protección de personas y equipos contra sólidos y agua, pero no prueban lo mismo.

## Los tipos NEMA más usados

- **Tipo 1**: interior; protege contra el contacto con partes energizadas y contra la caída de suciedad. Es el estándar para cuartos eléctricos limpios y secos.
- **Tipo 3R**: exterior; lluvia, aguanieve y nieve, sin daños por hielo exterior. Admite diseños ventilados.
- **Tipo 4**: interior o exterior; polvo y lluvia arrastrados por el viento, salpicaduras y chorro de manguera, sin daños por hielo exterior.
- **Tipo 4X**: todo lo del tipo 4 y además resistencia a la corrosión; por eso se especifica en plantas de alimentos, tratamiento de aguas residuales y zonas costeras. Los materiales habituales son acero inoxidable (304 o 316L), fibra de vidrio y policarbonato.
- **Tipo 12**: interior; polvo en suspensión, pelusa, fibras y goteo de líquidos no corrosivos, sin perforaciones ciegas (knockouts). Es el caballo de batalla de las naves industriales.
- **Tipo 13**: lo del tipo 12 más protección contra rocío de aceite y refrigerante, para máquinas herramienta.

## Cómo se lee el código IP

La primera cifra indica la protección contra sólidos: 5 es protegido contra el polvo y 6, hermético al polvo. La segunda indica la protección contra el agua: 4 salpicaduras, 5 chorros con boquilla de 6.3 mm, 6 chorros potentes con boquilla de 12.5 mm, 7 inmersión temporal y 8 inmersión continua en las condiciones que acuerde el fabricante. El grado IP69K, de la norma ISO 20653, agrega el lavado a alta presión y alta temperatura, y se pide en plantas cárnicas y lácteas.

## La equivalencia solo funciona en un sentido

NEMA 250 incluye una tabla con el código IP que cada tipo cumple como mínimo: el tipo 1 cumple IP10; el 3R, IP14; el 4 y el 4X, IP56; el 12, IP52; el 13, IP54, y el 6, IP67. Al revés no funciona: el código IP no dice nada de corrosión, hielo, aceite o envejecimiento del empaque, cosas que NEMA sí prueba. Un gabinete IP66 no es automáticamente tipo 4X. Muchos gabinetes se prueban con ambas normas y se marcan, por ejemplo, tipo 4X e IP66.

## Cómo elegir según el sitio

- **Lavado con químicos**: tipo 4X, acero inoxidable 316L o fibra de vidrio, con techo inclinado en áreas de alimentos; todos los operadores, luces y prensaestopas de la puerta deben tener el mismo grado.
- **Plantas interiores con polvo** (cemento, granos, textiles): tipo 12, con ventiladores con filtro solo si conservan el grado.
- **Intemperie**: tipo 3R para casetas sencillas; tipo 4 o 4X donde haya mangueras, polvo con viento o ambiente salino; agregue viseras contra el sol y drenajes con respiradero.

## No se olvide del calor

Cuanto mejor sella el gabinete, menos calor sale por ventilación. Un gabinete tipo 4X hermético con un variador adentro puede requerir un intercambiador de calor de circuito cerrado o un aire acondicionado para que los componentes no superen su temperatura ambiente nominal.`,
  },
}
