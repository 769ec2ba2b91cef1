import type { PublicServices } from './rules'

/** Directives a service adds its hosts to. */
export type CspSources = Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'style-src' | 'font-src', string[]>>

// The hosts each service's own script loads from and talks to (its vendor's documented CSP lists).
const GTM: CspSources = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
}
const TAWK: CspSources = {
  'script-src': ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'],
  'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
  'img-src': ['https://*.tawk.to', 'https://cdn.jsdelivr.net'],
  'frame-src': ['https://*.tawk.to'],
  'style-src': ['https://*.tawk.to', 'https://fonts.googleapis.com'],
  'font-src': ['https://*.tawk.to', 'https://fonts.gstatic.com'],
}
const RECAPTCHA: CspSources = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://www.google.com/recaptcha/'],
}

/** The pages that load reCAPTCHA: sign-in and checkout, both languages. */
export const RECAPTCHA_PAGE = /^\/(?:es\/)?(?:login|iniciar-sesion|checkout|finalizar-compra)\/?$/

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

function merge(into: CspSources, add: CspSources, scriptUrl?: string) {
  for (const [directive, sources] of Object.entries(add) as [keyof CspSources, string[]][]) {
    into[directive] = [...new Set([...(into[directive] ?? []), ...sources])]
  }
  // A stand-in or self-hosted copy: its origin, for the script and what it fetches.
  const origin = scriptUrl && originOf(scriptUrl)
  if (origin) {
    for (const directive of ['script-src', 'connect-src'] as const) into[directive] = [...new Set([...(into[directive] ?? []), origin])]
  }
}

/**
 * The hosts a page's policy lists for the configured services: the tag manager and the chat
 * on every page once configured, reCAPTCHA only on the pages that load it.
 */
export function serviceSources(services: PublicServices, withRecaptcha: boolean): CspSources {
  const sources: CspSources = {}
  if (services.gtm) merge(sources, GTM, services.gtm.scriptUrl)
  if (services.chat && 'propertyId' in services.chat) merge(sources, TAWK, services.chat.scriptUrl)
  if (withRecaptcha && services.recaptcha) merge(sources, RECAPTCHA, services.recaptcha.scriptUrl)
  return sources
}

/** `script-src a b; connect-src c`: the marker a cached page carries (read back by policy.mjs). */
export const serializeSources = (sources: CspSources) =>
  Object.entries(sources)
    .filter(([, list]) => list && list.length)
    .map(([directive, list]) => `${directive} ${list!.join(' ')}`)
    .join('; ')

export const SERVICES_CSP_META = 'switchyard-services-csp'
