import { getTranslations } from 'next-intl/server'
import { headers } from 'next/headers'

import { previewing } from '@/lib/content/server/preview'

/** While the staff preview drafts, a bar says so and leads back to the published page. */
export async function PreviewBanner() {
  if (!(await previewing())) return null
  const t = await getTranslations('preview')
  // Draft mode renders per request anyway, so reading the path here costs nothing extra.
  const path = (await headers()).get('x-pathname') ?? '/'
  return (
    <div role="status" data-testid="preview-banner" className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-neutral-950">
      {t('banner')}{' '}
      <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`} className="underline">
        {t('exit')}
      </a>
    </div>
  )
}
