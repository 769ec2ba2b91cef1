import { IMG } from './media'
import type { DemoResource } from './types'

/**
 * The installation manual, a downloadable resource (resources.ts lists every resource in its
 * order).
 */
export const manual: DemoResource = {
  families: ['wire-duct', 'nema-terminal-blocks', 'iec-terminal-blocks'],

  record: {
    slug: { en: 'terminal-block-wire-duct-installation-manual', es: 'manual-de-instalacion-borneras-y-canaleta' },
    title: { en: 'Installation manual: terminal blocks and wire duct', es: 'Manual de instalación: borneras y canaleta ranurada' },
    summary: {
      en: 'Step-by-step installation of DIN rail, terminal blocks and slotted wire duct, with strip lengths, torques, pull-test values and an inspection checklist.',
      es: 'Instalación paso a paso de riel DIN, borneras y canaleta ranurada, con longitudes de pelado, pares de apriete, valores de prueba de tracción y una lista de inspección.',
    },
    language: 'en',
    kind: 'manual',
    file: 'installation-manual-terminal-blocks-wire-duct.pdf',
    image: IMG.terminalBlocks,
    content: {
      en: `A practical manual for the panel shop floor: how to mount DIN rail and wire duct, prepare and terminate conductors and check the result.

## Chapters

1. Safety and tools.
2. Mounting DIN rail and wire duct.
3. Preparing conductors: strip lengths and ferrules.
4. Terminating screw-clamp and push-in blocks, with torque tables.
5. Jumpers, markers, end covers and ground blocks.
6. Inspection and pull testing before the panel ships.`,
      es: `Un manual práctico para el taller de tableros: cómo montar el riel DIN y la canaleta, preparar y conectar los conductores y verificar el resultado.

## Capítulos

1. Seguridad y herramientas.
2. Montaje del riel DIN y de la canaleta.
3. Preparación de conductores: longitudes de pelado y punteras.
4. Conexión en borneras de tornillo y push-in, con tablas de pares de apriete.
5. Puentes, marcadores, tapas finales y borneras de tierra.
6. Inspección y prueba de tracción antes de entregar el tablero.`,
    },
  },
  pdf: {
    fileName: 'installation-manual-terminal-blocks-wire-duct.pdf',
    title: { en: 'Installation manual: terminal blocks and wire duct', es: 'Manual de instalación: borneras y canaleta ranurada' },
    subtitle: 'For panel builders working to UL 508A and IEC 61439',
    markdown: `## 1. Safety

- Install and wire only with the supply disconnected, locked out and tested for absence of voltage.
- Installation must be done by qualified persons, following the wiring diagram of the panel and the local electrical code.
- Do not modify terminal blocks or wire duct. Damaged parts must be replaced.

## 2. Tools

- Slotted screwdriver matching the terminal screw (0.6 × 3.5 mm for 2.5 mm² blocks); a torque screwdriver is recommended.
- Wire stripper and a ferrule crimping tool with square or trapezoidal profile.
- Duct cutter or fine-tooth saw and a deburring tool.

## 3. Mounting DIN rail

- Use 35 × 7.5 mm rail to EN 60715 for terminal blocks up to 16 mm², and 35 × 15 mm rail for larger blocks or long unsupported spans.
- Fasten the rail at least every 150 mm (6 in) and within 25 mm of each end.
- Bond the rail to the panel's protective earth: ground blocks rely on the rail for their connection.

## 4. Mounting wire duct

- Cut duct with a duct cutter so the fingers are not cracked, and deburr the cut ends.
- Fasten the duct base with screws, rivets or push-in clips every 300 to 450 mm (12 to 18 in) and within 50 mm (2 in) of each end.
- Leave 25 to 40 mm (1 to 1.5 in) between the duct and the terminal row for bending space and markers.
- Keep power and control wiring in separate duct runs, or separate them with a divider.
- Design for about 50 percent fill so covers close and later changes fit.

## 5. Preparing conductors

| Block size | Wire range | Strip length |
|---|---|---|
| 2.5 mm² | 26 to 12 AWG | 8 to 10 mm |
| 4 mm² | 22 to 10 AWG | 9 to 11 mm |
| 6 mm² | 20 to 8 AWG | 10 to 12 mm |
| 10 mm² | 16 to 6 AWG | 12 to 14 mm |
| 16 mm² | 14 to 4 AWG | 14 to 16 mm |

- Use ferrules on fine-stranded conductors in screw-clamp blocks and always in push-in blocks unless the conductor is solid or class 2 stranded.
- The ferrule length must match the strip length; no bare strands may remain outside the clamp.

## 6. Terminating

| Block size | Screw-clamp torque |
|---|---|
| 2.5 mm² | 0.5 to 0.8 N·m (4.4 to 7 lb·in) |
| 4 mm² | 0.6 to 0.8 N·m (5.3 to 7 lb·in) |
| 6 mm² | 1.2 to 1.5 N·m (10.6 to 13.3 lb·in) |
| 10 mm² | 1.5 to 1.8 N·m (13.3 to 16 lb·in) |
| 16 mm² | 2.5 to 3.0 N·m (22 to 26.5 lb·in) |

Values are typical; the torque marked on the block or in its data sheet governs.

- **Screw clamp**: insert the conductor fully, tighten to torque, do not re-tighten after the panel has been energized without checking the torque value.
- **Push-in**: push the solid or ferruled conductor straight in until it stops. To release, press the orange pusher with a screwdriver and pull the conductor.

## 7. Accessories

- Fit an **end cover** on the open side of the last block of every group.
- Fit **end stops** at both ends of every row.
- Plug-in **jumpers** common adjacent blocks; check the jumper's current rating, which may be lower than the block's.
- Mark every block to the wire numbers on the diagram.

## 8. Inspection and pull test

| Conductor | Pull-out force (IEC 60947-1) |
|---|---|
| 1.5 mm² | 40 N |
| 2.5 mm² | 50 N |
| 4 mm² | 60 N |
| 6 mm² | 80 N |
| 10 mm² | 90 N |
| 16 mm² | 100 N |

1. Pull-test a sample of terminations on every panel; the conductor must not slip out.
2. Check that no copper is visible outside the clamp and that no insulation is clamped.
3. Check end covers, end stops, markers and the continuity of the protective earth.
4. Fit duct covers; if a cover will not close, the duct is over-filled.`,
  },
}
