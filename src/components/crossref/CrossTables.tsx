import type { Locale } from '@/i18n/locales'
import { docHref } from '@/lib/content/server/hrefs'
import { inLanguage, publicCrossTable, type PublicCross, type TableSeries } from '@/lib/crossref/server/crossTable'
import { crossWords, type CrossWords } from '@/lib/crossref/words'

/**
 * The public cross table on the cross-reference guide's page (docs/cross-references.md, "The
 * public table"): a table per brand (their number, our part, the match level in words, the
 * note), then our replaced numbers, in the page's language, and the CSV to download. Plain
 * links: hundreds of rows must not each prefetch a page.
 */

/** Styled once on the table, not on each of its hundreds of cells (the page stays light). */
const TABLE = [
  'min-w-full border-collapse text-sm',
  '[&_thead]:bg-neutral-100 [&_thead]:text-neutral-800 dark:[&_thead]:bg-neutral-800 dark:[&_thead]:text-neutral-200',
  '[&_thead_th]:px-3 [&_thead_th]:py-2 [&_thead_th]:text-left [&_thead_th]:font-semibold',
  '[&_tbody_tr]:border-t [&_tbody_tr]:border-neutral-200 dark:[&_tbody_tr]:border-neutral-800',
  '[&_tbody_tr:nth-child(even)]:bg-neutral-50 dark:[&_tbody_tr:nth-child(even)]:bg-neutral-900',
  '[&_tbody_th]:px-3 [&_tbody_th]:py-1 [&_tbody_th]:text-left [&_tbody_th]:font-mono [&_tbody_th]:font-normal [&_tbody_th]:whitespace-nowrap [&_tbody_th]:align-top',
  '[&_td]:px-3 [&_td]:py-1 [&_td]:align-top [&_td:last-child]:min-w-48',
  '[&_a]:text-blue-800 [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-2 [&_a:hover]:no-underline dark:[&_a]:text-blue-300',
].join(' ')
const LINK = 'text-blue-800 underline decoration-1 underline-offset-2 hover:no-underline dark:text-blue-300'
const SCROLL = 'mt-2 overflow-x-auto rounded border border-neutral-300 dark:border-neutral-700'
const HEADING = 'scroll-mt-28'
const anchorOf = (brand: string) => `crosses-${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

function Ours({ pn, series, locale, w }: { pn: string | null; series: TableSeries | null; locale: Locale; w: CrossWords }) {
  const slug = series?.slug[locale] ?? series?.slug.en
  const label = pn ?? (series ? w.seriesCell(series.code) : '')
  if (!slug) return <>{label}</>
  return (
    <a href={docHref('products', slug, locale)} className={pn ? 'font-mono whitespace-nowrap' : undefined}>
      {label}
    </a>
  )
}

function Head({ titles }: { titles: string[] }) {
  return (
    <thead>
      <tr>
        {titles.map((h) => (
          <th key={h} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  )
}

function BrandTable({ brand, rows, locale, w }: { brand: string; rows: PublicCross[]; locale: Locale; w: CrossWords }) {
  const id = anchorOf(brand)
  return (
    <div className="mt-6">
      <h3 id={id} className={`${HEADING} text-lg font-semibold`}>
        {brand} <span className="text-sm font-normal text-neutral-600 dark:text-neutral-400">({rows.length})</span>
      </h3>
      <div role="region" aria-labelledby={id} tabIndex={0} className={SCROLL}>
        <table className={TABLE} data-testid="cross-table">
          <caption className="sr-only">{`${w.crossesHeading}: ${brand}`}</caption>
          <Head titles={[w.brand, w.theirNumber, w.ours, w.level, w.note]} />
          <tbody>
            {rows.map((c) => (
              <tr key={`${c.competitorPn} ${c.pn ?? c.series?.code}`}>
                <td>{brand}</td>
                <th scope="row">{c.competitorPn}</th>
                <td>
                  <Ours pn={c.pn} series={c.series} locale={locale} w={w} />
                </td>
                <td>{w.match[c.match]}</td>
                <td>{inLanguage(c.note, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  )

export async function CrossTables({ locale }: { locale: Locale }) {
  const table = await publicCrossTable()
  const w = crossWords(locale)
  const brands = [...new Set(table.crosses.map((c) => c.brand))]
  const csv = `/api/public/cross-references.csv${locale === 'en' ? '' : `?locale=${locale}`}`
  return (
    <div className="mt-8 max-w-5xl" data-testid="cross-tables">
      <h2 id="cross-table" className={`${HEADING} text-2xl font-bold tracking-tight`}>
        {w.crossesHeading}
      </h2>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{w.crossesIntro(table.crosses.length, brands.length)}</p>
      <p className="mt-3">
        <a href={csv} download className={`${LINK} font-medium`} data-testid="cross-csv">
          {w.download}
        </a>
        <span className="ml-2 text-sm text-neutral-600 dark:text-neutral-400">{w.downloadNote}</span>
      </p>
      <nav aria-label={w.crossesHeading} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {brands.map((b) => (
          <a key={b} href={`#${anchorOf(b)}`} className={LINK}>
            {b}
          </a>
        ))}
        <a href="#replaced-numbers" className={LINK}>
          {w.supersessionsHeading}
        </a>
      </nav>
      {brands.map((b) => (
        <BrandTable key={b} brand={b} rows={table.crosses.filter((c) => c.brand === b)} locale={locale} w={w} />
      ))}
      <h2 id="replaced-numbers" className={`${HEADING} mt-10 text-2xl font-bold tracking-tight`}>
        {w.supersessionsHeading}
      </h2>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{w.supersessionsIntro}</p>
      <div role="region" aria-labelledby="replaced-numbers" tabIndex={0} className={SCROLL}>
        <table className={TABLE} data-testid="supersession-table">
          <caption className="sr-only">{w.supersessionsHeading}</caption>
          <Head titles={[w.oldNumber, w.replacedBy, w.since, w.reason]} />
          <tbody>
            {table.replacements.map((r) => (
              <tr key={r.oldPn}>
                <th scope="row">{r.oldPn}</th>
                <td>
                  <Ours pn={r.pn} series={r.series} locale={locale} w={w} />
                  {r.steps > 1 && <span className="ml-1 text-xs text-neutral-600 dark:text-neutral-400">({w.steps(r.steps)})</span>}
                </td>
                <td className="whitespace-nowrap">{r.since ? day(r.since, locale) : ''}</td>
                <td>{inLanguage(r.reason, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
