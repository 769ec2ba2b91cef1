import { IMG } from './media'
import type { ArticleRecord } from './types'

/**
 * Technical articles on panel hardware: pilot lights and wire duct (articles.ts lists every
 * article in its order; terminal blocks and enclosures are in articlesCabinet.ts).
 */

export const pilotLights: ArticleRecord = {
  slug: { en: 'choosing-a-22mm-pilot-light', es: 'como-elegir-una-luz-piloto-de-22-mm' },
  title: {
    en: 'Choosing a 22 mm pilot light: voltage, LED type and color',
    es: 'Cómo elegir una luz piloto de 22 mm: voltaje, tipo de LED y color',
  },
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
  title: {
    en: 'Sizing wire duct: the 50 percent fill rule and where it comes from',
    es: 'Cómo dimensionar la canaleta ranurada: la regla del 50 % de llenado',
  },
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
