import { getTranslations } from 'next-intl/server'

import type { ImageInfo } from '@/lib/catalogue/images'

import { CatalogueImage } from './CatalogueImage'
import { GalleryViewer, type GalleryLabels } from './GalleryViewer.client'
import type { ViewerImage } from './ImageViewer.client'
import { NoImage } from './NoImage'

/**
 * The series' main image (loaded first) and its gallery as thumbnails: links to the
 * full-size files, which open in the image viewer on the page once its script has run
 * (a small island, its code fetched on first use).
 */
export async function Gallery({ images, title }: { images: ImageInfo[]; title: string }) {
  const t = await getTranslations('series')
  const [main, ...rest] = images
  const viewerImages: ViewerImage[] = images.map((i) => ({
    src: i.large.url,
    srcSet: i.srcSet,
    width: i.width,
    height: i.height,
    alt: i.alt,
    full: i.full,
  }))
  const labels: GalleryLabels = {
    title: t('viewer.title', { series: title }),
    close: t('viewer.close'),
    previous: t('viewer.previous'),
    next: t('viewer.next'),
    // Filled in by the viewer as the image changes.
    counter: t('viewer.counter', { n: '{n}', total: '{total}' }),
    openFull: t('viewer.openFull'),
    gallery: t('gallery'),
    // Filled in for each thumbnail.
    openImage: t('openImage', { n: '{n}', alt: '{alt}' }),
  }
  const thumbs = rest.map((i) => i.src)
  return (
    <div data-testid="series-gallery" className="space-y-2">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded border border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-100">
        {main ? (
          <CatalogueImage
            image={main}
            sizes="(min-width: 1280px) 32rem, (min-width: 768px) 40vw, 100vw"
            priority
            className="h-full w-full object-contain"
          />
        ) : (
          <NoImage className="h-20 w-20" />
        )}
      </div>
      {thumbs.length > 0 && <GalleryViewer images={viewerImages} thumbs={thumbs} labels={labels} />}
    </div>
  )
}
