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

const TH = 'px-3 py-2 text-left font-semibold'
const TD = 'px-3 py-1.5 align-top'
const LINK = 'text-blue-800 underline decoration-1 underline-offset-2 hover:no-underline dark:text-blue-300'

function Ours({ pn, series, locale, w }: { pn: string | null; series: TableSeries | null; locale: Locale; w: CrossWords }) {
  const slug = series?.slug[locale] ?? series?.slug.en
  const label = pn ?? (series ? w.seriesCell(series.code) : '')
  if (!slug) return <span className={pn ? 'font-mono' : undefined}>{label}</span>
  return (
    <a href={docHref('products', slug, locale)} className={`${LINK} ${pn ? 'font-mono' : ''}`}>
      {label}
    </a>
  )
}

function BrandTable({ brand, rows, locale, w }: { brand: string; rows: PublicCross[]; locale: Locale; w: CrossWords }) {
  const id = `crosses-${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-lg font-semibold">
        {brand} <span className="text-sm font-normal text-neutral-600 dark:text-neutral-400">({rows.length})</span>
      </h3>
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded border border-neutral-300 dark:border-neutral-700"
      >
        <table className="min-w-full border-collapse text-sm" data-testid="cross-table">
          <caption className="sr-only">{`${w.crossesHeading}: ${brand}`}</caption>
          <thead className="bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200">
            <tr>
              <th scope="col" className={TH}>
                {w.brand}
              </th>
              <th scope="col" className={TH}>
                {w.theirNumber}
              </th>
              <th scope="col" className={TH}>
                {w.ours}
              </th>
              <th scope="col" className={TH}>
                {w.level}
              </th>
              <th scope="col" className={TH}>
                {w.note}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr
                key={`${c.competitorPn} ${c.pn ?? c.series?.code}`}
                className="border-t border-neutral-200 even:bg-neutral-50 dark:border-neutral-800 dark:even:bg-neutral-900"
              >
                <td className={TD}>{brand}</td>
                <th scope="row" className={`${TD} font-mono font-normal whitespace-nowrap`}>
                  {c.competitorPn}
                </th>
                <td className={`${TD} whitespace-nowrap`}>
                  <Ours pn={c.pn} series={c.series} locale={locale} w={w} />
                </td>
                <td className={TD} data-match={c.match}>
                  {w.match[c.match]}
                </td>
                <td className={`${TD} min-w-48 text-neutral-700 dark:text-neutral-300`}>{inLanguage(c.note, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
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
      <h2 id="cross-table" className="text-2xl font-bold tracking-tight">
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
          <a key={b} href={`#crosses-${b.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`} className={LINK}>
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
      <h2 id="replaced-numbers" className="mt-10 text-2xl font-bold tracking-tight">
        {w.supersessionsHeading}
      </h2>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{w.supersessionsIntro}</p>
      <div
        role="region"
        aria-labelledby="replaced-numbers"
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded border border-neutral-300 dark:border-neutral-700"
      >
        <table className="min-w-full border-collapse text-sm" data-testid="supersession-table">
          <caption className="sr-only">{w.supersessionsHeading}</caption>
          <thead className="bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200">
            <tr>
              {[w.oldNumber, w.replacedBy, w.since, w.reason].map((h) => (
                <th key={h} scope="col" className={TH}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.replacements.map((r) => (
              <tr key={r.oldPn} className="border-t border-neutral-200 even:bg-neutral-50 dark:border-neutral-800 dark:even:bg-neutral-900">
                <th scope="row" className={`${TD} font-mono font-normal whitespace-nowrap`}>
                  {r.oldPn}
                </th>
                <td className={`${TD} whitespace-nowrap`}>
                  <Ours pn={r.pn} series={r.series} locale={locale} w={w} />
                  {r.steps > 1 && <span className="ml-1 text-xs text-neutral-600 dark:text-neutral-400">({w.steps(r.steps)})</span>}
                </td>
                <td className={`${TD} whitespace-nowrap`}>{r.since ? day(r.since, locale) : ''}</td>
                <td className={`${TD} min-w-48 text-neutral-700 dark:text-neutral-300`}>{inLanguage(r.reason, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
