import type { Locale } from '@/i18n/locales'

type Size = { url?: string | null; width?: number | null; height?: number | null } | null | undefined

/** The fields of a `media` document the storefront uses (read in one locale). */
export type MediaLike = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  sizes?: Partial<Record<'w480' | 'w960' | 'w1440', Size>> | null
  /** The Spanish variant, when populated. */
  imageEs?: MediaLike | number | string | null
}

/** An image ready for <img>: a default source, a srcset of the stored widths and its size. */
export type ImageInfo = {
  src: string
  /** The file as uploaded, for "open full size". */
  full: string
  /** The widest stored rendition up to 1440 px, with its own size: for link previews. */
  large: { url: string; width: number | null; height: number | null }
  srcSet: string | null
  width: number | null
  height: number | null
  alt: string
  /** SVG drawings are served as they are, at any size. */
  vector: boolean
}

const SIZE_NAMES = ['w480', 'w960', 'w1440'] as const
const DEFAULT_WIDTH = 960

/**
 * A media document as an image: the Spanish variant on Spanish pages, the raster widths of
 * the upload's sizes (480, 960, 1440) as srcset, the original when it is narrower than the
 * largest of them; an SVG as it is.
 * @example imageInfo({ url: '/a.png', width: 1600, height: 1200, sizes: { w480: { url: '/a-480.png', width: 480 } } }, 'en')?.srcSet // '/a-480.png 480w'
 */
export function imageInfo(media: MediaLike | null | undefined, locale: Locale): ImageInfo | null {
  if (!media) return null
  const variant = locale === 'es' && media.imageEs && typeof media.imageEs === 'object' && media.imageEs.url ? media.imageEs : media
  if (!variant.url) return null
  const alt = variant.alt ?? media.alt ?? ''
  const width = variant.width ?? null
  const height = variant.height ?? null
  if (variant.mimeType === 'image/svg+xml')
    return {
      src: variant.url,
      full: variant.url,
      large: { url: variant.url, width, height },
      srcSet: null,
      width,
      height,
      alt,
      vector: true,
    }
  const candidates = SIZE_NAMES.map((n) => variant.sizes?.[n])
    .filter((s): s is { url: string; width: number; height?: number | null } => Boolean(s?.url && s.width))
    .map((s) => ({ url: s.url, width: s.width, height: s.height ?? null }))
  const largest = Math.max(0, ...candidates.map((c) => c.width))
  if (width && width > largest && width <= 1440) candidates.push({ url: variant.url, width, height })
  const widest = candidates[candidates.length - 1]
  const src = candidates.find((c) => c.width >= DEFAULT_WIDTH)?.url ?? candidates[candidates.length - 1]?.url ?? variant.url
  return {
    src,
    full: variant.url,
    large: widest ? { url: widest.url, width: widest.width, height: widest.height } : { url: variant.url, width, height },
    srcSet: candidates.length ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : null,
    width,
    height,
    alt,
    vector: false,
  }
}
