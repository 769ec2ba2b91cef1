import { routing } from '@/i18n/routing'
import { safeDecode } from '@/lib/catalogue/slug'

/** The first words of the site's routes (src/i18n/routing.ts), in both languages: not words to search for. */
const ROUTE_WORDS = new Set(
  Object.values(routing.pathnames)
    .flatMap((p) => (typeof p === 'string' ? [p] : Object.values(p)))
    .map((p) => p.split('/')[1])
    .filter((w) => w && !w.startsWith('[')),
)

/**
 * The words of a missing path, to search for: `/es/productos/luz-piloto-roja` → "luz piloto
 * roja". The locale prefix and the route words of the site (products, article…) are left out;
 * a file
 * ending (`.php`) too.
 */
export function wordsOfPath(path: string): string {
  const segments = path.split('/').filter(Boolean)
  if (segments[0] === 'es' || segments[0] === 'en') segments.shift()
  if (segments.length > 1 && ROUTE_WORDS.has(segments[0])) segments.shift()
  const words = segments
    .map((s) => safeDecode(s) ?? '')
    .join(' ')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .split(/[\s\-_.+,;:|/]+/)
    .filter(Boolean)
  return words.join(' ').slice(0, 100)
}
