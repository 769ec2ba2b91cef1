import { getTranslations } from 'next-intl/server'

import { loadEnv } from '@/lib/env'
import { breadcrumbList } from '@/lib/structuredData'

import { JsonLd } from './JsonLd'

export type Crumb = { name: string; href: string }

/** The trail above a catalogue page, with its BreadcrumbList; the last crumb is the page itself. */
export async function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = await getTranslations('doc')
  const base = loadEnv().publicUrl
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="text-sm text-neutral-600 dark:text-neutral-400">
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          {trail.map((c, i) => (
            <li key={c.href} className="flex items-center gap-1.5">
              {i > 0 && <span aria-hidden="true">/</span>}
              {i < trail.length - 1 ? (
                <a href={c.href} className="hover:text-neutral-900 hover:underline dark:hover:text-neutral-100">
                  {c.name}
                </a>
              ) : (
                <span aria-current="page" className="text-neutral-800 dark:text-neutral-200">
                  {c.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(trail.map((c) => ({ name: c.name, url: base + c.href })))} />
    </>
  )
}
