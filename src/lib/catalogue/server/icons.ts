import { loader } from '@/lib/platform/cache/server/loader'

import { collectionTag } from '@/lib/platform/cache/tags'
import { FA_PREFIX, fetchIcon, resolveIcon, type IconRef } from '@/lib/catalogue/server/iconService'
import { servicesConfig } from '@/lib/platform/services/server/config'
import type { MenuItem, MenuLink } from '@/lib/content/server/menus'

/**
 * A Font Awesome icon from the service at `base`, kept in the data cache for a day under the
 * icons' tag (so an edit of an icon in the admin reads it again). A miss throws, so no
 * fallback is ever stored: the next render asks again (after the service's 30 s pause).
 */
const cachedServiceIcon = loader(
  { key: 'icon-service', tags: [collectionTag('icons')], revalidate: 86_400 },
  async (base: string, prefix: string, name: string): Promise<string> => {
    const svg = await fetchIcon(prefix, name, { base })
    if (!svg) throw new Error(`icon ${prefix}/${name} not available`)
    return svg
  },
)

/**
 * The SVG to inline for an icon reference: our own drawing (sanitized) or the service's Font
 * Awesome icon; null when the icon could not be had (the caller draws its fallback glyph).
 */
export async function iconSvg(ref: IconRef): Promise<string | null> {
  // The base is read outside the cached loader and passed in: Next bypasses a cached loader nested in another.
  const base = (await servicesConfig()).iconApiUrl
  const getFa = async (name: string) => cachedServiceIcon(base, FA_PREFIX, name).catch(() => undefined)
  return (await resolveIcon(ref, { getFa })) ?? null
}

export type DrawnLink = Omit<MenuLink, 'icon'> & { icon?: string | null }
export type DrawnItem = DrawnLink & { submenu: DrawnLink[] }

async function draw(link: MenuLink): Promise<DrawnLink> {
  const { icon, ...rest } = link
  return icon ? { ...rest, icon: await iconSvg(icon) } : rest
}

/** A menu with its icons drawn, all read at once (so a slow service costs one timeout, not one per icon). */
export async function drawMenuIcons(items: MenuItem[]): Promise<DrawnItem[]> {
  return Promise.all(items.map(async (item) => ({ ...(await draw(item)), submenu: await Promise.all(item.submenu.map(draw)) })))
}
