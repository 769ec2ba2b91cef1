import fs from 'node:fs'
import path from 'node:path'

import { routing } from '../../../src/i18n/routing'
import { root } from '../build'

/** Every path family the fuzz sends to, with the real paths it found on the running server. */
export type RouteInventory = {
  pages: string[]
  api: string[]
  payload: string[]
  admin: string[]
}

const SLUG = /\[(?:\.\.\.)?[^\]]+\]/g

/** Every handler under src/app/api, as a path with its dynamic segments left as `[name]`. */
function appApiRoutes(): string[] {
  const base = path.join(root, 'src', 'app', 'api')
  return fs
    .readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('route.ts'))
    .map((f) => `/api/${path.dirname(f).split(path.sep).join('/')}`)
}

/** The localized page routes of next-intl's routing, both languages, dynamic segments as `[name]`. */
function pageRoutes(): string[] {
  const out: string[] = []
  for (const [internal, localized] of Object.entries(routing.pathnames)) {
    const en = typeof localized === 'string' ? localized : localized.en
    const es = typeof localized === 'string' ? localized : localized.es
    out.push(en === '/' ? '/' : en, es === '/' ? '/es' : `/es${es}`)
    if (internal === '/') out.push('/en')
  }
  return out
}

/** Payload's REST for every collection and global, and its own endpoints. */
function payloadRoutes(collections: string[], globals: string[], authCollections: string[]): string[] {
  const perCollection = ['', '/[id]', '/count', '/versions', '/versions/[id]', '/[id]/duplicate', '/where']
  const auth = [
    '/login',
    '/logout',
    '/me',
    '/refresh-token',
    '/forgot-password',
    '/reset-password',
    '/unlock',
    '/first-register',
    '/init',
    '/verify/[id]',
  ]
  return [
    ...collections.flatMap((c) => perCollection.map((p) => `/api/${c}${p}`)),
    ...authCollections.flatMap((c) => auth.map((p) => `/api/${c}${p}`)),
    ...['media', 'files'].map((c) => `/api/${c}/file/[id]`),
    ...globals.flatMap((g) => [`/api/globals/${g}`, `/api/globals/${g}/versions`, `/api/globals/${g}/versions/[id]`]),
    '/api/graphql',
    '/api/graphql-playground',
    '/api/access',
    '/api/payload-kv',
  ]
}

function adminRoutes(collections: string[], globals: string[]): string[] {
  const fixed = [
    '/admin',
    '/admin/login',
    '/admin/logout',
    '/admin/account',
    '/admin/create-first-user',
    '/admin/forgot',
    '/admin/reset/[id]',
    '/admin/unauthorized',
    '/admin/logout-inactivity',
  ]
  return [
    ...fixed,
    ...collections.flatMap((c) => [
      `/admin/collections/${c}`,
      `/admin/collections/${c}/create`,
      `/admin/collections/${c}/[id]`,
      `/admin/collections/${c}/[id]/versions`,
    ]),
    ...globals.map((g) => `/admin/globals/${g}`),
  ]
}

/** Better Auth's endpoints, used or not by the shop (the unused ones must answer 4xx too). */
const authEndpoints = [
  'get-session',
  'sign-out',
  'sign-in/email-otp',
  'email-otp/send-verification-otp',
  'email-otp/verify-email',
  'email-otp/check-verification-otp',
  'sign-in/social',
  'callback/google',
  'oauth2/callback/google',
  'sign-in/email',
  'sign-up/email',
  'forget-password',
  'request-password-reset',
  'reset-password',
  'verify-email',
  'send-verification-email',
  'change-email',
  'change-password',
  'update-user',
  'delete-user',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'link-social',
  'list-accounts',
  'unlink-account',
  'refresh-token',
  'get-access-token',
  'ok',
  'error',
].map((e) => `/api/auth/${e}`)

/** Paths of real documents, from the sitemaps of the running shop (both languages). */
async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const found = new Set<string>()
  for (const sitemap of ['/sitemap.xml', '/es/sitemap.xml']) {
    const res = await fetch(`${baseUrl}${sitemap}`)
    if (!res.ok) throw new Error(`${sitemap} answered ${res.status}`)
    for (const [, loc] of (await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) found.add(new URL(loc).pathname)
  }
  return [...found]
}

export async function routeInventory(
  baseUrl: string,
  config: { collections: string[]; globals: string[]; authCollections: string[] },
): Promise<RouteInventory> {
  return {
    pages: [...pageRoutes(), ...(await sitemapPaths(baseUrl)), '/sitemap.xml', '/es/sitemap.xml', '/robots.txt', '/favicon.svg'],
    api: [...appApiRoutes(), ...authEndpoints],
    payload: payloadRoutes(config.collections, config.globals, config.authCollections),
    admin: adminRoutes(config.collections, config.globals),
  }
}

/** Fills each `[name]` of a route with a value (a real id or slug, or something hostile). */
export const fillRoute = (route: string, fill: () => string) => route.replace(SLUG, () => fill())
