import { EMAIL } from './company'
import { IMG } from './media'

import { DISCLAIMER, type WhitePaper } from './whitePaperCommon'
import { thermal } from './whitePaperThermal'

/**
 * White papers: a bilingual page with the abstract and key points, and the full paper as
 * an English PDF.
 */

const sccr: WhitePaper = {
  record: {
    slug: { en: 'sccr-for-industrial-control-panels', es: 'sccr-en-tableros-de-control-industrial' },
    title: {
      en: 'Short-circuit current ratings for industrial control panels',
      es: 'Capacidad de corriente de cortocircuito (SCCR) en tableros de control industrial',
    },
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
    title: {
      en: 'Short-circuit current ratings for industrial control panels',
      es: 'Capacidad de corriente de cortocircuito (SCCR) en tableros de control industrial',
    },
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

export const WHITE_PAPERS: WhitePaper[] = [sccr, arcFlash, thermal]
