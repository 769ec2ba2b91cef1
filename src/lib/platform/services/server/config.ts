import { loader } from '@/lib/platform/cache/server/loader'

import { globalTag } from '@/lib/platform/cache/tags'
import { loadEnv } from '@/lib/platform/server/env'
import { getPayloadClient } from '@/lib/platform/server/payload'

import { resolveServices, type ServiceSettings, type ServicesConfig } from '../rules'

export type { ServicesConfig } from '../rules'
export { publicServices } from '../rules'

/** The admin's Services group; tagged with the global, so a save there expires it and every page that read it. */
const readSettings = loader({ key: 'services-settings', tags: [globalTag('site-settings')] }, async (): Promise<ServiceSettings | null> => {
  const payload = await getPayloadClient()
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }) // staff-only group (the reCAPTCHA secret), read by the server for itself, never for a user
  return (site as { services?: ServiceSettings | null }).services ?? null
})

/**
 * The third-party services as configured: environment variables first, then the admin's
 * Services group (site settings). Cached until the site settings change.
 */
export async function servicesConfig(): Promise<ServicesConfig> {
  return resolveServices(await readSettings(), loadEnv().services)
}
