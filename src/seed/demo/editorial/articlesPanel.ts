import { IMG } from './media'
import type { ArticleRecord } from './types'

/**
 * Technical articles on panel hardware: pilot lights, wire duct, terminal blocks and
 * enclosures (articles.ts lists every article in its order).
 */

export const pilotLights: ArticleRecord = {
  slug: { en: 'choosing-a-22mm-pilot-light', es: 'como-elegir-una-luz-piloto-de-22-mm' },
  title: { en: 'Choosing a 22 mm pilot light: voltage, LED type and color', es: 'Cómo elegir una luz piloto de 22 mm: voltaje, tipo de LED y color' },
  summary: {
    en: 'Match the light to the control voltage, pick an integral LED or a lamp, avoid ghosting on PLC outputs and use the colors NFPA 79 expects.',
    es: 'Elija la luz según el voltaje de control, decida entre LED integrado o lámpara, evite el encendido fantasma en salidas de PLC y respete los colores de NFPA 79.',
  },
  image: IMG.pilotLights,
  publishedAt: '2026-01-20',
  author: 'Elena Vargas, P.E.',
  industries: ['packaging-machinery', 'water-wastewater'],
  content: {
    en: `A pilot light is the cheapest device on the door and the one operators look at most. Getting it right takes four decisions: the voltage that feeds it, the light source, the color and the environment it has to survive.

## 1. Start with the control voltage

The light must be rated for the circuit that drives it. The usual choices on North American panels are:

- **24 V AC/DC**: the default for PLC outputs and 24 V DC control. Most 24 V LED modules are polarity-independent, so the same part also works on a 24 V AC control transformer.
- **120 V AC**: classic relay logic fed from a control power transformer. An integral 120 V LED module draws roughly 10 to 20 mA.
- **230/240 V AC**: common on export machines and on single-phase equipment.
- **480 V AC**: only where the light reads a power circuit directly. Prefer a transformer-type light, or better, drive a low-voltage light from an auxiliary contact so 480 V never reaches the door.

The voltage is printed on the LED module or lamp holder; check it against the drawing before the panel leaves the shop. A 24 V module on 120 V fails at once; a 120 V module on 24 V simply stays dark and costs a service call.

## 2. Integral LED or replaceable lamp

**Integral LED modules** are the modern choice: 50,000 to 100,000 hours of life, no filament to break under vibration, well under 1 W of power and a sealed front that keeps the IP66 rating. When one fails, which is rare, the whole module is replaced.

**Replaceable lamps** (BA9s base) still make sense when you maintain a plant full of existing lamp-type bodies. Incandescent lamps last a few thousand hours at best; BA9s LED lamps are a direct upgrade, but the lamp voltage must match the holder, and some older transformer-type bodies need an LED lamp made for them.

## 3. Watch out for ghosting

An LED needs only a milliamp or two to glow. Leakage through a PLC triac output, a two-wire proximity sensor, or capacitive coupling in long cable runs on AC can make a light that should be off glow faintly. Operators read that as a fault. The remedies, in order of preference:

1. Use a light with a built-in anti-ghosting (load) circuit.
2. Drive the light from a relay contact or a DC transistor output instead of a triac.
3. Add a bleeder resistor across the light, sized so the leakage voltage stays below the LED's turn-on voltage, and check its wattage.

## 4. Use the colors the standards expect

NFPA 79 and IEC 60204-1 give indicator colors a meaning:

- **Red**: emergency, a hazardous condition that needs immediate action.
- **Yellow (amber)**: abnormal, an impending critical condition.
- **Green**: normal condition.
- **Blue**: mandatory, the operator must act.
- **White or clear**: neutral, any other information.

Utilities and many water plants follow the opposite convention for switchgear (red means energized or closed, green means open). Ask for the owner's standard before you order a box of lenses.

## 5. Environment and fit

- A 22 mm light mounts in a 22.3 mm (0.88 in) hole, usually with an anti-rotation notch, in panels 1 to 6 mm thick.
- Ratings such as NEMA Type 4, 4X and 13 or IP66 hold only with the gasket in place, tightened to the stated torque, in an enclosure of the same rating.
- Flat lenses read well head-on; domed lenses can be seen from the side of a long machine.
- Push-to-test lights need an extra contact and a test circuit; plan the wiring before you drill.

## Quick checklist

1. Control voltage, AC or DC, and the output type that drives it.
2. Integral LED or lamp.
3. Color by meaning, and lens style.
4. Environmental rating of the door and enclosure.
5. Legend plate text, in every language the machine ships with.`,
    es: `La luz piloto es el dispositivo más barato de la puerta del tablero y, al mismo tiempo, el que el operador mira con más frecuencia. Para acertar hay que resolver cuatro puntos: el voltaje que la alimenta, la fuente de luz, el color y las condiciones del lugar donde va a trabajar.

## 1. Primero, el voltaje de control

La luz debe corresponder al circuito que la enciende. En los tableros de Norteamérica y América Latina lo más habitual es:

- **24 V CA/CC**: la opción estándar para salidas de PLC y mandos en 24 V CC. Casi todos los módulos LED de 24 V no tienen polaridad, así que sirven igual con un transformador de control de 24 V CA.
- **120 V CA**: la lógica de relés de siempre, alimentada desde un transformador de control. Un módulo LED integrado de 120 V consume del orden de 10 a 20 mA.
- **220/240 V CA**: frecuente en máquinas de exportación y en equipos monofásicos.
- **480 V CA**: solo cuando la luz indica directamente un circuito de fuerza. Conviene usar una luz con transformador o, mejor todavía, alimentar una luz de bajo voltaje desde un contacto auxiliar para que los 480 V no lleguen nunca a la puerta.

El voltaje viene marcado en el módulo LED o en el portalámparas: verifíquelo contra el diagrama antes de entregar el tablero. Un módulo de 24 V conectado a 120 V se quema de inmediato; uno de 120 V conectado a 24 V simplemente no enciende, y eso termina en una visita de servicio.

## 2. ¿LED integrado o lámpara reemplazable?

Los **módulos LED integrados** son hoy la opción lógica: entre 50,000 y 100,000 horas de vida, sin filamento que se rompa con la vibración, un consumo muy inferior a 1 W y un frente sellado que conserva el grado IP66. Si alguno falla, algo poco común, se cambia el módulo completo.

Las **lámparas reemplazables** (base BA9s) siguen teniendo sentido cuando se da mantenimiento a una planta llena de cuerpos de ese tipo. Una lámpara incandescente dura, como mucho, algunos miles de horas; las lámparas LED BA9s son un reemplazo directo, siempre que su voltaje coincida con el del portalámparas. Algunos cuerpos antiguos con transformador necesitan una lámpara LED diseñada específicamente para ellos.

## 3. Cuidado con el encendido fantasma

Al LED le basta uno o dos miliamperes para brillar. La corriente de fuga de una salida a triac de PLC, de un sensor de proximidad de dos hilos o el acoplamiento capacitivo en tendidos largos de CA pueden hacer que una luz apagada se vea tenuemente encendida, y el operador lo interpreta como una falla. Las soluciones, de la más recomendable a la menos:

1. Usar una luz con circuito antifantasma (de carga) incorporado.
2. Encender la luz con un contacto de relé o con una salida de transistor en CC en lugar de un triac.
3. Colocar una resistencia de drenaje en paralelo con la luz, calculada para que el voltaje de fuga quede por debajo del voltaje de encendido del LED, y revisar la potencia que disipa.

## 4. Colores con significado

NFPA 79 e IEC 60204-1 asignan un significado a cada color de indicador:

- **Rojo**: emergencia; condición peligrosa que exige actuar de inmediato.
- **Amarillo (ámbar)**: condición anormal o crítica inminente.
- **Verde**: condición normal.
- **Azul**: acción obligatoria por parte del operador.
- **Blanco o transparente**: neutro; cualquier otra información.

Ojo: las compañías eléctricas y muchas plantas de agua usan la convención contraria en sus tableros de distribución (rojo es energizado o cerrado y verde es abierto). Pida la norma del cliente antes de comprar una caja de lentes.

## 5. Ambiente y montaje

- Una luz de 22 mm se monta en una perforación de 22.3 mm, normalmente con muesca antigiro, en láminas de 1 a 6 mm de espesor.
- Los grados NEMA 4, 4X y 13 o IP66 solo se cumplen con el empaque colocado, apretado al par indicado y en un gabinete con el mismo grado de protección.
- El lente plano se lee bien de frente; el lente tipo domo se ve también desde los costados de una máquina larga.
- Las luces con prueba de lámpara (push-to-test) requieren un contacto adicional y un circuito de prueba: planee el cableado antes de perforar.

## Lista de verificación

1. Voltaje de control, CA o CC, y tipo de salida que la acciona.
2. LED integrado o lámpara.
3. Color según su significado y tipo de lente.
4. Grado de protección de la puerta y del gabinete.
5. Texto de la placa de leyenda en todos los idiomas con que se entrega la máquina.`,
  },
}

