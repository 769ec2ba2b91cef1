import { DEFAULT_URLS } from '@/lib/platform/services/rules'

import { sanitizeSvg } from './sanitizeSvg'

/**
 * The icon service (Iconify's API: GET {base}/{prefix}/{name}.svg), read on the server only.
 * Font Awesome icons (`isFA`) are Iconify's `fa6-solid` set, named by the icon's `snake`
 * with dashes (`shopping_cart` → `fa6-solid/shopping-cart`). A read waits at most 1,500 ms
 * (README, "Menus and footer"); a slow, failing or unreachable service gives undefined, and after a
 * failure the service is not asked again for 30 s, so pages rendered meanwhile do not wait.
 * Answers are sanitized and kept in a bounded in-memory map.
 */
export const ICON_TIMEOUT_MS = 1500
export const FA_PREFIX = 'fa6-solid'
const PAUSE_AFTER_FAILURE_MS = 30_000
const MAX_ICONS = 500

/** Iconify's name rules: lowercase letters and digits in dash-separated parts. */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The service's name of a Font Awesome icon reference, or undefined when it cannot be one. */
export function faIconName(ref: { snake?: string | null; camel?: string | null }): string | undefined {
  const fromSnake = ref.snake?.trim().toLowerCase().replace(/_/g, '-')
  const fromCamel = ref.camel
    ?.trim()
    .replace(/^fa(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
  return [fromSnake, fromCamel].find((n): n is string => Boolean(n && NAME.test(n)))
}

export function iconUrl(prefix: string, name: string, base: string): string {
  return `${base}/${encodeURIComponent(prefix)}/${encodeURIComponent(name)}.svg`
}

type Entry = { svg: string }
const memory = new Map<string, Entry>()
let pausedUntil = 0

/** Forgets the kept icons and any pause (tests, and when the icons change). */
export function resetIconMemory() {
  memory.clear()
  pausedUntil = 0
}

type Options = { fetch?: typeof fetch; timeoutMs?: number; now?: () => number; base?: string }

/**
 * One icon from the service, sanitized; undefined on a timeout, an error, a non-SVG answer or
 * while the service is paused after a failure.
 * @example await fetchIcon('fa6-solid', 'bolt') // '<svg viewBox="0 0 448 512"><path …></path></svg>'
 */
export async function fetchIcon(prefix: string, name: string, options: Options = {}): Promise<string | undefined> {
  const now = options.now ?? Date.now
  const base = (options.base ?? DEFAULT_URLS.iconApi).replace(/\/+$/, '')
  const key = `${base} ${prefix}/${name}`
  const kept = memory.get(key)
  if (kept) {
    // Most recently used last, so the oldest goes first when the map is full.
    memory.delete(key)
    memory.set(key, kept)
    return kept.svg
  }
  if (now() < pausedUntil || !NAME.test(name) || !NAME.test(prefix)) return undefined
  try {
    const res = await (options.fetch ?? fetch)(iconUrl(prefix, name, base), {
      signal: AbortSignal.timeout(options.timeoutMs ?? ICON_TIMEOUT_MS),
      headers: { Accept: 'image/svg+xml' },
      cache: 'no-store',
    })
    if (res.status === 404) {
      void res.body?.cancel().catch(() => undefined)
      return undefined
    }
    if (!res.ok) throw new Error(`icon service answered ${res.status}`)
    const svg = sanitizeSvg(await res.text())
    if (!svg) return undefined
    memory.set(key, { svg })
    while (memory.size > MAX_ICONS) memory.delete(memory.keys().next().value as string)
    return svg
  } catch {
    pausedUntil = now() + PAUSE_AFTER_FAILURE_MS
    return undefined
  }
}

/** The icon reference content carries (docs/content.md, "Menus, footer, social links"): a Font Awesome name or our own drawing. */
export type IconRef = {
  isFA?: boolean | null
  snake?: string | null
  camel?: string | null
  svg?: string | null
  isPublic?: boolean | null
}

/**
 * The SVG to inline for an icon reference: our own drawing (sanitized) or the Font Awesome
 * icon from the service (through `getFa` when given: the data cache's reader); undefined when
 * there is none, the icon is not public, or the service did not answer in time (the caller
 * then draws its fallback glyph).
 */
export async function resolveIcon(
  ref: IconRef | null | undefined,
  options: Options & { getFa?: (name: string) => Promise<string | undefined> } = {},
): Promise<string | undefined> {
  if (!ref || ref.isPublic === false) return undefined
  if (!ref.isFA) return ref.svg ? sanitizeSvg(ref.svg) : undefined
  const name = faIconName(ref)
  if (!name) return undefined
  return options.getFa ? options.getFa(name) : fetchIcon(FA_PREFIX, name, options)
}
