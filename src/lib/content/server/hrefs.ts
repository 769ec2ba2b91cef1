import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { AppPathname } from '@/i18n/routing'
import { getDocBySlug } from '@/lib/catalogue/server/documents'
import { docRoutes, matchRoute, templateOf, type DocTemplate, type RoutedCollection } from '@/lib/content/routes'

type Params = Record<string, string | string[]>

/** The external path of a template in a locale, e.g. ('/article/[slug]', {slug}, 'es') -> /es/articulo/x. */
export function hrefFor(template: AppPathname, params: Params, locale: Locale): string {
  const href = (Object.keys(params).length ? { pathname: template, params } : template) as Parameters<typeof getPathname>[0]['href']
  return getPathname({ href, locale })
}

/** A routed document's path; multi-segment slugs become several path segments. */
export function docHref(collection: RoutedCollection, slug: string, locale: Locale): string {
  const template = templateOf[collection]
  const isCatchAll = template.includes('[...')
  return hrefFor(template, { slug: isCatchAll ? slug.split('/') : slug }, locale)
}

/**
 * Where the same page lives in another language: the same document under its other slug,
 * or the same route in the other language's words; the other home when nothing matches.
 */
export async function alternatePath(externalPath: string, target: Locale): Promise<string> {
  const match = matchRoute(externalPath)
  if (!match) return hrefFor('/', {}, target)
  const collection = docRoutes[match.template as DocTemplate]
  if (collection) {
    const doc = await getDocBySlug(collection, match.params.slug, match.locale)
    const slug = doc?.slugs[target]
    return slug ? docHref(collection, slug, target) : hrefFor('/', {}, target)
  }
  const params: Params = Object.fromEntries(
    Object.entries(match.params).map(([k, v]) => [k, match.template.includes(`[...${k}]`) ? v.split('/') : v]),
  )
  return hrefFor(match.template, params, target)
}
