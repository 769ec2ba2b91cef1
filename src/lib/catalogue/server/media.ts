import { loader } from '@/lib/platform/cache/server/loader'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imageInfo, type ImageInfo, type MediaLike } from '@/lib/catalogue/images'
import { collectionTag } from '@/lib/platform/cache/tags'
import { loadEnv } from '@/lib/platform/server/env'
import { getPayloadClient } from '@/lib/platform/server/payload'

type Id = number | string

const MEDIA_SELECT = {
  url: true,
  filename: true,
  alt: true,
  width: true,
  height: true,
  mimeType: true,
  sizes: true,
  imageEs: true,
} as const

/** Payload writes file URLs with the server URL in front; pages link them by path, so any host name works. */
export function sitePath(url: string | null | undefined): string | null {
  if (!url) return null
  const origin = loadEnv().publicUrl
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}

function localPaths(media: MediaLike): MediaLike {
  const sizes = media.sizes
    ? Object.fromEntries(Object.entries(media.sizes).map(([name, s]) => [name, s ? { ...s, url: sitePath(s.url) } : s]))
    : media.sizes
  const imageEs = media.imageEs && typeof media.imageEs === 'object' ? localPaths(media.imageEs) : media.imageEs
  return { ...media, url: sitePath(media.url), sizes, imageEs }
}

/** Id of a relationship value, populated or not. */
export const idOf = (value: unknown): Id | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? ((value as { id?: Id }).id ?? null) : (value as Id)

/**
 * Images by media id in one query (with their Spanish variants), as <img> data for the
 * locale. Unknown ids are left out.
 */
export async function loadImages(payload: Payload, ids: readonly unknown[], locale: Locale): Promise<Map<string, ImageInfo>> {
  const wanted = [...new Set(ids.map(idOf).filter((id): id is Id => id !== null))]
  const out = new Map<string, ImageInfo>()
  if (!wanted.length) return out
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: wanted } },
    locale,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: MEDIA_SELECT,
    populate: { media: MEDIA_SELECT },
  })
  for (const doc of docs) {
    const info = imageInfo(localPaths(doc), locale)
    if (info) out.set(String(doc.id), info)
  }
  return out
}

/** One image by media id (for link previews and structured data); cached until media change. */
export const getImage = loader(
  { key: 'media-image', tags: [collectionTag('media')] },
  async (id: Id, locale: Locale) => (await loadImages(await getPayloadClient(), [id], locale)).get(String(id)) ?? null,
)
