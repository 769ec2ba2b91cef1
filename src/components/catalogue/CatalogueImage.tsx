import type { ImageInfo } from '@/lib/catalogue/images'

type Props = {
  image: Pick<ImageInfo, 'src' | 'srcSet' | 'width' | 'height' | 'alt'>
  /** The rendered width for the browser to pick from srcset, e.g. "(min-width: 1024px) 20rem, 6rem". */
  sizes: string
  /** Above the fold: load at once and early; otherwise lazily. */
  priority?: boolean
  className?: string
}

/**
 * A catalogue image: srcset from the stored widths (SVGs as they are), intrinsic width and
 * height so the box is reserved before the file arrives.
 */
export function CatalogueImage({ image, sizes, priority = false, className }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
