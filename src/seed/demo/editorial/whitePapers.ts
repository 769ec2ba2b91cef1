import { EMAIL, MAKER } from './company'
import { IMG } from './media'
import type { PdfSource, WhitePaperRecord } from './types'

/**
 * White papers: a bilingual page with the abstract and key points, and the full paper as
 * an English PDF.
 */

type WhitePaper = { record: WhitePaperRecord; pdf: PdfSource }

const DISCLAIMER = `*This paper is general engineering guidance from ${MAKER}, a fictional company used to demonstrate an online store. It does not replace the codes and standards it cites, the judgment of a qualified engineer or the authority having jurisdiction.*`

const sccr: WhitePaper = {
  record: {
    slug: { en: 'sccr-for-industrial-control-panels', es: 'sccr-en-tableros-de-control-industrial' },
    title: { en: 'Short-circuit current ratings for industrial control panels', es: 'Capacidad de corriente de cortocircuito (SCCR) en tableros de control industrial' },
    summary: {
      en: 'How UL 508A Supplement SB determines a panel’s SCCR, why the weakest component sets it, and four practical ways to raise it.',
      es: 'Cómo determina el Suplemento SB de UL 508A la SCCR de un tablero, por qué la fija el componente más débil y cuatro formas prácticas de aumentarla.',
    },
    publishedAt: '2026-02-24',
    author: 'Elena Vargas, P.E.',
    file: 'white-paper-sccr.pdf',
    image: IMG.controlPanel,
    content: {
      en: `Since the 2005 National Electrical Code, industrial control panels must be marked with their short-circuit current rating (SCCR), and the installer must make sure the fault current available where the panel is installed does not exceed it. A panel marked 5 kA on a plant bus that can deliver 35 kA is a code violation and a real hazard.

## What the paper covers

- The code requirements: NEC 409.110 for panels, 409.22 for installation and documentation of the available fault current, 670.3 for industrial machinery and 440.4(B) for HVAC equipment.
- The UL 508A Supplement SB method, step by step: component ratings, default ratings, current-limiting devices and the lowest rating in the power circuit.
- A worked example of a 480 V motor control panel, raised from 5 kA to 50 kA.

## Key points

1. The panel's SCCR is set by its weakest power-circuit component, after the effect of current-limiting devices is taken into account.
2. Components without a marked rating get a low default value; an unmarked power distribution block can pull a whole panel down.
3. Tested combinations of a contactor, overload relay and specific fuses or breakers carry far higher ratings than the parts alone.
4. Class J and Class CC fuses ahead of a feeder can raise downstream ratings, under the conditions Supplement SB sets.

Download the PDF for the full method and the example.`,
      es: `Desde la edición 2005 del National Electrical Code (NEC), los tableros de control industrial deben indicar su capacidad de corriente de cortocircuito (SCCR), y el instalador debe verificar que la corriente de falla disponible en el punto de instalación no la supere. Un tablero marcado con 5 kA conectado a un bus de planta que puede entregar 35 kA incumple la norma y es un peligro real.

## Contenido del documento

- Los requisitos del código: NEC 409.110 para tableros, 409.22 para la instalación y el registro de la corriente de falla disponible, 670.3 para maquinaria industrial y 440.4(B) para equipos de climatización.
- El método del Suplemento SB de UL 508A, paso a paso: capacidades de los componentes, valores por defecto, dispositivos limitadores de corriente y la capacidad más baja del circuito de fuerza.
- Un ejemplo resuelto de un tablero de control de motores a 480 V que pasa de 5 kA a 50 kA.

## Ideas clave

1. La SCCR del tablero la fija su componente de fuerza más débil, una vez considerado el efecto de los dispositivos limitadores de corriente.
2. Los componentes sin capacidad marcada reciben un valor por defecto bajo; un bloque de distribución sin marcar puede bajar la capacidad de todo el tablero.
3. Las combinaciones probadas de contactor, relé de sobrecarga y fusibles o interruptor específicos tienen capacidades mucho mayores que las piezas por separado.
4. Los fusibles clase J y clase CC antes de un alimentador pueden elevar la capacidad de lo que está aguas abajo, en las condiciones que fija el Suplemento SB.

Descargue el PDF (en inglés) con el método completo y el ejemplo.`,
    },
  },
  pdf: {
    fileName: 'white-paper-sccr.pdf',
    title: { en: 'Short-circuit current ratings for industrial control panels', es: 'Capacidad de corriente de cortocircuito (SCCR) en tableros de control industrial' },
    subtitle: 'A practical guide to UL 508A Supplement SB, with a worked example. White paper, February 2026.',
    markdown: `${DISCLAIMER}

## 1. Why SCCR matters

A short circuit on the supply side of a control panel can deliver tens of thousands of amperes within the first half cycle. Every component that carries that current until the protective device clears it, such as disconnects, fuse holders, breakers, contactors, overload relays, terminal blocks and power distribution blocks, must withstand it without exploding, catching fire or ejecting parts. The **short-circuit current rating** (SCCR) is the prospective symmetrical fault current, at a stated voltage, that the panel can safely withstand.

An SCCR is not an interrupting rating. The interrupting rating of a fuse or breaker says what it can clear; the SCCR of a panel says what the whole assembly can survive with its protection in place.

## 2. What the codes require

- **NEC 409.110** requires industrial control panels to be marked with their SCCR, determined by an approved method. UL 508A Supplement SB is the method most inspectors expect.
- **NEC 409.22(A)** prohibits installing a panel where the available fault current exceeds its SCCR, and **409.22(B)** requires the available fault current and the date of its calculation to be documented at the installation.
- **NEC 670.3** and **NFPA 79** require the machine nameplate to state the SCCR of the machine's control equipment.
- **NEC 440.4(B)** requires multimotor and combination-load HVAC equipment to be marked with its SCCR.

Exemptions exist for panels containing only control circuit components, but any panel with a power circuit (motor branch circuits, heaters, feeders) needs an SCCR.

## 3. The Supplement SB method in brief

1. **Identify the power circuit.** Control circuits supplied through a control transformer are, with limited exceptions, left out of the evaluation; the transformer's primary protection is part of the power circuit.
2. **Find the SCCR of every power-circuit component.** Use the rating marked on the component or in its instructions, a tested combination rating listed by the manufacturer, or, for components without a marked rating, the default rating of Table SB4.1. Defaults are deliberately low, often 5 kA for devices such as contactors and overload relays and 10 kA for terminal blocks and power distribution blocks.
3. **Apply current-limiting devices.** A listed current-limiting fuse or breaker in a feeder circuit can raise the ratings of the components downstream of it, when its peak let-through current at the available fault current is no greater than the ratings of those components. The conditions are set out in Supplement SB and must be followed exactly.
4. **Take the lowest value.** The panel's SCCR is the lowest rating in the power circuit after step 3, limited by the interrupting rating of any overcurrent device in the panel.
5. **Mark the panel.** The SCCR goes on the nameplate with the voltage, for example "SCCR: 65 kA rms symmetrical, 480 V".

## 4. Four ways to raise a panel's SCCR

- **Use marked components.** Replace unmarked power distribution blocks and terminal blocks in the power circuit with parts that carry a high marked SCCR when protected by a stated fuse class.
- **Use tested combinations.** Contactor and overload relay manufacturers publish combinations with specific fuses or breakers rated 65 kA or 100 kA at 480 V. Follow the combination exactly: the fuse class and maximum size, or the breaker model, are part of the rating.
- **Use current-limiting fuses.** Class J, Class CC and Class T fuses limit the peak current dramatically. In feeder circuits they can raise the rating of downstream components under Supplement SB's conditions.
- **Check the main device.** A 10 kA molded-case breaker as the main disconnect caps the panel at 10 kA regardless of everything below it. Choose a main device with an interrupting rating above the available fault current.

## 5. A worked example

A 480 V, three-phase conveyor panel has a fused main disconnect, a power distribution block and four motor branch circuits, each with Class J fuses, a contactor and an overload relay. A 120 V control transformer feeds the control circuit. The plant engineer reports 35 kA available at the panel's supply terminals.

| Component | As designed | After redesign |
|---|---|---|
| Fused main disconnect, Class J fuses | 100 kA | 100 kA |
| Power distribution block (unmarked) | 10 kA (default) | 50 kA (marked, with Class J fuses) |
| Branch Class J fuse holders | 100 kA | 100 kA |
| Contactor with overload relay | 5 kA (default) | 65 kA (tested combination with Class J fuses) |
| Terminal blocks for motor leads | 10 kA (default) | 65 kA (marked, with Class J fuses) |
| Panel SCCR | 5 kA | 50 kA |

As designed, the panel is rated 5 kA and cannot be installed on a 35 kA bus. With a marked distribution block, marked terminal blocks and tested contactor and overload combinations, the lowest rating becomes 50 kA, above the 35 kA available. Choosing a distribution block marked 65 kA with the same fuses would bring the panel to 65 kA.

## 6. Practical checklist

1. Ask for the available fault current at the installation point before the design is frozen.
2. List every power-circuit component with its SCCR and the source of that rating.
3. Look for default ratings in the list; each one is a candidate for replacement.
4. Use tested combinations exactly as published.
5. Record the calculation in the panel file and mark the nameplate.

Questions about the ratings of our components: ${EMAIL}.`,
  },
}

