import { getTranslations } from 'next-intl/server'

import type { ImageInfo } from '@/lib/catalogue/images'

import { CatalogueImage } from './CatalogueImage'
import { NoImage } from './SeriesGrid'

/** The series' main image (loaded first) and its gallery as thumbnails opening the full-size file. */
export async function Gallery({ images }: { images: ImageInfo[] }) {
  const t = await getTranslations('series')
  const [main, ...rest] = images
  return (
    <div data-testid="series-gallery" className="space-y-2">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded border border-neutral-300 bg-white dark:border-neutral-700 dark:bg-neutral-100">
        {main ? (
          <CatalogueImage image={main} sizes="(min-width: 1280px) 32rem, (min-width: 768px) 40vw, 100vw" priority className="h-full w-full object-contain" />
        ) : (
          <NoImage className="h-20 w-20" />
        )}
      </div>
      {rest.length > 0 && (
        <ul aria-label={t('gallery')} className="grid grid-cols-4 gap-2">
          {rest.map((image, i) => (
            <li key={image.full}>
              <a
                href={image.full}
                aria-label={t('openImage', { n: i + 2, alt: image.alt })}
                className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded border border-neutral-300 bg-white hover:border-primary-600 dark:border-neutral-700 dark:bg-neutral-100"
              >
                <CatalogueImage image={image} sizes="8rem" className="h-full w-full object-contain" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
