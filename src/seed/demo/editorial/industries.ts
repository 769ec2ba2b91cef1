import { ARTICLES } from './articles'
import { hrefOf } from './company'
import { IMG } from './media'
import type { Bi, IndustryRecord } from './types'

/** "[Title](href)" of an article, in one language, by its English slug. */
export function articleLink(slugEn: string, lang: keyof Bi): string {
  const article = ARTICLES.find((a) => a.slug.en === slugEn)
  if (!article) throw new Error(`No article ${slugEn}`)
  return `[${article.title[lang]}](${hrefOf('article', article.slug)[lang]})`
}

const water: IndustryRecord = {
  slug: { en: 'water-wastewater', es: 'agua-y-aguas-residuales' },
  title: { en: 'Water and wastewater', es: 'Agua potable y aguas residuales' },
  summary: {
    en: 'Pump control panels, lift stations and treatment plants: corrosion-resistant enclosures, phase-loss protection and controls that operators can read at a glance.',
    es: 'Tableros de control de bombas, cárcamos y plantas de tratamiento: gabinetes resistentes a la corrosión, protección por pérdida de fase y mandos que el operador entiende de un vistazo.',
  },
  image: IMG.water,
  content: {
    en: `Water and wastewater systems run around the clock, often unattended, in some of the harshest places a control panel can live: wet wells, chlorine rooms, roadside lift stations and coastal treatment plants.

## What the panels have to handle

- **Corrosion**: hydrogen sulfide in lift stations and chlorine in treatment rooms attack painted steel and copper. Type 4X enclosures in 316L stainless steel or fiberglass, with stainless hardware, are the norm.
- **Condensation and heat**: outdoor panels cycle between cold nights and sunny afternoons. Sun shields, breather drains and thermostatically controlled heaters keep moisture off the terminals.
- **Unreliable supply**: rural feeders lose phases and sag. Overload relays with phase-loss sensitivity and phase monitor relays protect submersible pump motors, whose makers often ask for Class 10 quick-trip overloads.
- **Hazardous locations**: wet wells are often classified areas. Float switches there are wired through intrinsically safe barriers or relays listed for the purpose, outside the classified area.

## Typical control components

- Hand-Off-Auto selector switches, run and fail pilot lights and alarm silence push buttons on the door, all rated Type 4X.
- Alternating relays or PLC logic to share run hours between duplex pumps, with timing relays for start delays after a power return.
- Contactors or soft starters for each pump, motor protection breakers and fused disconnects.
- NEMA-style terminal blocks for the large field conductors and IEC blocks for floats, level transmitters and SCADA I/O.

## Standards to keep in mind

UL 508A for the panel itself, and UL 698A where the panel connects to intrinsically safe circuits in a hazardous location. Many municipalities also publish their own panel standard, including the color convention for pilot lights, which may follow utility practice (red for running).

## Further reading

- ${articleLink('enclosure-ratings-nema-vs-ip', 'en')}
- ${articleLink('overload-relay-trip-classes', 'en')}
- ${articleLink('nema-vs-iec-terminal-blocks', 'en')}`,
    es: `Los sistemas de agua potable y aguas residuales trabajan día y noche, muchas veces sin personal, en algunos de los lugares más agresivos para un tablero de control: cárcamos de bombeo, cuartos de cloración, estaciones a pie de carretera y plantas de tratamiento junto al mar.

## Lo que tienen que soportar los tableros

- **Corrosión**: el ácido sulfhídrico de los cárcamos y el cloro de las salas de dosificación atacan el acero pintado y el cobre. Lo normal son gabinetes tipo 4X de acero inoxidable 316L o de fibra de vidrio, con herrajes de inoxidable.
- **Condensación y calor**: los tableros a la intemperie pasan de noches frías a tardes de pleno sol. Las viseras, los drenajes con respiradero y las resistencias calefactoras con termostato mantienen secas las borneras.
- **Suministro inestable**: en los alimentadores rurales se pierden fases y hay caídas de voltaje. Los relés de sobrecarga sensibles a la pérdida de fase y los relés monitores de fase protegen los motores de las bombas sumergibles, cuyos fabricantes suelen pedir protección clase 10 de disparo rápido.
- **Áreas clasificadas**: los cárcamos con frecuencia son zonas peligrosas. Los interruptores de flotador se conectan a través de barreras o relés de seguridad intrínseca certificados para ese uso, instalados fuera del área clasificada.

## Componentes de control típicos

- Selectores Manual-Fuera-Automático, luces piloto de marcha y falla, y botones de silenciar alarma en la puerta, todos con grado 4X.
- Relés alternadores o lógica en PLC para repartir las horas de trabajo entre bombas dúplex, con relés temporizadores que retrasan el arranque al regresar la energía.
- Contactores o arrancadores suaves para cada bomba, guardamotores y seccionadores con fusibles.
- Borneras estilo NEMA para los conductores de campo gruesos y borneras IEC para flotadores, transmisores de nivel y las E/S del SCADA.

## Normas a considerar

UL 508A para el tablero, y UL 698A cuando el tablero se conecta con circuitos de seguridad intrínseca en un área clasificada. Muchos organismos operadores de agua tienen además su propia norma de tableros, incluido el código de colores de las luces piloto, que puede seguir la práctica de las compañías eléctricas (rojo para marcha).

## Para saber más

- ${articleLink('enclosure-ratings-nema-vs-ip', 'es')}
- ${articleLink('overload-relay-trip-classes', 'es')}
- ${articleLink('nema-vs-iec-terminal-blocks', 'es')}`,
  },
}