const arcFlash: WhitePaper = {
  record: {
    slug: { en: 'arc-flash-aware-panel-design', es: 'diseno-de-tableros-con-criterio-de-arco-electrico' },
    title: { en: 'Arc-flash-aware control panel design', es: 'Diseño de tableros de control con criterio de arco eléctrico' },
    summary: {
      en: 'Design choices that lower incident energy and keep workers away from exposed live parts, following the NFPA 70E hierarchy of risk controls.',
      es: 'Decisiones de diseño que reducen la energía incidente y alejan al personal de las partes energizadas expuestas, siguiendo la jerarquía de controles de riesgo de NFPA 70E.',
    },
    publishedAt: '2026-03-23',
    author: 'Mark Sutter',
    file: 'white-paper-arc-flash.pdf',
    image: IMG.arcFlash,
    content: {
      en: `Most arc-flash programs start after the panel is installed, with studies, labels and personal protective equipment. The most effective controls are cheaper and come earlier: in the design of the panel itself.

## What the paper covers

- How incident energy depends on available fault current, clearing time and working distance, and what IEEE 1584-2018 changed.
- The NFPA 70E hierarchy of risk controls applied to control panel design: elimination, substitution, engineering controls, awareness, administrative controls and PPE.
- Fifteen design practices, from current-limiting fuses to finger-safe components and through-door voltage indication.

## Key points

1. Clearing time matters as much as fault current: current-limiting fuses and instantaneous trips cut incident energy dramatically.
2. The best arc-flash control is a task that no longer needs the door open: through-door indicators, test points and network diagnostics.
3. Finger-safe devices and barriers reduce the chance of starting an arc in the first place.
4. Separate the low-voltage control section from the power section so routine troubleshooting happens away from exposed power conductors.`,
      es: `La mayoría de los programas de arco eléctrico empiezan cuando el tablero ya está instalado, con estudios, etiquetas y equipo de protección personal. Los controles más eficaces cuestan menos y llegan antes: en el diseño del propio tablero.

## Contenido del documento

- Cómo depende la energía incidente de la corriente de falla disponible, del tiempo de despeje y de la distancia de trabajo, y qué cambió con IEEE 1584-2018.
- La jerarquía de controles de riesgo de NFPA 70E aplicada al diseño de tableros: eliminación, sustitución, controles de ingeniería, señalización, controles administrativos y EPP.
- Quince prácticas de diseño, desde los fusibles limitadores de corriente hasta los componentes a prueba de contacto y la indicación de tensión a través de la puerta.

## Ideas clave

1. El tiempo de despeje pesa tanto como la corriente de falla: los fusibles limitadores y los disparos instantáneos reducen drásticamente la energía incidente.
2. El mejor control del arco eléctrico es una tarea que ya no exige abrir la puerta: indicadores a través de la puerta, puntos de prueba y diagnóstico por red.
3. Los dispositivos a prueba de contacto y las barreras reducen la probabilidad de que el arco se inicie.
4. Separar la sección de control de baja tensión de la sección de fuerza permite diagnosticar lejos de los conductores de fuerza expuestos.

El PDF completo está en inglés.`,
    },
  },
  pdf: {
    fileName: 'white-paper-arc-flash.pdf',
    title: { en: 'Arc-flash-aware control panel design', es: 'Diseño de tableros de control con criterio de arco eléctrico' },
    subtitle: 'Reducing incident energy and exposure through design. White paper, March 2026.',
    markdown: `${DISCLAIMER}

## 1. The problem

An arc flash is the release of energy from an electric arc between conductors or to ground. Temperatures at the arc reach several thousand degrees; the blast, molten metal and radiant heat injure people standing in front of an open panel. NFPA 70E, the Standard for Electrical Safety in the Workplace, requires employers to assess the risk and protect workers. The label on a panel, required by NEC 110.16 and NFPA 70E, tells the worker what to expect.

Three quantities drive the **incident energy** a worker receives:

- **Available fault current** at the point of the arc, which the panel designer rarely controls.
- **Clearing time** of the upstream protective device, which the designer largely controls.
- **Working distance** from the arc to the worker's face and chest, which the designer can influence by layout.

IEEE 1584-2018 refined the calculation: it added electrode configurations (vertical electrodes in a box, vertical electrodes terminating in a barrier, horizontal electrodes in a box, and open-air versions) and takes enclosure size into account. Horizontal electrodes in a box, common at the line terminals of devices, direct more energy toward the worker.

## 2. The hierarchy of risk controls

NFPA 70E requires risk controls to be applied in this order of preference: **elimination, substitution, engineering controls, awareness, administrative controls, and personal protective equipment**. PPE is the last line of defence, not the first. A panel designer works mostly in the first three.

## 3. Elimination: remove the reason to open the door

- Bring diagnostics outside: PLC and drive status on an HMI or over the network, so troubleshooting does not require opening the panel.
- Mount pilot lights for each power source and each critical circuit on the door.
- Fit **permanently mounted voltage indicators** on the door, so a worker can see whether the panel is energized before opening it. Absence-of-voltage testers listed to UL 1436 can verify the de-energized state with the door closed.
- Provide **through-door test points** and data ports, protected by current-limiting resistors or fuses.

## 4. Substitution: lower the energy that is available

- Use **24 V DC control circuits** instead of 120 V AC where practical.
- Supply the panel from a smaller transformer or through a feeder with lower available fault current.
- Choose **current-limiting fuses** (Class J, CC, T, RK1) upstream: within their current-limiting range they clear in less than half a cycle and limit the peak current, cutting incident energy sharply.

## 5. Engineering controls: reduce clearing time and exposure

- **Fast protection**: instantaneous trip settings set as low as coordination allows; for breakers rated 1200 A or more, NEC 240.87 requires an arc energy reduction method such as a maintenance switch or zone-selective interlocking.
- **Finger-safe components**: IP20 terminals, covered fuse holders, shrouded power distribution blocks and barriers over line-side terminals reduce the chance of a dropped tool starting an arc.
- **Compartments**: keep the incoming power section behind a separate barrier or door; put control components and terminal blocks in a low-voltage section that can be worked on with the power section closed.
- **Through-door disconnect** with a door interlock, so the door cannot be opened with the disconnect on (defeat only by qualified persons).
- **Line-side terminals**: mount the disconnect so its line terminals are covered and out of the normal reach path.
- **Infrared windows** for thermography without opening the door.
- **Layout**: place devices that need frequent adjustment (overload dials, timer settings) away from exposed power conductors.

## 6. Awareness and administrative controls

- Arc-flash and shock hazard labels per NFPA 70E and NEC 110.16, updated whenever the supply changes.
- Clear circuit identification, wire numbers that match the drawings and a drawing pocket in the door.
- Lockout points for every energy source, and documentation of stored energy such as capacitors in drives.

## 7. Design checklist

1. Request the available fault current and the upstream device's clearing time.
2. Use current-limiting fuses where they reduce incident energy.
3. Design the control circuit at 24 V DC where possible.
4. Put status indication, voltage indicators and test points on the door.
5. Separate power and control sections with barriers.
6. Use finger-safe components and covers on all line-side terminals.
7. Interlock the door with the disconnect.
8. Provide space for labels and keep them current.

Questions: ${EMAIL}.`,
  },
}

const thermal: WhitePaper = {
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

export const WHITE_PAPERS: WhitePaper[] = [sccr, arcFlash, thermal]
