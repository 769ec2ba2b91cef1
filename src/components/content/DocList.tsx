import type { Locale } from '@/i18n/locales'
import type { DocSummary } from '@/lib/catalogue/server/documents'
import { docHref } from '@/lib/content/server/hrefs'

/** A dense list of documents linking to their pages. */
export function DocList({ docs, locale, testId }: { docs: DocSummary[]; locale: Locale; testId?: string }) {
  return (
    <ul
      data-testid={testId}
      className="divide-y divide-neutral-200 rounded border border-neutral-300 bg-white dark:divide-neutral-800 dark:border-neutral-800 dark:bg-neutral-900"
    >
      {docs.map((d) => (
        <li key={d.id} className="px-4 py-3">
          <a href={docHref(d.collection, d.slug, locale)} className="font-semibold text-primary-800 hover:underline dark:text-primary-300">
            {d.title}
          </a>
          {d.summary && <p className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">{d.summary}</p>}
        </li>
      ))}
    </ul>
  )
}
