import { isLocale, type Locale } from '@/i18n/locales'
import { partDetails } from '@/lib/cart/server/partDetails'
import { hrefFor } from '@/lib/content/server/hrefs'
import { replacementsOf } from '@/lib/crossref/server/crossData'

export const dynamic = 'force-dynamic'

/** A redirect to a path on this site (a relative Location: never another host). */
const to = (href: string, status: 301 | 302) => new Response(null, { status, headers: { Location: href, 'Cache-Control': 'no-store' } })

/** The series page that lists a part sold today, at its parts table; null when the buyer may not see it. */
async function seriesOf(pn: string, locale: Locale): Promise<string | null> {
  const detail = (await partDetails([pn], locale)).get(pn.trim().toUpperCase())
  return detail?.href ? `${detail.href}#parts` : null
}

/**
 * /part/{pn} and /es/pieza/{pn}: a part's permanent address (printed on quotes and in the
 * distributors' cross-reference file). A part sold today answers 302 to the series page that
 * lists it; an old number of ours answers 301 to the series of the part that replaces it
 * (docs/cross-references.md); anything else (unknown, restricted, another maker's number)
 * 302 to the search for it, which answers competitor numbers with ours.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; pn: string }> }) {
  const { locale, pn: raw } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  let pn: string
  try {
    pn = decodeURIComponent(raw).trim().slice(0, 100)
  } catch {
    pn = ''
  }
  const replaced = pn ? (await replacementsOf([pn])).get(pn) : undefined
  if (replaced) {
    const series = await seriesOf(replaced.pn, locale)
    if (series) return to(series, 301)
  }
  const series = pn ? await seriesOf(pn, locale) : null
  if (series) return to(series, 302)
  const search = hrefFor('/search', {}, locale)
  return to(pn ? `${search}?q=${encodeURIComponent(pn)}` : search, 302)
}
