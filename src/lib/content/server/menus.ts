import { loader } from '@/lib/platform/cache/server/loader'

import type { Locale } from '@/i18n/locales'
import { collectionTag, CONTENT_TAGS, globalTag } from '@/lib/platform/cache/tags'
import type { IconRef } from '@/lib/catalogue/server/iconService'
import { getPayloadClient } from '@/lib/platform/server/payload'

/** `icon`: the icon reference content gives (drawn through `src/lib/catalogue/server/icons.ts`). */
export type MenuLink = { label: string; href: string; icon?: IconRef }
export type MenuItem = MenuLink & { submenu: MenuLink[] }

type RawLink = { label?: string | null; href?: string | null; icon?: unknown }
type RawItem = RawLink & { submenu?: RawLink[] | null }

/** The parts of an icon document a menu needs; none when it is not public or cannot be drawn. */
function iconRef(icon: unknown): IconRef | undefined {
  if (!icon || typeof icon !== 'object') return undefined
  const { svg, isPublic, isFA, snake, camel } = icon as IconRef
  if (isPublic === false || (!isFA && !svg)) return undefined
  return isFA ? { isFA: true, snake: snake ?? null, camel: camel ?? null } : { svg }
}

function toLink(raw: RawLink): MenuLink | undefined {
  const label = raw.label?.trim()
  const href = raw.href?.trim()
  if (!label || !href) return undefined
  const icon = iconRef(raw.icon)
  return icon ? { label, href, icon } : { label, href }
}

/**
 * A menu's items in one language (the staff edit them under Content > Menus): links with
 * their submenus, in the order given; an item missing its label or link in this
 * language is left out rather than shown half-made. Undefined when there is no such menu.
 */
export const getMenu = loader(
  { key: 'menu', tags: [collectionTag('menus'), collectionTag('icons'), ...CONTENT_TAGS] },
  async (slug: string, locale: Locale): Promise<MenuItem[] | undefined> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'menus',
      where: { slug: { equals: slug } },
      locale,
      fallbackLocale: false,
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    const menu = docs[0] as { items?: RawItem[] | null } | undefined
    if (!menu) return undefined
    const items: MenuItem[] = []
    for (const raw of menu.items ?? []) {
      const link = toLink(raw)
      if (!link) continue
      items.push({
        ...link,
        submenu: (raw.submenu ?? []).map(toLink).filter((l): l is MenuLink => Boolean(l)),
      })
    }
    return items
  },
)

export type SiteContact = {
  tagline?: string
  phone?: string
  email?: string
  address?: string
  social: { network: string; url: string }[]
}

/** The shop's contact details and social links (globals site-settings and social), for the footer. */
export const getSiteContact = loader(
  { key: 'site-contact', tags: [globalTag('site-settings'), globalTag('social')] },
  async (locale: Locale): Promise<SiteContact> => {
    const payload = await getPayloadClient()
    const [site, social] = await Promise.all([
      payload.findGlobal({
        slug: 'site-settings',
        locale,
        depth: 0,
        overrideAccess: false,
      }),
      payload.findGlobal({ slug: 'social', depth: 0, overrideAccess: false }),
    ])
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)
    const s = site
    const links = ((social as { links?: { network?: string; url?: string }[] | null }).links ?? []).filter(
      (l): l is { network: string; url: string } => Boolean(l.network && l.url && /^https?:\/\//.test(l.url)),
    )
    return {
      tagline: text(s.tagline),
      phone: text(s.phone),
      email: text(s.email),
      address: text(s.address),
      social: links,
    }
  },
)
