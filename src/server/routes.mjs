// Plain JavaScript: the route of a request as the metrics name it (src/server/serve.mjs): the
// Next route pattern it matches (`/[locale]/products/[slug]`), never the raw path, so the
// series stay few whatever clients ask for.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { LOCALES } from './responseCacheKey.mjs'

/** The front server's own paths, and Next's files by their kind. */
const FIXED = new Map([
  ['/healthz', '/healthz'],
  ['/readyz', '/readyz'],
  ['/metrics', '/metrics'],
])
const SEGMENT = '[^/]+'

/** A Next route pattern as a regular expression, and each segment's kind (0 static, 1 parameter, 2 catch-all, 3 optional catch-all). */
function compile(pattern) {
  const segments = pattern.split('/').filter(Boolean)
  let source = ''
  const kinds = []
  for (const s of segments) {
    if (/^\[\[\.\.\..+\]\]$/.test(s)) {
      source += `(?:/${SEGMENT})*`
      kinds.push(3)
    } else if (/^\[\.\.\..+\]$/.test(s)) {
      source += `(?:/${SEGMENT})+`
      kinds.push(2)
    } else if (/^\[.+\]$/.test(s)) {
      source += `/${SEGMENT}`
      kinds.push(1)
    } else {
      source += `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
      kinds.push(0)
    }
  }
  return { pattern, regex: new RegExp(`^${source || '/'}/?$`), kinds, catchAll: kinds.some((k) => k >= 2) }
}

/** As Next picks among routes: segment by segment, a static one before a parameter before a catch-all. */
function bySpecificity(a, b) {
  for (let i = 0; i < Math.min(a.kinds.length, b.kinds.length); i++) if (a.kinds[i] !== b.kinds[i]) return a.kinds[i] - b.kinds[i]
  return b.kinds.length - a.kinds.length
}

/**
 * The classifier of a build: the app's routes from `.next/app-path-routes-manifest.json`
 * (none in development: every page is then `(page)`).
 * @param {string} dir the project's root
 * @returns {(pathname: string) => string}
 */
export function routeClassifier(dir) {
  let routes = []
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'app-path-routes-manifest.json'), 'utf8'))
    routes = [...new Set(Object.values(manifest))].map(compile)
  } catch {
    routes = []
  }
  routes.sort(bySpecificity)
  return (pathname) => {
    const fixed = FIXED.get(pathname)
    if (fixed) return fixed
    if (pathname.startsWith('/_next/')) return /^\/_next\/(static|image|data)\b/.exec(pathname)?.[0] ?? '/_next'
    const first = pathname.split('/')[1] ?? ''
    // A storefront page without its locale is the default locale's (next-intl's as-needed prefix).
    const routed =
      first === 'api' || first === 'admin' || LOCALES.includes(first) ? pathname : `/${LOCALES[0]}${pathname === '/' ? '' : pathname}`
    // A name with an extension is a file of public/ unless a route of its own (sitemap.xml) names it.
    const file = /\.[a-z0-9]{2,5}$/i.test(pathname)
    for (const route of routes) if ((!file || !route.catchAll) && route.regex.test(routed)) return route.pattern
    return file ? '(file)' : '(other)'
  }
}
