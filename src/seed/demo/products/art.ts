/**
 * The demo catalogue's product illustrations: clean SVG line drawings, one per kind of
 * product and colour, on a neutral ground, no text. Drawn on a 240 x 180 grid.
 */

export type ArtKind =
  | 'pilot'
  | 'button'
  | 'mushroom'
  | 'selector'
  | 'legend'
  | 'relay'
  | 'socket'
  | 'timer'
  | 'terminal'
  | 'terminal-iec'
  | 'jumper'
  | 'duct'
  | 'duct-cover'
  | 'contactor'
  | 'overload'
  | 'breaker'
  | 'enclosure'
  | 'disconnect'
  | 'station'
  | 'accessory'

export const COLOURS = {
  red: { hex: '#d62d20', en: 'Red', es: 'Rojo' },
  green: { hex: '#1f9d55', en: 'Green', es: 'Verde' },
  amber: { hex: '#f0a020', en: 'Amber', es: 'Ámbar' },
  yellow: { hex: '#f2d024', en: 'Yellow', es: 'Amarillo' },
  blue: { hex: '#2f6fd6', en: 'Blue', es: 'Azul' },
  white: { hex: '#f4f4f2', en: 'White', es: 'Blanco' },
  clear: { hex: '#dce8ef', en: 'Clear', es: 'Transparente' },
  black: { hex: '#2b2b2b', en: 'Black', es: 'Negro' },
  gray: { hex: '#8a9096', en: 'Gray', es: 'Gris' },
} as const
export type Colour = keyof typeof COLOURS

const STROKE = '#3b4450'
const BODY = '#c9ced4'
const DARK = '#5b636d'

function frame(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180"><rect width="240" height="180" fill="#f1f3f5"/><g stroke="${STROKE}" stroke-width="2" stroke-linejoin="round">${inner}</g></svg>`
}

const screws = (xs: number[], y: number) =>
  xs.map((x) => `<circle cx="${x}" cy="${y}" r="6" fill="#e6e8ea"/><path d="M${x - 4} ${y}h8"/>`).join('')

