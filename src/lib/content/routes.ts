import type { Locale } from '@/i18n/locales'
import { routing, type AppPathname } from '@/i18n/routing'
import { safeDecode } from '@/lib/catalogue/slug'

/** Which collection each routed template shows (docs/routes.md). */
export const docRoutes = {
  '/products/[...slug]': 'products',
  '/article/[slug]': 'articles',
  '/category/[slug]': 'categories',
  '/industry/[slug]': 'industries',
  '/resource/[slug]': 'resources',
  '/white-paper/[slug]': 'white-papers',
  '/testimonial/[slug]': 'testimonials',
  '/[...slug]': 'pages',
} as const satisfies Partial<Record<AppPathname, string>>

export type DocTemplate = keyof typeof docRoutes
export type RoutedCollection = (typeof docRoutes)[DocTemplate]

export const templateOf = Object.fromEntries(Object.entries(docRoutes).map(([template, collection]) => [collection, template])) as Record<
  RoutedCollection,
  DocTemplate
>

export type RouteMatch = { locale: Locale; template: AppPathname; params: Record<string, string> }

function localized(template: AppPathname, locale: Locale): string {
  const entry = routing.pathnames[template] as string | Record<Locale, string>
  return typeof entry === 'string' ? entry : entry[locale]
}

function toRegExp(pattern: string): { re: RegExp; names: string[] } {
  const names: string[] = []
  const source = pattern
    .split('/')
    .map((part) => {
      const catchAll = part.match(/^\[\.\.\.(\w+)\]$/)
      if (catchAll) return (names.push(catchAll[1]), '(.+)')
      const dynamic = part.match(/^\[(\w+)\]$/)
      if (dynamic) return (names.push(dynamic[1]), '([^/]+)')
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return { re: new RegExp(`^${source}$`), names }
}

// Static templates before dynamic ones, the site-wide catch-all last.
const templates = (Object.keys(routing.pathnames) as AppPathname[]).sort(
  (a, b) => Number(a.includes('[')) - Number(b.includes('[')) || Number(a === '/[...slug]') - Number(b === '/[...slug]'),
)

/**
 * Reads an external path (as the browser shows it) into its locale, template and params.
 * @example matchRoute('/es/articulo/guia') // { locale: 'es', template: '/article/[slug]', params: { slug: 'guia' } }
 */
export function matchRoute(externalPath: string): RouteMatch | undefined {
  const prefixed = externalPath.match(/^\/(es)(\/.*)?$/)
  const locale: Locale = prefixed ? 'es' : 'en'
  const path = prefixed ? prefixed[2] || '/' : externalPath || '/'
  for (const template of templates) {
    const { re, names } = toRegExp(localized(template, locale))
    const m = path.match(re)
    if (m) {
      const values = names.map((_, i) => safeDecode(m[i + 1]))
      // A parameter that does not decode names no page.
      if (values.some((v) => v === null)) return undefined
      return { locale, template, params: Object.fromEntries(names.map((n, i) => [n, values[i] as string])) }
    }
  }
  return undefined
}

/**
 * The external path (as the browser shows it) of an internal one (locale first, English
 * route words): '/es/article/x' -> '/es/articulo/x', '/en/a/b' -> '/a/b'. An external path
 * comes back unchanged, so server and browser agree whichever of the two they see.
 * @example externalPathOf('/es/article/guia') // '/es/articulo/guia'
 */
export function externalPathOf(path: string): string {
  const m = path.match(/^\/(en|es)(\/.*)?$/)
  if (!m) return path
  const locale = m[1] as Locale
  const rest = m[2] || '/'
  const prefix = locale === 'en' ? '' : '/es'
  for (const template of templates) {
    const { re, names } = toRegExp(template)
    const found = rest.match(re)
    if (!found) continue
    let out = localized(template, locale)
    names.forEach((name, i) => {
      out = out.replace(new RegExp(`\\[(?:\\.\\.\\.)?${name}\\]`), found[i + 1])
    })
    return prefix + (out === '/' && prefix ? '' : out)
  }
  return prefix + rest
}
