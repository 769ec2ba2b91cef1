'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { watchVersion } from '@/lib/platform/net/browser/versionWatch'

/**
 * Offers a reload when a new version of the shop is deployed while the page is open: the
 * page knows the build it was rendered by, and reads `/builds/latest.json` every 5 minutes
 * and on focus. The notice stays until the buyer reloads or dismisses it; nothing reloads
 * by itself (a half-typed form is never lost).
 */
export function VersionNotice({ buildId }: { buildId: string }) {
  const t = useTranslations('nav')
  const [shown, setShown] = useState(false)
  useEffect(() => watchVersion({ current: buildId, onNewVersion: () => setShown(true) }), [buildId])
  return (
    // The live region is there from the start, so its text is announced when it appears.
    <div role="status" className="fixed bottom-4 left-4 right-4 z-[61] sm:right-auto">
      {shown && (
        <div
          data-testid="version-notice"
          className="flex w-full items-center gap-2 rounded border-l-4 border-sky-600 bg-sky-50 py-1 pl-3 pr-1 text-sm text-sky-950 shadow-lg sm:w-80 dark:bg-sky-950 dark:text-sky-50"
        >
          <p className="flex-1">{t('newVersion')}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 shrink-0 rounded px-3 font-semibold underline underline-offset-2 hover:bg-sky-100 dark:hover:bg-sky-900"
          >
            {t('reload')}
          </button>
          <button
            type="button"
            onClick={() => setShown(false)}
            aria-label={t('dismissNewVersion')}
            className="min-h-11 min-w-11 shrink-0 rounded font-bold hover:bg-sky-100 dark:hover:bg-sky-900"
          >
            ×
          </button>
        </div>
      )}
    </div>
  )
}
