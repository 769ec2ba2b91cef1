import type { Bi, MediaRecord } from './types'

/**
 * Abstract technical illustrations for articles, industries and pages, drawn in code as
 * small SVGs (no text, a 640 x 360 canvas, one shared palette). Each stays under 5 KB.
 */

const C = {
  bg: '#eef2f6',
  navy: '#16325c',
  steel: '#5b6b7f',
  light: '#c9d3de',
  white: '#ffffff',
  accent: '#ec7a0c',
  green: '#2e9b5e',
  red: '#c8372d',
  amber: '#f2b01e',
  blue: '#2b7bb9',
  water: '#9cc9e8',
  grey: '#8d99a6',
}

const n = (v: number) => Math.round(v * 10) / 10
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
const stroke = (color: string, width: number) => ` stroke="${color}" stroke-width="${width}"`
const range = (count: number) => Array.from({ length: count }, (_, i) => i)

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img">${rect(0, 0, 640, 360, C.bg)}${body}</svg>\n`
}

/** An open control panel: backplate, wire duct, DIN rails with terminal blocks, contactors and relays. */
function controlPanel(): string {
  let s = rect(150, 20, 340, 320, C.steel, ' rx="8"') + rect(164, 34, 312, 292, C.white)
  s += rect(176, 46, 288, 16, C.light) + rect(176, 298, 288, 16, C.light)
  for (const x of [176, 448]) s += rect(x, 62, 16, 236, C.light)
  s += range(17).map((i) => rect(180 + i * 17, 46, 3, 9, C.white)).join('')
  for (const y of [92, 176, 254]) s += rect(196, y, 248, 8, C.grey)
  s += range(3).map((i) => rect(206 + i * 54, 72, 44, 58, C.navy, ' rx="3"') + rect(214 + i * 54, 80, 28, 10, C.light) + circle(228 + i * 54, 112, 6, C.accent)).join('')
  s += range(3).map((i) => rect(374 + i * 22, 78, 18, 48, C.steel, ' rx="2"') + rect(377 + i * 22, 84, 12, 6, C.amber)).join('')
  s += range(20).map((i) => rect(200 + i * 12, 160, 10, 40, i % 5 === 4 ? C.green : C.grey, ' rx="1"')).join('')
  s += range(5).map((i) => rect(206 + i * 46, 232, 38, 46, C.steel, ' rx="3"') + circle(225 + i * 46, 246, 4, i === 1 ? C.red : C.green)).join('')
  return svg(s)
}

/** A pipeline with flanges, a pump, a valve and a storage tank. */
function pipeline(): string {
  let s = rect(0, 300, 640, 60, C.light)
  s += rect(40, 70, 120, 200, C.navy, ' rx="10"') + rect(52, 150, 96, 108, C.water) + rect(52, 150, 96, 6, C.blue)
  s += rect(160, 226, 440, 22, C.steel) + rect(430, 120, 22, 106, C.steel) + rect(430, 120, 170, 22, C.steel)
  s += range(6).map((i) => rect(190 + i * 70, 220, 8, 34, C.navy)).join('')
  s += circle(300, 237, 34, C.accent) + circle(300, 237, 14, C.white) + rect(280, 271, 40, 29, C.navy)
  s += path('M380 218 L410 237 L380 256 Z M440 218 L410 237 L440 256 Z', C.navy) + rect(406, 196, 8, 41, C.navy) + rect(392, 190, 36, 8, C.red)
  s += rect(560, 112, 8, 38, C.navy) + circle(520, 100, 14, C.white, stroke(C.navy, 4)) + path('M520 100 L528 92', 'none', stroke(C.red, 3))
  s += range(4).map((i) => path(`M${470 + i * 36} 300 q9 -10 18 0 t18 0`, 'none', stroke(C.blue, 3))).join('')
  return svg(s)
}