export const wireDuct: ArticleRecord = {
  slug: { en: 'sizing-wire-duct-fill', es: 'como-calcular-el-llenado-de-canaleta-ranurada' },
  title: { en: 'Sizing wire duct: the 50 percent fill rule and where it comes from', es: 'Cómo dimensionar la canaleta ranurada: la regla del 50 % de llenado' },
  summary: {
    en: 'How to add up conductor areas, why panel shops stop at half full, what UL 508A and the NEC actually say, and a worked example.',
    es: 'Cómo sumar las áreas de los conductores, por qué los tableristas no pasan de la mitad, qué dicen realmente UL 508A y el NEC, con un ejemplo resuelto.',
  },
  image: IMG.wireDuct,
  publishedAt: '2026-02-03',
  author: 'Mark Sutter',
  industries: ['packaging-machinery'],
  content: {
    en: `Slotted wire duct keeps panel wiring neat, but a duct packed to the cover makes every later change painful: wires will not come out of the fingers, the cover will not snap on and the conductors run warmer than they should. Most panel shops design to about **50 percent fill**.

## What the codes say, and what they don't

- **UL 508A** (industrial control panels) does not set a fill percentage for the wiring duct inside a panel. It requires duct of a suitable, recognized material used within its temperature rating, conductors sized to its ampacity tables and adequate bending and wiring space at terminals.
- **NEC 376.22 and 378.22** limit metal and nonmetallic *wireways*, which are field-installed raceways, to 20 percent fill. They are often quoted for panel duct by mistake; they do not apply to wiring inside a listed panel.
- The **50 percent rule** is an industry rule of thumb, published by duct makers and written into many OEM and end-user specifications. Some specifications ask for 40 percent, borrowed from the conduit tables; follow the stricter one if the customer writes it down.

Round conductors can never fill a rectangle completely; a practical maximum is about 70 to 75 percent. Designing at 50 percent leaves room for air, for bundles that do not lie flat and for the wires someone will add next year.

## How to calculate fill

1. List every conductor that runs in each section of duct, by size and insulation type.
2. Find each conductor's cross-sectional area from its outside diameter, including insulation: area = 0.785 × OD². Use the wire maker's diameter; for THHN and TFFN, NEC Chapter 9, Table 5 lists areas.
3. Add the areas and divide by the duct's usable interior area, taken from the duct maker's table, not from the nominal size.

Typical areas: 18 AWG TFFN 0.0055 in² (3.5 mm²), 16 AWG TFFN 0.0072 in² (4.6 mm²), 14 AWG THHN 0.0097 in² (6.3 mm²), 12 AWG THHN 0.0133 in² (8.6 mm²), 10 AWG THHN 0.0211 in² (13.6 mm²). Machine tool wire (MTW) without a nylon jacket is noticeably larger than THHN of the same gauge.

## A worked example

A horizontal run carries 60 × 16 AWG TFFN, 24 × 14 AWG THHN and 9 × 10 AWG THHN:

- 60 × 0.0072 = 0.432 in²
- 24 × 0.0097 = 0.233 in²
- 9 × 0.0211 = 0.190 in²
- Total: about 0.855 in² (551 mm²)

A nominal 1 in wide × 2 in high duct has about 1.6 in² inside: 53 percent, too full. A 1.5 in × 2 in duct has about 2.5 in² inside: 34 percent, with room to grow. In metric sizes, a 40 × 60 mm duct (about 2,000 mm² inside) would land near 28 percent.

## Layout habits that help

- Run power and control in separate ducts; keep 24 V DC, analog and network cables away from motor leads, and cross them at right angles.
- Leave 25 to 40 mm (1 to 1.5 in) between the duct and the terminal row for bending space and wire markers.
- Use narrow-slot duct for dense control wiring and wide-slot duct for larger conductors.
- Plan spare capacity per duct run, not per panel: the duct beside the PLC fills first.
- Near drives and power supplies, remember that a packed duct runs hotter than the conditions the ampacity tables assume.`,
    es: `La canaleta ranurada mantiene ordenado el cableado del tablero, pero una canaleta llena hasta la tapa convierte cualquier modificación en un problema: los cables no salen por los dedos, la tapa no cierra y los conductores trabajan más calientes de lo debido. Por eso la mayoría de los tableristas diseña con alrededor de **50 % de llenado**.

## Lo que dicen las normas, y lo que no dicen

- **UL 508A** (tableros de control industrial) no fija un porcentaje de llenado para la canaleta dentro del tablero. Exige una canaleta de material adecuado y reconocido, usada dentro de su temperatura nominal, conductores dimensionados según sus tablas de ampacidad y espacio suficiente para doblar y conectar en las terminales.
- Los artículos **376.22 y 378.22 del NEC** limitan al 20 % el llenado de los *wireways* metálicos y no metálicos, que son canalizaciones de instalación en campo. Se citan a menudo por error para la canaleta de tablero, pero no aplican al cableado interno de un tablero listado.
- La **regla del 50 %** es una práctica de la industria que publican los fabricantes de canaleta y que muchas especificaciones de fabricantes de maquinaria y de usuarios finales incluyen. Algunas piden 40 %, tomado de las tablas de tubo conduit; si el cliente lo pone por escrito, se cumple la más estricta.

Los conductores redondos nunca llenan por completo un rectángulo: en la práctica el máximo ronda el 70 a 75 %. Diseñar al 50 % deja espacio para el aire, para los mazos que no quedan planos y para los cables que alguien agregará el próximo año.

## Cómo calcular el llenado

1. Haga la lista de todos los conductores que pasan por cada tramo de canaleta, con su calibre y tipo de aislamiento.
2. Obtenga el área de cada conductor a partir de su diámetro exterior, con aislamiento incluido: área = 0.785 × D². Use el diámetro que publica el fabricante del cable; para THHN y TFFN, la Tabla 5 del Capítulo 9 del NEC da las áreas.
3. Sume las áreas y divida entre el área interior útil de la canaleta, tomada de la tabla del fabricante y no de la medida nominal.

Áreas típicas: 18 AWG TFFN 3.5 mm² (0.0055 in²), 16 AWG TFFN 4.6 mm² (0.0072 in²), 14 AWG THHN 6.3 mm² (0.0097 in²), 12 AWG THHN 8.6 mm² (0.0133 in²), 10 AWG THHN 13.6 mm² (0.0211 in²). El cable MTW sin cubierta de nylon es bastante más grueso que un THHN del mismo calibre.

## Ejemplo resuelto

Un tramo horizontal lleva 60 conductores 16 AWG TFFN, 24 de 14 AWG THHN y 9 de 10 AWG THHN:

- 60 × 4.65 mm² = 279 mm²
- 24 × 6.26 mm² = 150 mm²
- 9 × 13.61 mm² = 122 mm²
- Total: unos 551 mm² (0.855 in²)

Una canaleta nominal de 1 × 2 in (25 × 50 mm) tiene cerca de 1,030 mm² útiles: 53 %, demasiado llena. Una de 1.5 × 2 in tiene unos 1,610 mm²: 34 %, con margen para crecer. Con medidas métricas, una canaleta de 40 × 60 mm (unos 2,000 mm² interiores) quedaría cerca del 28 %.

## Buenas prácticas de distribución

- Lleve fuerza y control por canaletas distintas; separe los 24 V CC, las señales analógicas y los cables de red de los cables de motor, y crúcelos a 90 grados.
- Deje entre 25 y 40 mm entre la canaleta y la fila de borneras para doblar el cable y colocar las marcas.
- Use canaleta de ranura angosta para el cableado de control denso y de ranura ancha para los conductores gruesos.
- Calcule la reserva por tramo y no por tablero: la canaleta junto al PLC es la primera que se llena.
- Cerca de variadores y fuentes, recuerde que una canaleta saturada trabaja más caliente que las condiciones que suponen las tablas de ampacidad.`,
  },
}

export const terminalBlocks: ArticleRecord = {
  slug: { en: 'nema-vs-iec-terminal-blocks', es: 'borneras-nema-vs-iec' },
  title: { en: 'NEMA vs IEC terminal blocks: how they differ and how to choose', es: 'Borneras NEMA o IEC: en qué se diferencian y cuál elegir' },
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
  title: { en: 'Enclosure ratings: NEMA Types 1, 4, 4X and 12 compared with IP codes', es: 'Grados de protección de gabinetes: NEMA 1, 4, 4X y 12 frente a los códigos IP' },
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