const packaging: IndustryRecord = {
  slug: { en: 'packaging-machinery', es: 'maquinaria-de-empaque' },
  title: { en: 'Packaging machinery', es: 'Maquinaria de empaque' },
  summary: {
    en: 'Compact, fast-to-wire control panels for fillers, cartoners, case packers and palletizers that ship to plants across the Americas.',
    es: 'Tableros compactos y rápidos de cablear para llenadoras, encartonadoras, encajonadoras y paletizadoras que se envían a plantas de todo el continente.',
  },
  image: IMG.packaging,
  content: {
    en: `Packaging machine builders live on short lead times and tight panel space. A machine designed in Wisconsin may be installed in Monterrey, São Paulo or Ontario, so its controls have to satisfy more than one standard and be serviceable by people who read more than one language.

## What matters to an OEM

- **Density**: IEC-style push-in terminal blocks, narrow relays and compact contactors fit more I/O in a smaller enclosure and cut wiring time.
- **24 V DC control**: safer for operators and maintenance, directly compatible with PLC and safety relay I/O. LED pilot lights and illuminated push buttons draw little current from the supply.
- **Dual ratings**: components listed for UL and CSA and marked to IEC standards let one bill of materials ship north and south.
- **Machine safety**: emergency stops with red mushroom heads on yellow backgrounds, guard interlocks wired through safety relays, and indicator colors that follow NFPA 79 and IEC 60204-1.
- **SCCR**: NFPA 79 and NEC Article 670 require the machine nameplate to state the short-circuit current rating of the control panel, so every power component needs a known rating.

## Typical control components

- 22 mm push buttons, selector switches and pilot lights, with legend plates in English and Spanish.
- Contactors and overload relays or motor protection breakers for conveyor, pump and fan motors; AC-4 rated devices or larger frames for jogging.
- Multi-function timing relays for fill, dwell and purge times when a PLC is not worth it.
- Slotted wire duct sized with room for the changes every customer asks for at start-up.

## Further reading

- ${articleLink('choosing-a-22mm-pilot-light', 'en')}
- ${articleLink('sizing-wire-duct-fill', 'en')}
- ${articleLink('contactor-utilization-categories-ac1-ac3', 'en')}
- ${articleLink('timing-relay-functions-explained', 'en')}`,
    es: `Los fabricantes de maquinaria de empaque viven con plazos de entrega cortos y poco espacio en el tablero. Una máquina diseñada en Wisconsin puede terminar instalada en Monterrey, São Paulo u Ontario, así que su control tiene que cumplir con más de una norma y poder mantenerse por técnicos que hablan más de un idioma.

## Lo que le importa a un fabricante de equipo

- **Densidad**: las borneras push-in de estilo IEC, los relés angostos y los contactores compactos permiten meter más E/S en un gabinete más chico y reducen las horas de cableado.
- **Control en 24 V CC**: más seguro para operadores y personal de mantenimiento, y compatible directamente con las E/S del PLC y de los relés de seguridad. Las luces piloto y los botones iluminados con LED consumen muy poco de la fuente.
- **Doble certificación**: con componentes listados UL y CSA y marcados según las normas IEC, una sola lista de materiales sirve para exportar al norte y al sur.
- **Seguridad de la máquina**: paros de emergencia con cabeza tipo hongo roja sobre fondo amarillo, interbloqueos de guardas conectados a relés de seguridad y colores de indicadores conforme a NFPA 79 e IEC 60204-1.
- **SCCR**: NFPA 79 y el artículo 670 del NEC exigen que la placa de la máquina indique la capacidad de corriente de cortocircuito del tablero de control, por lo que cada componente de fuerza necesita una capacidad conocida.

## Componentes de control típicos

- Botones, selectores y luces piloto de 22 mm, con placas de leyenda en inglés y en español.
- Contactores con relé de sobrecarga o guardamotores para los motores de bandas, bombas y ventiladores; para marcha por impulsos, aparatos con capacidad AC-4 o de un tamaño mayor.
- Relés temporizadores multifunción para tiempos de llenado, permanencia y purga cuando no se justifica un PLC.
- Canaleta ranurada dimensionada con espacio para los cambios que todo cliente pide durante la puesta en marcha.

## Para saber más

- ${articleLink('choosing-a-22mm-pilot-light', 'es')}
- ${articleLink('sizing-wire-duct-fill', 'es')}
- ${articleLink('contactor-utilization-categories-ac1-ac3', 'es')}
- ${articleLink('timing-relay-functions-explained', 'es')}`,
  },
}