/** A belt conveyor with rollers, boxes and a photo-eye beam. */
function conveyor(): string {
  let s = rect(0, 310, 640, 50, C.light)
  s += rect(40, 210, 560, 18, C.navy, ' rx="9"') + range(10).map((i) => circle(58 + i * 58, 219, 6, C.grey)).join('')
  s += range(3).map((i) => rect(80 + i * 60, 228, 10, 82, C.steel)).join('') + rect(450, 228, 10, 82, C.steel) + rect(560, 228, 10, 82, C.steel)
  s += range(4).map((i) => rect(80 + i * 130, 148, 78, 62, C.accent, ' rx="3"') + rect(80 + i * 130, 170, 78, 8, '#c9650a')).join('')
  s += rect(330, 80, 16, 40, C.steel) + rect(586, 80, 16, 40, C.steel) + path('M346 100 H586', 'none', stroke(C.red, 2) + ' stroke-dasharray="8 6"')
  s += rect(40, 40, 110, 70, C.navy, ' rx="6"') + circle(70, 75, 10, C.green) + circle(100, 75, 10, C.red) + circle(126, 75, 8, C.amber)
  return svg(s)
}

/** A rooftop unit: casing, condenser fan grille, supply and return ducts. */
function rooftopUnit(): string {
  let s = rect(0, 290, 640, 70, C.light)
  s += rect(90, 110, 360, 180, C.steel, ' rx="6"') + rect(110, 130, 150, 140, C.light)
  s += range(9).map((i) => rect(118, 140 + i * 14, 134, 6, C.grey)).join('')
  s += circle(355, 200, 66, C.navy) + circle(355, 200, 58, C.white)
  s += range(4).map((i) => path('M355 200 C 365 170, 395 170, 400 190 Z', C.blue, ` transform="rotate(${i * 90} 355 200)"`)).join('')
  s += circle(355, 200, 10, C.navy) + range(5).map((i) => circle(355, 200, 18 + i * 9, 'none', stroke(C.light, 1.5))).join('')
  s += rect(450, 180, 120, 40, C.light) + rect(570, 180, 30, 110, C.light) + rect(450, 230, 120, 40, C.grey)
  s += range(3).map((i) => path(`M${485 + i * 30} 160 q6 -12 0 -24 t0 -24`, 'none', stroke(C.accent, 3))).join('')
  return svg(s)
}

/** Process tanks with a bottle line. */
function foodLine(): string {
  let s = rect(0, 300, 640, 60, C.light)
  s += range(3).map((i) => rect(50 + i * 110, 60, 80, 170, C.grey, ' rx="40"') + rect(62 + i * 110, 90, 8, 120, C.white, ' opacity=".5"') + rect(70 + i * 110, 230, 8, 70, C.steel) + rect(102 + i * 110, 230, 8, 70, C.steel)).join('')
  s += rect(70, 40, 300, 12, C.steel) + rect(390, 262, 230, 14, C.navy, ' rx="7"')
  s += range(6).map((i) => rect(400 + i * 36, 208, 22, 54, C.water, ' rx="6"') + rect(406 + i * 36, 196, 10, 14, C.blue) + rect(400 + i * 36, 226, 22, 14, C.accent)).join('')
  s += rect(400, 276, 8, 24, C.steel) + rect(604, 276, 8, 24, C.steel)
  return svg(s)
}

/** A row of 22 mm pilot lights on a panel door, lit and unlit. */
function pilotLights(): string {
  let s = rect(60, 60, 520, 240, C.steel, ' rx="10"')
  const colors = [C.red, C.green, C.amber, C.blue, C.white]
  s += colors.map((col, i) => {
    const x = 130 + i * 95
    return circle(x, 150, 38, C.navy) + circle(x, 150, 28, col, i === 4 ? stroke(C.light, 2) : '') + circle(x - 9, 141, 8, C.white, ' opacity=".55"') + rect(x - 36, 210, 72, 26, C.light, ' rx="3"')
  }).join('')
  return svg(s)
}

