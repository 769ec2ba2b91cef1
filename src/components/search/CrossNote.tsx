import { useLocale, useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import type { CompareRow } from '@/lib/search/server/searchIndex'

/*
 * How a search hit was found through another number (docs/cross-references.md): the
 * competitor's brand and number with the match level in plain words and, on the results page,
 * the side-by-side table of key attributes (a difference is marked by a sign and a word, not
 * by colour alone); or the old number of ours it replaces, and since when. Shared by the
 * results page (a server component) and the instant search's options (a client one).
 */

type Found = {
  pn?: string
  crossedFrom?: { brand: string; pn: string; match: 'exact' | 'functional' | 'partial' }
  compare?: CompareRow[]
  replaces?: { pn: string; since: string | null }
}

const dateOf = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))

const levelClass = {
  exact: 'bg-success-100 text-success-950 dark:bg-success-950 dark:text-success-50',
  functional: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  partial: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
} as const

/** The side-by-side table of the competitor part's key attributes and ours. */
function CompareTable({ hit, rows }: { hit: Found & { crossedFrom: NonNullable<Found['crossedFrom']> }; rows: CompareRow[] }) {
  const t = useTranslations('search.cross')
  const { brand, pn } = hit.crossedFrom
  const cell = 'px-1 py-1 text-left align-top sm:px-2'
  return (
    <table className="mt-2 w-full max-w-xl border-collapse text-sm break-words" data-testid="cross-compare">
      <caption className="sr-only">{t('caption', { brand, theirs: pn, ours: hit.pn ?? t('oursSeries') })}</caption>
      <thead>
        <tr className="border-b border-neutral-300 dark:border-neutral-700">
          <th scope="col" className={cell}>
            {t('attribute')}
          </th>
          <th scope="col" className={cell}>
            {t('theirs', { brand, pn })}
          </th>
          <th scope="col" className={cell}>
            {hit.pn ? t('ours', { pn: hit.pn }) : t('oursSeries')}
          </th>
          <th scope="col" className={cell}>
            {t('compared')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.key}
            data-same={r.same}
            className={`border-b border-neutral-200 dark:border-neutral-800 ${r.same ? '' : 'bg-amber-50 font-semibold dark:bg-amber-950'}`}
          >
            <th scope="row" className={`${cell} font-medium`}>
              {r.title}
            </th>
            <td className={cell}>{r.theirs}</td>
            <td className={cell}>{r.ours ?? t('notStated')}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <span aria-hidden="true">{r.same ? '= ' : '≠ '}</span>
              {r.same ? t('same') : t('differs')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The cross or replacement note of a hit; `table` shows the attributes side by side (the results page), else a short line of the differences. */
export function CrossNote({ hit, table }: { hit: Found; table: boolean }) {
  const t = useTranslations('search.cross')
  const locale = useLocale() as Locale
  // A block on the results page (it holds a table); a span inside an instant search option (a link).
  const Box = table ? 'div' : 'span'
  if (hit.replaces) {
    const { pn, since } = hit.replaces
    return (
      <Box className="block text-sm font-semibold text-neutral-800 dark:text-neutral-200" data-testid="search-replaces">
        {since ? t('replacesSince', { pn, date: dateOf(since, locale) }) : t('replaces', { pn })}
      </Box>
    )
  }
  const from = hit.crossedFrom
  if (!from) return null
  const rows = hit.compare ?? []
  const differs = rows.filter((r) => !r.same)
  return (
    <Box className="block basis-full" data-testid="search-crossed" data-match={from.match}>
      <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold">{t('crosses', { brand: from.brand, pn: from.pn })}</span>
        <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${levelClass[from.match]}`} data-testid="search-match">
          {t(`match.${from.match}`)}
        </span>
      </span>
      {table && rows.length > 0 && <CompareTable hit={{ ...hit, crossedFrom: from }} rows={rows} />}
      {!table && differs.length > 0 && (
        <span className="block text-sm text-neutral-700 dark:text-neutral-300" data-testid="search-differences">
          {t('differences', { count: differs.length })}
          {': '}
          {differs.map((r) => `${r.title} ${r.theirs} ≠ ${r.ours ?? t('notStated')}`).join(' · ')}
        </span>
      )}
    </Box>
  )
}