const hvac: IndustryRecord = {
  slug: { en: 'hvac', es: 'climatizacion-y-refrigeracion' },
  title: { en: 'HVAC and refrigeration', es: 'Climatización y refrigeración' },
  summary: {
    en: 'Definite-purpose contactors, 24 V control relays, anti-short-cycle timers and outdoor-rated enclosures for rooftop units, chillers and air handlers.',
    es: 'Contactores de propósito definido, relés de control de 24 V, temporizadores anticiclado y gabinetes para intemperie en equipos de azotea, enfriadores y manejadoras de aire.',
  },
  image: IMG.hvac,
  content: {
    en: `Heating, ventilation, air conditioning and refrigeration equipment switches compressors, fans and heaters thousands of times a year, mostly outdoors or in mechanical rooms where nobody watches the panel.

## Components built for the duty

- **Definite-purpose contactors**, rated to AHRI 780 by full-load, locked-rotor and resistive amperes, switch compressors and condenser fans economically.
- **Control relays** on 24 V AC thermostat circuits, usually fed from a Class 2 transformer, interface the building automation system with the power circuit.
- **Timing relays**: an anti-short-cycle timer (sold as *delay-on-break* in HVAC) locks a compressor out for the 3 to 5 minutes it needs between starts; an off-delay keeps the blower running after the heat turns off; an on-delay staggers compressor starts on multi-stage units.
- **Enclosures**: Type 3R for equipment under its own cabinet, Type 4 or 4X in coastal areas, on cooling towers and wherever hoses are used.
- **Disconnects**: NEC 440.14 requires a disconnecting means within sight of the air-conditioning or refrigeration equipment.

## Codes that touch the panel

Multimotor and combination-load HVAC equipment must be marked with its short-circuit current rating (NEC 440.4(B)), and the installer must make sure the available fault current at the unit does not exceed it. Component ratings and tested combinations matter as much here as in an industrial control panel.

## Further reading

- ${articleLink('contactor-utilization-categories-ac1-ac3', 'en')}
- ${articleLink('timing-relay-functions-explained', 'en')}
- ${articleLink('enclosure-ratings-nema-vs-ip', 'en')}`,
    es: `Los equipos de calefacción, ventilación, aire acondicionado y refrigeración conectan y desconectan compresores, ventiladores y resistencias miles de veces al año, casi siempre a la intemperie o en cuartos de máquinas donde nadie está pendiente del tablero.

## Componentes hechos para ese servicio

- **Contactores de propósito definido**, especificados según AHRI 780 por amperes a plena carga, a rotor bloqueado y resistivos; maniobran compresores y ventiladores de condensador a bajo costo.
- **Relés de control** en los circuitos de termostato de 24 V CA, normalmente alimentados por un transformador clase 2, que sirven de interfaz entre el sistema de automatización del edificio y el circuito de fuerza.
- **Relés temporizadores**: un temporizador anticiclado (el *delay-on-break* de los catálogos de HVAC) bloquea el compresor durante los 3 a 5 minutos que necesita entre arranques; uno de retardo a la desconexión mantiene el ventilador funcionando después de apagar la calefacción, y uno de retardo a la conexión escalona los arranques de compresores en equipos de varias etapas.
- **Gabinetes**: tipo 3R para equipos protegidos por su propia carcasa, tipo 4 o 4X en zonas costeras, torres de enfriamiento y donde se lava con manguera.
- **Seccionadores**: el artículo 440.14 del NEC exige un medio de desconexión a la vista del equipo de aire acondicionado o refrigeración.

## Normas que afectan al tablero

Los equipos de climatización con varios motores o cargas combinadas deben indicar en su placa la capacidad de corriente de cortocircuito (NEC 440.4(B)), y el instalador debe verificar que la corriente de falla disponible en el equipo no la supere. Las capacidades de los componentes y las combinaciones probadas importan aquí tanto como en un tablero de control industrial.

## Para saber más

- ${articleLink('contactor-utilization-categories-ac1-ac3', 'es')}
- ${articleLink('timing-relay-functions-explained', 'es')}
- ${articleLink('enclosure-ratings-nema-vs-ip', 'es')}`,
  },
}