/** Wire duct in section: a slotted duct with round conductors filling about half of it. */
function wireDuct(): string {
  let s = path('M170 60 H470 V320 H170 Z', C.white, stroke(C.navy, 10))
  s += range(11).map((i) => rect(166 + i * 28, 36, 12, 34, C.bg)).join('') + path('M160 52 H480', 'none', stroke(C.navy, 8))
  const wires: string[] = []
  let k = 0
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 12; col++) {
      const cx = 196 + col * 23 + (row % 2) * 11
      const cy = 300 - row * 20
      if (cx > 452) continue
      const fill = [C.red, C.blue, C.navy, C.green, C.amber, C.grey][k++ % 6]
      wires.push(circle(cx, cy, 9, fill))
    }
  }
  s += wires.join('') + path('M190 190 H450', 'none', stroke(C.accent, 3) + ' stroke-dasharray="10 8"')
  return svg(s)
}

/** Terminal blocks of several sizes on a DIN rail, with jumpers and an end stop. */
function terminalBlocks(): string {
  let s = rect(40, 170, 560, 30, C.grey) + rect(40, 180, 560, 10, C.steel)
  const widths = [14, 14, 14, 14, 18, 18, 18, 24, 24, 14, 14, 14, 14, 14, 24, 24, 18, 18]
  let x = 90
  widths.forEach((w, i) => {
    const fill = i === 7 || i === 8 ? C.green : i === 14 || i === 15 ? C.accent : C.light
    s += rect(x, 110, w - 2, 150, fill, stroke(C.steel, 1)) + circle(x + w / 2 - 1, 128, w / 4, C.navy) + circle(x + w / 2 - 1, 242, w / 4, C.navy)
    x += w
  })
  s += rect(90, 150, 54, 6, C.red) + rect(210, 150, 34, 6, C.blue) + rect(x + 4, 130, 16, 110, C.navy) + rect(66, 130, 16, 110, C.navy)
  return svg(s)
}

/** Timing diagrams: supply, trigger and output waveforms of a timing relay (no labels). */
function timingDiagram(): string {
  const trace = (y: number, points: number[], color: string) => {
    let d = `M60 ${y}`
    points.forEach((x, i) => (d += ` H${x} V${i % 2 === 0 ? y - 40 : y}`))
    return path(`${d} H580`, 'none', stroke(color, 5) + ' stroke-linejoin="round"')
  }
  let s = range(3).map((i) => rect(60, 70 + i * 100, 520, 2, C.light)).join('')
  s += trace(110, [120, 520], C.navy) + trace(210, [200, 260, 380, 420], C.steel) + trace(310, [280, 470], C.accent)
  s += path('M200 330 H280', 'none', stroke(C.red, 2) + ' stroke-dasharray="6 5"') + path('M200 322 V338 M280 322 V338', 'none', stroke(C.red, 2))
  return svg(s)
}

/** A three-pole contactor, front view, with its coil terminals and an auxiliary block. */
function contactor(): string {
  let s = rect(190, 50, 200, 260, C.navy, ' rx="10"') + rect(390, 80, 60, 200, C.steel, ' rx="6"')
  s += range(3).map((i) => rect(212 + i * 56, 66, 44, 40, C.light, ' rx="4"') + circle(234 + i * 56, 86, 11, C.grey) + rect(212 + i * 56, 254, 44, 40, C.light, ' rx="4"') + circle(234 + i * 56, 274, 11, C.grey)).join('')
  s += rect(236, 140, 108, 80, C.steel, ' rx="6"') + rect(262, 164, 56, 32, C.accent, ' rx="3"')
  s += range(2).map((i) => circle(420, 118 + i * 124, 10, C.grey)).join('') + rect(404, 160, 32, 40, C.light, ' rx="3"')
  s += rect(100, 170, 90, 10, C.accent) + rect(450, 170, 90, 10, C.accent)
  return svg(s)
}

/** A gasketed enclosure with rain and dust, for enclosure ratings. */
function enclosure(): string {
  let s = rect(200, 70, 240, 260, C.grey, ' rx="10"') + rect(214, 84, 212, 232, C.light, ' rx="6"') + rect(214, 84, 212, 232, 'none', stroke(C.navy, 4) + ' rx="6"')
  s += rect(404, 170, 14, 60, C.navy, ' rx="4"') + range(4).map((i) => rect(200, 100 + i * 60, 8, 20, C.steel)).join('')
  s += range(12).map((i) => path(`M${60 + (i % 4) * 34} ${40 + Math.floor(i / 4) * 80} l-8 22`, 'none', stroke(C.blue, 4) + ' stroke-linecap="round"')).join('')
  s += range(14).map((i) => circle(490 + (i % 5) * 26 + (i % 2) * 8, 70 + Math.floor(i / 5) * 60 + (i % 3) * 10, 3 + (i % 3), C.steel)).join('')
  return svg(s + rect(0, 330, 640, 30, C.light))
}