function drawing(kind: ArtKind, c: string): string {
  switch (kind) {
    case 'pilot':
      return `<rect x="70" y="110" width="100" height="40" rx="4" fill="${BODY}"/><circle cx="120" cy="80" r="46" fill="${DARK}"/><circle cx="120" cy="80" r="36" fill="${c}"/><ellipse cx="106" cy="66" rx="12" ry="7" fill="#fff" fill-opacity=".45" stroke="none"/>`
    case 'button':
      return `<rect x="70" y="110" width="100" height="40" rx="4" fill="${BODY}"/><circle cx="120" cy="80" r="46" fill="${DARK}"/><rect x="86" y="46" width="68" height="68" rx="10" fill="${c}"/><path d="M96 58h48" stroke="#fff" stroke-opacity=".5"/>`
    case 'mushroom':
      return `<rect x="70" y="118" width="100" height="34" rx="4" fill="${BODY}"/><rect x="104" y="96" width="32" height="24" fill="${DARK}"/><path d="M54 98a66 54 0 0 1 132 0z" fill="${c}"/>`
    case 'selector':
      return `<rect x="70" y="110" width="100" height="40" rx="4" fill="${BODY}"/><circle cx="120" cy="78" r="46" fill="${DARK}"/><circle cx="120" cy="78" r="34" fill="${c}"/><rect x="112" y="44" width="16" height="68" rx="6" fill="${DARK}" transform="rotate(40 120 78)"/>`
    case 'legend':
      return `<rect x="50" y="30" width="140" height="120" rx="8" fill="${c}"/><circle cx="120" cy="98" r="30" fill="#f1f3f5"/><rect x="78" y="42" width="84" height="18" rx="3" fill="#fff" fill-opacity=".7"/>`
    case 'relay':
      return `<rect x="70" y="30" width="100" height="110" rx="6" fill="${c}" fill-opacity=".35"/><rect x="84" y="50" width="72" height="40" rx="3" fill="${BODY}"/><path d="M94 70h52M120 50v40"/><path d="M90 140v22M110 140v22M130 140v22M150 140v22"/>`
    case 'socket':
      return `<rect x="40" y="60" width="160" height="80" rx="6" fill="${BODY}"/>${screws([64, 96, 144, 176], 82)}${screws([64, 96, 144, 176], 118)}<rect x="108" y="70" width="24" height="60" rx="3" fill="${DARK}"/>`
    case 'timer':
      return `<rect x="70" y="26" width="100" height="120" rx="6" fill="${BODY}"/><circle cx="120" cy="70" r="26" fill="#fff"/><path d="M120 70l14-12"/><circle cx="120" cy="70" r="3" fill="${STROKE}"/><circle cx="96" cy="120" r="6" fill="${c}"/><path d="M90 146v18M110 146v18M130 146v18M150 146v18"/>`
    case 'terminal':
      return `<rect x="70" y="40" width="100" height="100" rx="4" fill="${c}"/>${screws([96, 144], 66)}<rect x="84" y="96" width="72" height="28" rx="2" fill="#fff" fill-opacity=".6"/><path d="M56 148h128" stroke-width="6"/>`
    case 'terminal-iec':
      return `<path d="M60 140V70l30-30h60l30 30v70z" fill="${c}"/>${screws([92, 148], 70)}<rect x="104" y="92" width="32" height="40" rx="2" fill="#fff" fill-opacity=".6"/><path d="M48 148h144" stroke-width="6"/>`
    case 'jumper':
      return `<rect x="40" y="80" width="160" height="22" rx="4" fill="${c}"/><path d="M64 102v26M104 102v26M144 102v26M184 102v26" stroke-width="6"/>`
    case 'duct':
      return `<path d="M40 130V60h160v70z" fill="${c}"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${52 + i * 21}" y="60" width="9" height="44" fill="#f1f3f5"/>`).join('')}<path d="M40 60l20-14h160l-20 14" fill="${c}" fill-opacity=".7"/>`
    case 'duct-cover':
      return `<path d="M30 110l30-26h160l-30 26z" fill="${c}"/><path d="M30 110v10h160v-10"/>`
    case 'contactor':
      return `<rect x="60" y="30" width="120" height="120" rx="6" fill="${BODY}"/>${screws([84, 120, 156], 46)}${screws([84, 120, 156], 134)}<rect x="96" y="70" width="48" height="40" rx="3" fill="${c}"/>`
    case 'overload':
      return `<rect x="66" y="50" width="108" height="96" rx="6" fill="${BODY}"/>${screws([90, 120, 150], 130)}<circle cx="104" cy="86" r="16" fill="#fff"/><path d="M104 86l8-10"/><rect x="132" y="72" width="26" height="16" rx="3" fill="${c}"/><path d="M84 50V28M120 50V28M156 50V28" stroke-width="6"/>`
    case 'breaker':
      return `<rect x="66" y="26" width="108" height="128" rx="6" fill="${BODY}"/>${screws([90, 120, 150], 42)}${screws([90, 120, 150], 138)}<circle cx="120" cy="90" r="24" fill="${c}"/><rect x="114" y="68" width="12" height="26" rx="3" fill="${DARK}"/>`
    case 'enclosure':
      return `<rect x="56" y="20" width="128" height="144" rx="6" fill="${c}"/><rect x="68" y="32" width="104" height="120" rx="3" fill="#fff" fill-opacity=".25"/><rect x="160" y="80" width="8" height="26" rx="3" fill="${DARK}"/>`
    case 'disconnect':
      return `<rect x="56" y="30" width="128" height="124" rx="6" fill="${BODY}"/><circle cx="120" cy="92" r="40" fill="${COLOURS.yellow.hex}"/><rect x="80" y="84" width="80" height="18" rx="8" fill="${c}" transform="rotate(-30 120 92)"/>`
    case 'station':
      return `<rect x="70" y="14" width="100" height="156" rx="8" fill="${BODY}"/><circle cx="120" cy="52" r="22" fill="${COLOURS.green.hex}"/><circle cx="120" cy="120" r="22" fill="${c}"/>`
    case 'accessory':
      return `<circle cx="120" cy="90" r="48" fill="${c}"/><circle cx="120" cy="90" r="30" fill="#f1f3f5"/><path d="M72 90h-18M186 90h-18"/>`
  }
}

/** The SVG of a kind of product in a colour (a hex value or a catalogue colour). */
export function productSvg(kind: ArtKind, colour: Colour | null): string {
  return frame(drawing(kind, colour ? COLOURS[colour].hex : BODY))
}
