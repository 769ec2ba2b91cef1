import { getTranslations } from 'next-intl/server'

import { loadEnv } from '@/lib/platform/server/env'
import { breadcrumbList } from '@/lib/content/structuredData'

import { JsonLd } from './JsonLd'

export type Crumb = { name: string; href: string }

/** The trail above a catalogue page, with its BreadcrumbList; the last crumb is the page itself. */
export async function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = await getTranslations('doc')
  const base = loadEnv().publicUrl
  return (
    <>
      {/* Its look, and the slash between crumbs, is `.crumbs` in globals.css. */}
      <nav aria-label={t('breadcrumb')} className="crumbs">
        <ol>
          {trail.map((c, i) => (
            <li key={c.href}>{i < trail.length - 1 ? <a href={c.href}>{c.name}</a> : <span aria-current="page">{c.name}</span>}</li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(trail.map((c) => ({ name: c.name, url: base + c.href })))} />
    </>
  )
}