/** Overload relay dial and a trip curve falling with current. */
function tripCurve(): string {
  let s = rect(60, 40, 300, 280, C.white) + path('M80 60 V300 H350', 'none', stroke(C.navy, 3))
  for (const [k, col] of [[1, C.green], [2, C.amber], [3, C.red]] as const) s += path(`M110 ${70 + 10 * k} C 150 ${180 + 20 * k}, 220 ${240 + 10 * k}, 340 ${250 + 12 * k}`, 'none', stroke(col, 4))
  s += rect(420, 90, 160, 180, C.navy, ' rx="10"') + circle(500, 160, 40, C.light) + path('M500 160 L526 134', 'none', stroke(C.accent, 6) + ' stroke-linecap="round"')
  s += range(3).map((i) => circle(460 + i * 40, 240, 10, C.grey)).join('')
  return svg(s)
}

/** An arc flash kept behind a closed, interlocked door. */
function arcFlash(): string {
  let s = rect(150, 50, 340, 270, C.steel, ' rx="8"') + rect(170, 70, 300, 230, C.navy, ' rx="4"')
  s += path('M320 110 L345 165 L395 150 L360 195 L400 245 L340 225 L320 280 L300 225 L240 245 L280 195 L245 150 L295 165 Z', C.amber) + circle(320, 195, 22, C.white)
  s += rect(500, 150, 30, 90, C.light, ' rx="4"') + rect(504, 160, 22, 30, C.red, ' rx="3"') + rect(120, 100, 30, 14, C.accent) + rect(120, 250, 30, 14, C.accent)
  return svg(s)
}

/** Heat rising from a panel, a filter fan and an air conditioner on the side. */
function thermal(): string {
  let s = rect(160, 60, 240, 270, C.grey, ' rx="8"') + rect(176, 76, 208, 238, C.light)
  s += range(3).map((i) => rect(196 + i * 60, 110 + (i % 2) * 50, 48, 70, C.navy, ' rx="3"')).join('')
  s += range(4).map((i) => path(`M${210 + i * 45} 56 q10 -14 0 -28 t0 -28`, 'none', stroke(C.red, 4) + ' stroke-linecap="round"')).join('')
  s += rect(400, 120, 70, 150, C.steel, ' rx="6"') + range(6).map((i) => rect(410, 132 + i * 22, 50, 8, C.white)).join('')
  s += circle(100, 250, 40, C.white, stroke(C.navy, 6)) + range(3).map((i) => path('M100 250 C108 228, 126 226, 130 240 Z', C.blue, ` transform="rotate(${i * 120} 100 250)"`)).join('')
  s += range(3).map((i) => path(`M${500 + i * 30} 170 h40 l-8 -6 m8 6 l-8 6`, 'none', stroke(C.blue, 3))).join('')
  return svg(s)
}

type Illustration = { name: string; draw: () => string; alt: Bi }

