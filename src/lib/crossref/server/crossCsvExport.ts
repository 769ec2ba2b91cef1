import { isLocale, type Locale } from '@/i18n/locales'
import { route } from '@/lib/platform/http/server/route'
import { cdnMaxAge, STALE_WHILE_REVALIDATE_S } from '@/lib/platform/net/sharedCacheHeader.mjs'

import { crossWords } from '../words'
import { inLanguage, type PublicCrossTable } from './crossTable'

/** A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break; a leading = + - @ is quoted too, so a spreadsheet never reads it as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * The public cross table as the distributors' CSV (GET /api/public/cross-references.csv): a
 * header, then one cross a line (brand, their number, our part, our series, match, note) in the
 * visitor's language; CRLF line ends and a byte-order mark, as spreadsheets read UTF-8.
 */
export function crossTableCsv(table: PublicCrossTable, locale: Locale): string {
  const w = crossWords(locale)
  const lines = [
    w.csvHeader,
    ...table.crosses.map((c) => [
      c.brand,
      c.competitorPn,
      c.pn ?? '',
      c.series?.code ?? '',
      w.csvMatch[c.match],
      inLanguage(c.note, locale),
    ]),
  ]
  return `\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`
}

/**
 * The handler of GET /api/public/cross-references.csv[?locale=es] over a source of the public
 * table (the app's cached one; a test's own read): the CSV in the language the URL names
 * (English unless `locale=es`), so one URL is one answer whatever the visitor's cookies, kept by
 * shared caches as a page is (s-maxage as the front server gives pages, CDN_MAX_AGE_S).
 */
export function crossCsvRoute(table: () => Promise<PublicCrossTable>) {
  return route({}, async ({ request }) => {
    const asked = request.nextUrl.searchParams.get('locale')
    const locale = isLocale(asked) ? asked : 'en'
    return new Response(crossTableCsv(await table(), locale), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="cross-references-${locale}.csv"`,
        'Cache-Control': `public, s-maxage=${cdnMaxAge()}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`,
        'Content-Language': locale,
      },
    })
  })
}
