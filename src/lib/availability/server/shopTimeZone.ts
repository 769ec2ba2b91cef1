import { loader } from '@/lib/platform/cache/server/loader'
import { globalTag } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/server/payload'

/** The site settings' default (src/globals/availabilitySettings.ts). */
const DEFAULT_TIME_ZONE = 'America/Chicago'

/**
 * The shop's time zone (site settings, "Stock and ship dates"): the promises on a page name
 * their ship days in it. A setting, not stock: a page may carry it, and a save of the site
 * settings expires the pages that did.
 */
export const getShopTimeZone = loader({ key: 'shop-time-zone', tags: [globalTag('site-settings')] }, async (): Promise<string> => {
  const payload = await getPayloadClient()
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  return site.availability?.timeZone?.trim() || DEFAULT_TIME_ZONE
})