const food: IndustryRecord = {
  slug: { en: 'food-and-beverage', es: 'alimentos-y-bebidas' },
  title: { en: 'Food and beverage', es: 'Alimentos y bebidas' },
  summary: {
    en: 'Washdown-rated operators, stainless enclosures and hygienic panel design for processing, bottling and packaging lines.',
    es: 'Operadores para lavado, gabinetes de acero inoxidable y diseño higiénico de tableros para líneas de proceso, embotellado y empaque.',
  },
  image: IMG.food,
  content: {
    en: `Food and beverage plants wash their equipment every shift, often with hot water, caustic cleaners and acid sanitizers at high pressure. Every device on a panel door is a potential leak path and a place for bacteria to hide.

## Designing for washdown

- **Enclosures**: Type 4X in 304 or 316L stainless steel, with sloped tops so water and product do not pool, continuous hinges and gaskets that resist the plant's chemicals. IP69K is often asked for in meat, poultry and dairy plants.
- **Operators**: 22 mm push buttons, selector switches and pilot lights rated Type 4X and IP66 or better, with boots or smooth stainless bezels that are easy to clean. Integral LED lights avoid opening the device to change lamps.
- **Cable entries**: hygienic cable glands and as few penetrations as possible; bring cables in from below.
- **Condensation**: temperature swings during washdown pull moist air into sealed boxes. Breather drains and, on larger panels, closed-loop cooling keep the inside dry.

## Inside the panel

- Contactors, overload relays and motor protection breakers for pumps, agitators, conveyors and fans.
- Timing relays for CIP (clean-in-place) steps, purge valves and agitator cycles.
- Wire duct and terminal blocks laid out so the panel can be modified during the next line expansion without rewiring.

## Further reading

- ${articleLink('enclosure-ratings-nema-vs-ip', 'en')}
- ${articleLink('choosing-a-22mm-pilot-light', 'en')}
- ${articleLink('timing-relay-functions-explained', 'en')}`,
    es: `Las plantas de alimentos y bebidas lavan sus equipos en cada turno, muchas veces con agua caliente, detergentes cáusticos y sanitizantes ácidos a alta presión. Cada dispositivo en la puerta del tablero es un posible punto de filtración y un lugar donde pueden esconderse bacterias.

## Diseño para lavado

- **Gabinetes**: tipo 4X de acero inoxidable 304 o 316L, con techo inclinado para que no se acumulen agua ni producto, bisagras continuas y empaques resistentes a los químicos de la planta. En plantas cárnicas, avícolas y lácteas se pide con frecuencia IP69K.
- **Operadores**: botones, selectores y luces piloto de 22 mm con grado 4X e IP66 o superior, con capuchones o biseles lisos de inoxidable fáciles de limpiar. Las luces con LED integrado evitan abrir el dispositivo para cambiar lámparas.
- **Entradas de cables**: prensaestopas de diseño higiénico y el menor número posible de perforaciones; los cables, por la parte inferior.
- **Condensación**: los cambios de temperatura durante el lavado hacen que los gabinetes sellados aspiren aire húmedo. Los drenajes con respiradero y, en tableros grandes, el enfriamiento de circuito cerrado mantienen seco el interior.

## Dentro del tablero

- Contactores, relés de sobrecarga y guardamotores para bombas, agitadores, bandas y ventiladores.
- Relés temporizadores para las etapas del lavado CIP, válvulas de purga y ciclos de agitación.
- Canaleta y borneras distribuidas de manera que el tablero pueda modificarse en la próxima ampliación de la línea sin recablear.

## Para saber más

- ${articleLink('enclosure-ratings-nema-vs-ip', 'es')}
- ${articleLink('choosing-a-22mm-pilot-light', 'es')}
- ${articleLink('timing-relay-functions-explained', 'es')}`,
  },
}

export const INDUSTRIES: IndustryRecord[] = [water, packaging, hvac, food]
