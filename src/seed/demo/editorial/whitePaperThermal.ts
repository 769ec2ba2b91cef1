import { EMAIL } from './company'
import { IMG } from './media'
import { DISCLAIMER, type WhitePaper } from './whitePaperCommon'

/** The white paper on thermal management of control panels (whitePapers.ts lists them). */
export const thermal: WhitePaper = {
  record: {
    slug: { en: 'thermal-management-of-control-panels', es: 'gestion-termica-de-tableros-de-control' },
    title: { en: 'Thermal management of industrial control panels', es: 'Gestión térmica de tableros de control industrial' },
    summary: {
      en: 'How to estimate the heat inside a sealed enclosure, when natural convection is enough, and how to size a filter fan, heat exchanger or air conditioner.',
      es: 'Cómo estimar el calor dentro de un gabinete cerrado, cuándo basta la convección natural y cómo dimensionar un ventilador con filtro, un intercambiador o un aire acondicionado.',
    },
    publishedAt: '2026-04-20',
    author: 'Ana Lucía Pérez',
    file: 'white-paper-panel-thermal.pdf',
    image: IMG.thermal,
    content: {
      en: `Heat is the quiet cause of many panel failures: drives derate and trip, power supplies age, relay coils burn and LED indicators dim. Most of it can be prevented with a one-page calculation at design time.

## What the paper covers

- Adding up component losses, from drives and power supplies to contactor coils.
- The effective surface area of an enclosure by mounting position, following IEC/TR 60890.
- The temperature rise a sealed enclosure reaches by natural convection, and the cooling needed when that is too much.
- A worked example: a wall-mounted 800 × 600 × 300 mm steel enclosure with a 4 kW drive.

## Key points

1. Know the losses: a drive dissipates roughly 3 percent of its rating; a 24 V supply, 10 to 15 percent of its output.
2. A sealed steel enclosure sheds roughly 5.5 W per square metre per kelvin of difference between inside and outside.
3. Filter fans are efficient but reduce the enclosure rating; Type 4X and Type 12 sites need closed-loop cooling.
4. Mounting a drive's heat sink through the back wall removes most of its heat from the panel.`,
      es: `El calor es la causa silenciosa de muchas fallas en tableros: los variadores reducen su capacidad y disparan, las fuentes envejecen, las bobinas de los relés se queman y los indicadores LED pierden brillo. Casi todo se evita con un cálculo de una página durante el diseño.

## Contenido del documento

- Cómo sumar las pérdidas de los componentes, desde variadores y fuentes hasta las bobinas de los contactores.
- La superficie efectiva de un gabinete según su forma de montaje, conforme a IEC/TR 60890.
- La elevación de temperatura que alcanza un gabinete cerrado por convección natural y el enfriamiento necesario cuando es excesiva.
- Un ejemplo resuelto: un gabinete de acero de 800 × 600 × 300 mm montado en muro, con un variador de 4 kW.

## Ideas clave

1. Conozca las pérdidas: un variador disipa alrededor del 3 % de su potencia; una fuente de 24 V, entre el 10 y el 15 % de su salida.
2. Un gabinete cerrado de acero disipa aproximadamente 5.5 W por metro cuadrado y por kelvin de diferencia entre el interior y el exterior.
3. Los ventiladores con filtro son eficientes, pero reducen el grado de protección; en sitios que exigen tipo 4X o tipo 12 se necesita enfriamiento de circuito cerrado.
4. Montar el disipador del variador atravesando la pared posterior saca del tablero la mayor parte de su calor.

El PDF completo está en inglés.`,
    },
  },
  pdf: {
    fileName: 'white-paper-panel-thermal.pdf',
    title: { en: 'Thermal management of industrial control panels', es: 'Gestión térmica de tableros de control industrial' },
    subtitle: 'Estimating heat load and choosing the cooling method. White paper, April 2026.',
    markdown: `${DISCLAIMER}

## 1. Why panels overheat

Most control components are rated for an ambient temperature of 40 °C to 55 °C around the device, not outside the enclosure. Every watt dissipated inside a closed enclosure raises that internal ambient. As a rule of thumb, the life of electronic components such as power supplies and drives halves for every 10 K of additional temperature, because electrolytic capacitors dry out faster.

## 2. Step 1: add up the losses

| Component | Typical loss |
|---|---|
| Variable frequency drive | about 3 % of rated power |
| 24 V DC power supply | 10 to 15 % of output power |
| PLC with I/O modules | 15 to 40 W |
| Contactor coil, AC, holding | 2 to 8 W |
| Motor protection breaker or overload relay | 1.5 to 6 W per device |
| Terminal blocks and wiring | 5 to 20 W per panel |
| Control transformer | 3 to 5 % of its rating |

Use the manufacturer's loss data where it exists; these figures are for early estimates.

## 3. Step 2: effective surface area

Heat leaves a sealed enclosure through its walls. Walls against a building wall or a neighbouring enclosure shed little heat, so IEC/TR 60890 uses an effective area that depends on how the enclosure is mounted. For height H, width W and depth D in metres:

- Free-standing, all sides exposed: A = 1.8 × H × (W + D) + 1.4 × W × D
- Wall-mounted: A = 1.4 × W × (H + D) + 1.8 × D × H

## 4. Step 3: temperature rise by natural convection

The temperature rise dT of the internal air over the ambient, in kelvin, is approximately:

dT = P / (k × A)

where P is the heat loss in watts and k is the heat transfer coefficient of the wall: about 5.5 W/(m²·K) for painted sheet steel, 4.5 for stainless steel, 12 for aluminium and 3.5 for polycarbonate and fiberglass.

## 5. Step 4: choose the cooling

If the internal temperature (ambient plus dT) exceeds the lowest rating among the components, remove the surplus heat Q = P - k × A × dT(allowed):

- **Filter fan**: the simplest and cheapest. Air flow in m³/h ≈ 3.1 × Q / dT(allowed) at sea level (more at altitude). Filters must be kept clean, and a filtered opening reduces the enclosure rating: not suitable where Type 4, 4X or 12 is required.
- **Air-to-air heat exchanger**: closed loop, keeps the enclosure sealed; works only when the outside air is cooler than the required inside temperature.
- **Air conditioner**: closed loop, can cool below ambient; size for Q plus a margin, and plan the condensate drain.
- **Air-to-water heat exchanger**: where plant cooling water is available and the air is hot or dirty.
- **Through-wall (flange) mounting** of drive heat sinks: most of the drive's loss leaves the panel directly.

## 6. A worked example

A wall-mounted, painted steel enclosure, 800 mm high, 600 mm wide and 300 mm deep, holds a 4 kW drive, a 24 V 10 A power supply, a small PLC, five contactors, four motor protection breakers and terminal blocks. The plant ambient reaches 35 °C, and the target internal temperature is 45 °C.

| Source | Loss |
|---|---|
| 4 kW drive (3 %) | 120 W |
| 24 V, 240 W power supply (about 12 %) | 30 W |
| PLC and I/O | 25 W |
| Five contactor coils, 3 W each | 15 W |
| Four motor protection breakers, 5 W each | 20 W |
| Terminal blocks and wiring | 15 W |
| Total P | 225 W |

- Effective area, wall-mounted: A = 1.4 × 0.6 × (0.8 + 0.3) + 1.8 × 0.3 × 0.8 = 0.92 + 0.43 = 1.36 m².
- Natural convection: dT = 225 / (5.5 × 1.36) = 30 K. The inside would reach about 65 °C: far too hot.
- Heat the walls can shed at dT = 10 K: 5.5 × 1.36 × 10 = 75 W. Surplus Q = 225 - 75 = 150 W.
- A filter fan would need about 3.1 × 150 / 10 = 47 m³/h of actual air flow, if the site allows an open enclosure.
- For a Type 12 site, choose a closed-loop air conditioner of at least 150 W, plus margin, for example 300 W. Mounting the drive's heat sink through the back wall would remove most of its 120 W and might make a much smaller unit enough.

## 7. Checklist

1. Add up losses early, when the enclosure size is still open.
2. Use the effective area for the real mounting position.
3. Compare the internal temperature with the lowest component rating, not the average.
4. Keep hot devices at the top and heat-sensitive electronics at the bottom; leave the spaces above and below drives that their makers specify.
5. Choose the cooling that keeps the enclosure rating the site needs.
6. Plan for condensation: closed-loop cooling dehumidifies; heaters and breathers prevent condensation when the panel is idle.

Questions: ${EMAIL}.`,
  },
}
