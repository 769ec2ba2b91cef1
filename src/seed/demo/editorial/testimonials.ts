import { IMG } from './media'
import type { TestimonialRecord } from './types'

/** Customer stories (invented for the demo shop, as its footer says). */
export const TESTIMONIALS: TestimonialRecord[] = [
  {
    slug: { en: 'lift-station-panels-texas', es: 'tableros-para-estaciones-de-bombeo-texas' },
    title: {
      en: 'A water integrator standardizes its lift station panels',
      es: 'Un integrador de agua estandariza sus tableros para estaciones de bombeo',
    },
    summary: {
      en: 'A Texas systems integrator builds some 40 duplex pump panels a year for municipal lift stations.',
      es: 'Un integrador de sistemas de Texas arma unos 40 tableros dúplex al año para estaciones de bombeo municipales.',
    },
    image: IMG.water,
    quote: {
      en: 'We moved every lift station panel to one bill of materials: 4X operators, phase-loss overloads and the same terminal blocks throughout. Parts ship the same day, and when an inspector asks for a rating, the data sheet is already in our submittal package.',
      es: 'Pasamos todos los tableros de estaciones de bombeo a una sola lista de materiales: operadores 4X, relés de sobrecarga con detección de pérdida de fase y las mismas borneras en todo el tablero. Las piezas salen el mismo día y, cuando el inspector pide una capacidad, la ficha técnica ya está en nuestro expediente.',
    },
    author: 'Tom Brennan',
    role: { en: 'Controls engineering manager', es: 'Gerente de ingeniería de control' },
    company: 'Riverbend Water Systems',
    industry: 'water-wastewater',
    content: {
      en: `Riverbend Water Systems designs and builds pump control panels for cities and utility districts across central Texas.

## The challenge

Each new contract came with a different parts list, so the shop carried three brands of pilot lights and two of terminal blocks, and submittals took days to assemble.

## What changed

- One standard panel design for duplex lift stations, built around Type 4X 22 mm operators, Class 10 overload relays with phase-loss sensitivity and NEMA-style terminal blocks for the pump leads.
- Submittal packages built from our data sheets and the UL certification summary.
- Distributor pricing and same-day shipping from Pittsburgh for in-stock parts.

## The result

Panel build time fell by about a fifth, and spare parts on the service trucks dropped to a single box per station type.`,
      es: `Riverbend Water Systems diseña y arma tableros de control de bombas para municipios y organismos operadores de agua en el centro de Texas.

## El reto

Cada contrato nuevo traía una lista de materiales distinta: el taller manejaba tres marcas de luces piloto y dos de borneras, y armar los expedientes para aprobación tomaba días.

## Qué cambió

- Un diseño estándar para estaciones de bombeo dúplex, con operadores de 22 mm tipo 4X, relés de sobrecarga clase 10 con detección de pérdida de fase y borneras estilo NEMA para los cables de las bombas.
- Expedientes de aprobación armados con nuestras fichas técnicas y el resumen de certificaciones UL.
- Precios de distribuidor y envío el mismo día desde Pittsburgh para las piezas en existencia.

## El resultado

El tiempo de armado de cada tablero bajó alrededor de una quinta parte, y las refacciones en las camionetas de servicio se redujeron a una sola caja por tipo de estación.`,
    },
  },
  {
    slug: { en: 'packaging-oem-wisconsin', es: 'fabricante-de-empacadoras-wisconsin' },
    title: {
      en: 'A packaging OEM ships one panel design north and south',
      es: 'Un fabricante de empacadoras envía el mismo tablero al norte y al sur',
    },
    summary: {
      en: 'A Wisconsin case-packer builder needed components its customers in the US and Mexico would both accept.',
      es: 'Un fabricante de encajonadoras de Wisconsin necesitaba componentes aceptados por sus clientes en Estados Unidos y en México.',
    },
    image: IMG.packaging,
    quote: {
      en: 'Our machines go to Ohio one month and to Querétaro the next. Having UL and IEC ratings on the same contactors and push-in terminal blocks means we build one panel, and the Spanish legend plates and data sheets make the start-up in Mexico a lot smoother.',
      es: 'Un mes nuestras máquinas van a Ohio y al siguiente a Querétaro. Tener capacidades UL e IEC en los mismos contactores y borneras push-in nos permite armar un solo tablero, y las placas de leyenda y fichas técnicas en español facilitan mucho la puesta en marcha en México.',
    },
    author: 'Karen Lindqvist',
    role: { en: 'Electrical design lead', es: 'Líder de diseño eléctrico' },
    company: 'Lakeshore Packaging Machines',
    industry: 'packaging-machinery',
    content: {
      en: `Lakeshore Packaging Machines builds case packers and tray formers for food and consumer goods plants in North America.

## The challenge

Customers in Mexico asked for IEC-style components and documentation in Spanish; US customers expected UL-listed parts and NFPA 79 practice. Two panel designs meant two parts lists and twice the engineering.

## What changed

- Dual-rated contactors, overload relays and push-in terminal blocks in every panel.
- Legend plates and operator manuals in English and Spanish.
- A price list for OEM volumes, with package quantities matched to their build schedule.

## The result

One panel design for both markets, faster wiring with push-in blocks and fewer questions from the customer's maintenance team at start-up.`,
      es: `Lakeshore Packaging Machines fabrica encajonadoras y formadoras de charolas para plantas de alimentos y productos de consumo en Norteamérica.

## El reto

Los clientes en México pedían componentes de estilo IEC y documentación en español; los de Estados Unidos esperaban piezas listadas UL y la práctica de NFPA 79. Dos diseños de tablero significaban dos listas de materiales y el doble de ingeniería.

## Qué cambió

- Contactores, relés de sobrecarga y borneras push-in con doble certificación en todos los tableros.
- Placas de leyenda y manuales de operación en inglés y en español.
- Una lista de precios para volúmenes de fabricante de equipo, con cantidades por paquete ajustadas a su programa de producción.

## El resultado

Un solo diseño de tablero para ambos mercados, cableado más rápido con borneras push-in y menos dudas del personal de mantenimiento del cliente durante la puesta en marcha.`,
    },
  },
  {
    slug: { en: 'hvac-contractor-monterrey', es: 'contratista-de-climatizacion-monterrey' },
    title: {
      en: 'An HVAC contractor in Monterrey cuts service calls',
      es: 'Un contratista de climatización de Monterrey reduce las llamadas de servicio',
    },
    summary: {
      en: 'A mechanical contractor maintaining rooftop units in northern Mexico replaced failing contactors and added anti-short-cycle timers.',
      es: 'Un contratista que da mantenimiento a equipos de azotea en el norte de México cambió contactores dañados y agregó temporizadores anticiclado.',
    },
    image: IMG.hvac,
    quote: {
      en: 'Summer in Monterrey is brutal on compressors. With the right definite-purpose contactors and anti-short-cycle timers on every unit, our emergency calls dropped noticeably in one season, and the Spanish-speaking sales team answers the same day.',
      es: 'El verano en Monterrey es durísimo para los compresores. Con los contactores de propósito definido adecuados y temporizadores anticiclado en cada equipo, las llamadas de emergencia bajaron notablemente en una sola temporada, y el equipo de ventas nos atiende en español el mismo día.',
    },
    author: 'Ing. Rodrigo Treviño',
    role: { en: 'Service director', es: 'Director de servicio' },
    company: 'Climas del Norte Servicios Industriales',
    industry: 'hvac',
    content: {
      en: `Climas del Norte maintains rooftop units, chillers and air handlers for shopping centres and factories in the Monterrey metropolitan area.

## The challenge

Ambient temperatures above 40 °C, unstable supply and compressors short-cycling after power dips were burning contactor contacts and compressors.

## What changed

- Definite-purpose contactors sized from compressor full-load and locked-rotor amperes.
- Anti-short-cycle timers on every compressor circuit, and phase monitor relays on the units with the most failures.
- Stock for the service trucks ordered online, with international shipping and support in Spanish.

## The result

Fewer emergency calls during the hot season and a shorter list of spare parts per unit type.`,
      es: `Climas del Norte da mantenimiento a equipos de azotea, enfriadores y manejadoras de aire en centros comerciales y fábricas del área metropolitana de Monterrey.

## El reto

Temperaturas ambiente de más de 40 °C, un suministro inestable y compresores que arrancaban y paraban tras cada bajón de voltaje estaban quemando contactos y compresores.

## Qué cambió

- Contactores de propósito definido seleccionados por la corriente a plena carga y a rotor bloqueado de cada compresor.
- Temporizadores anticiclado en todos los circuitos de compresor y relés monitores de fase en los equipos con más fallas.
- Refacciones para las camionetas de servicio pedidas en línea, con envío internacional y atención en español.

## El resultado

Menos llamadas de emergencia en la temporada de calor y una lista de refacciones más corta por tipo de equipo.`,
    },
  },
  {
    slug: { en: 'beverage-plant-bogota', es: 'planta-de-bebidas-bogota' },
    title: {
      en: 'A beverage plant in Bogotá upgrades its washdown panels',
      es: 'Una planta de bebidas en Bogotá renueva sus tableros para lavado',
    },
    summary: {
      en: 'A panel shop serving a bottling plant replaced corroded operators and painted enclosures on its filling lines.',
      es: 'Un taller de tableros que atiende a una embotelladora cambió operadores corroídos y gabinetes pintados en sus líneas de llenado.',
    },
    image: IMG.food,
    quote: {
      en: 'Daily caustic washdowns had eaten through the old painted boxes. Stainless Type 4X enclosures and 4X-rated pilot lights with integral LEDs have been through a full year of sanitation without a single leak.',
      es: 'Los lavados diarios con soda cáustica habían acabado con los gabinetes pintados. Los gabinetes de inoxidable tipo 4X y las luces piloto 4X con LED integrado ya llevan un año completo de sanitización sin una sola filtración.',
    },
    author: 'Ing. Catalina Rojas',
    role: { en: 'Project engineer', es: 'Ingeniera de proyectos' },
    company: 'Andes Control y Automatización S.A.S.',
    industry: 'food-and-beverage',
    content: {
      en: `Andes Control y Automatización builds and maintains control panels for food and beverage plants in Colombia.

## The challenge

On a bottling line washed down every shift, painted steel enclosures were rusting through and water was getting behind pilot lights with replaceable lamps.

## What changed

- 316L stainless Type 4X enclosures with sloped tops in the wet areas.
- 22 mm operators and pilot lights rated Type 4X and IP66, with integral LED modules.
- Breather drains to manage condensation after hot washdowns.

## The result

A year of daily sanitation without water ingress, and no more lamp changes on the line.`,
      es: `Andes Control y Automatización diseña y mantiene tableros de control para plantas de alimentos y bebidas en Colombia.

## El reto

En una línea de embotellado que se lava en cada turno, los gabinetes de acero pintado se estaban perforando por la corrosión y el agua se metía detrás de las luces piloto de lámpara reemplazable.

## Qué cambió

- Gabinetes de acero inoxidable 316L tipo 4X, con techo inclinado en las áreas húmedas.
- Operadores y luces piloto de 22 mm con grado 4X e IP66 y módulos LED integrados.
- Drenajes con respiradero para controlar la condensación después de los lavados con agua caliente.

## El resultado

Un año de sanitización diaria sin entrada de agua y sin volver a cambiar lámparas en la línea.`,
    },
  },
]