const ILLUSTRATIONS: Illustration[] = [
  { name: 'control-panel.svg', draw: controlPanel, alt: { en: 'Illustration of an open industrial control panel with wire duct, DIN rails, terminal blocks and contactors', es: 'Ilustración de un tablero de control industrial abierto con canaleta ranurada, rieles DIN, borneras y contactores' } },
  { name: 'industry-water.svg', draw: pipeline, alt: { en: 'Illustration of a water pipeline with a storage tank, a pump, a valve and a pressure gauge', es: 'Ilustración de una tubería de agua con tanque de almacenamiento, bomba, válvula y manómetro' } },
  { name: 'industry-packaging.svg', draw: conveyor, alt: { en: 'Illustration of a belt conveyor carrying boxes past a photoelectric sensor beam', es: 'Ilustración de una banda transportadora con cajas que cruzan el haz de un sensor fotoeléctrico' } },
  { name: 'industry-hvac.svg', draw: rooftopUnit, alt: { en: 'Illustration of a rooftop HVAC unit with its condenser fan and ductwork', es: 'Ilustración de una unidad de climatización de azotea con su ventilador de condensador y ductos' } },
  { name: 'industry-food-beverage.svg', draw: foodLine, alt: { en: 'Illustration of stainless process tanks beside a bottle filling line', es: 'Ilustración de tanques de proceso de acero inoxidable junto a una línea de llenado de botellas' } },
  { name: 'pilot-lights.svg', draw: pilotLights, alt: { en: 'Illustration of five 22 mm pilot lights in red, green, amber, blue and white on a panel door', es: 'Ilustración de cinco luces piloto de 22 mm en rojo, verde, ámbar, azul y blanco en la puerta de un tablero' } },
  { name: 'wire-duct.svg', draw: wireDuct, alt: { en: 'Cross-section of slotted wire duct filled about halfway with conductors', es: 'Corte de una canaleta ranurada llena aproximadamente a la mitad con conductores' } },
  { name: 'terminal-blocks.svg', draw: terminalBlocks, alt: { en: 'Illustration of DIN-rail terminal blocks of several widths with jumpers, ground blocks and end stops', es: 'Ilustración de borneras de varios anchos en riel DIN, con puentes, borneras de tierra y topes finales' } },
  { name: 'timing-relay.svg', draw: timingDiagram, alt: { en: 'Timing diagram with supply, trigger and delayed output waveforms of a timing relay', es: 'Diagrama de tiempos con las señales de alimentación, disparo y salida retardada de un relé temporizador' } },
  { name: 'contactor.svg', draw: contactor, alt: { en: 'Illustration of a three-pole contactor with an auxiliary contact block', es: 'Ilustración de un contactor tripolar con bloque de contactos auxiliares' } },
  { name: 'enclosure-ratings.svg', draw: enclosure, alt: { en: 'Illustration of a gasketed enclosure exposed to rain on one side and dust on the other', es: 'Ilustración de un gabinete con empaque expuesto a lluvia por un lado y a polvo por el otro' } },
  { name: 'overload-trip-curve.svg', draw: tripCurve, alt: { en: 'Illustration of overload relay trip curves for three trip classes next to an adjustment dial', es: 'Ilustración de curvas de disparo de tres clases de relé de sobrecarga junto a un selector de ajuste' } },
  { name: 'arc-flash.svg', draw: arcFlash, alt: { en: 'Illustration of an arc flash contained behind a closed, interlocked panel door', es: 'Ilustración de un arco eléctrico contenido detrás de la puerta cerrada y enclavada de un tablero' } },
  { name: 'panel-thermal.svg', draw: thermal, alt: { en: 'Illustration of heat rising from a control panel cooled by a filter fan and a side-mounted air conditioner', es: 'Ilustración del calor que sale de un tablero de control enfriado con un ventilador con filtro y un aire acondicionado lateral' } },
]

/** Media file names, as other sections reference them. */
export const IMG = {
  controlPanel: 'control-panel.svg',
  water: 'industry-water.svg',
  packaging: 'industry-packaging.svg',
  hvac: 'industry-hvac.svg',
  food: 'industry-food-beverage.svg',
  pilotLights: 'pilot-lights.svg',
  wireDuct: 'wire-duct.svg',
  terminalBlocks: 'terminal-blocks.svg',
  timingRelay: 'timing-relay.svg',
  contactor: 'contactor.svg',
  enclosure: 'enclosure-ratings.svg',
  overload: 'overload-trip-curve.svg',
  arcFlash: 'arc-flash.svg',
  thermal: 'panel-thermal.svg',
} as const

export function buildMedia(): { records: MediaRecord[]; files: { path: string; contents: string }[] } {
  return {
    records: ILLUSTRATIONS.map((i) => ({ file: `media/${i.name}`, alt: i.alt, desktopWidth: '100', mobileWidth: '100', imageAlign: 'center' })),
    files: ILLUSTRATIONS.map((i) => ({ path: `media/${i.name}`, contents: i.draw() })),
  }
}
