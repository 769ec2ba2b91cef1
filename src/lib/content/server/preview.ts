import { draftMode } from 'next/headers'

import type { RoutedCollection } from '@/lib/content/routes'

/** The collections whose documents have drafts the staff can preview on the storefront. */
export const PREVIEWABLE = ['pages', 'articles', 'products'] as const satisfies readonly RoutedCollection[]
export type PreviewableCollection = (typeof PREVIEWABLE)[number]

export const isPreviewable = (collection: string): collection is PreviewableCollection =>
  (PREVIEWABLE as readonly string[]).includes(collection)

/**
 * True while a member of staff previews drafts (Next's draft mode, switched on by
 * /api/preview after checking the admin session). Outside a request (build, scripts) false.
 */
export async function previewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/** How the Local API reads: a preview sees the latest draft (its route checked the staff session); visitors the published version through access control. */
export const readMode = (draft: boolean) =>
  draft ? ({ draft: true, overrideAccess: true } as const) : ({ overrideAccess: false } as const) // a staff preview: /api/preview checked the admin session
