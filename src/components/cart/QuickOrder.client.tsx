'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'

import { useToast } from '@/components/auth/Toasts.client'
import { Link } from '@/i18n/navigation'
import { parseBom, type BomProblem } from '@/lib/cart/bom'
import { ruledQuantity } from '@/lib/cart/lines'
import type { PartDetail } from '@/lib/cart/partDetails'
import { formatMoney } from '@/components/checkout/CheckoutTotals'
import type { QuoteJson as Quote } from '@/lib/commerce/quoteJson'
import { retryFetch } from '@/lib/net/retryFetch'

import { useCart } from './CartProvider.client'

type Row = {
  line: number
  text: string
  input: string
  qty: number | null
  pn: string | null
  part: PartDetail | null
  suggestions: string[]
  /** What each suggestion is (its series), in the buyer's language. */
  suggested?: Suggestion[]
}
type Suggestion = { pn: string; title: string | null }
type Answer = { results: { input: string; pn: string | null; part: PartDetail | null; suggestions: string[]; suggested?: Suggestion[] }[] }
type Prices = { unitPrice: number; lineTotal: number; priceOnRequest: boolean }[] | 'failed' | null

const field = 'rounded border border-neutral-400 bg-white px-2 dark:border-neutral-600 dark:bg-neutral-900'
const button =
  'rounded border border-neutral-400 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800'

/**
 * The quick order pad: paste BOM lines or read a CSV, check them against the catalogue
 * (exact, then without punctuation), pick a suggestion for what did not match, and add
 * every resolved line to the cart at once. Works for visitors and signed-in buyers.
 */
export function QuickOrder({ examples = [] }: { examples?: string[] }) {
  const t = useTranslations('quickOrder')
  const locale = useLocale()
  const toast = useToast()
  const { addMany } = useCart()
  const [text, setText] = useState('')
  const [rows, setRows] = useState<Row[] | null>(null)
  const [problems, setProblems] = useState<BomProblem[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [added, setAdded] = useState<number | null>(null)
  const [prices, setPrices] = useState<Prices>(null)

  const check = async (source: string) => {
    const parsed = parseBom(source)
    setProblems(parsed.problems)
    setAdded(null)
    setError(null)
    if (parsed.lines.length === 0) {
      setRows([])
      if (parsed.problems.length === 0) setError(t('nothing'))
      return
    }
    setBusy(true)
    try {
      const res = await retryFetch(`/api/public/parts/resolve?locale=${locale}`, {
        method: 'POST',
        safe: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ pns: parsed.lines.map((l) => l.pn) }),
      })
      const body = (await res.json()) as Answer & { error?: { message: string } }
      if (!res.ok) throw new Error(body.error?.message ?? t('failed'))
      setRows(parsed.lines.map((l, i) => ({ ...body.results[i], line: l.line, text: l.text, input: l.pn, qty: l.qty })))
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('failed'))
    } finally {
      setBusy(false)
    }
  }

  /** Choosing a suggestion resolves that row. */
  const choose = async (row: Row, pn: string) => {
    const res = await retryFetch(`/api/public/parts/resolve?locale=${locale}`, {
      method: 'POST',
      safe: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pns: [pn] }),
    })
    if (!res.ok) return
    const body = (await res.json()) as Answer
    const r = body.results[0]
    setRows((all) => all?.map((x) => (x === row ? { ...x, pn: r.pn, part: r.part, suggestions: [], suggested: [] } : x)) ?? null)
  }

  const resolved = useMemo(() => (rows ?? []).filter((r) => r.pn && r.part), [rows])
  const unresolved = (rows ?? []).filter((r) => !r.pn || !r.part)
  const qtyOf = (r: Row) => ruledQuantity(r.qty ?? r.part!.pkgqty, { pn: r.pn!, pkgqty: r.part!.pkgqty, family: r.part!.family })

  // The matched lines priced on the server for this buyer (a visitor: list prices), line by line.
  const items = useMemo(
    () => resolved.map((r) => ({ pn: r.pn!, qty: ruledQuantity(r.qty ?? r.part!.pkgqty, { pn: r.pn!, pkgqty: r.part!.pkgqty, family: r.part!.family }).qty })),
    [resolved],
  )
  useEffect(() => {
    setPrices(null)
    if (items.length === 0) return
    const abort = new AbortController()
    retryFetch(`/api/public/cart/quote?locale=${locale}`, {
      method: 'POST',
      safe: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items }),
      signal: abort.signal,
    })
      .then(async (res) => {
        const quote = (await res.json()) as Quote
        setPrices(res.ok && quote.lines.length === items.length ? quote.lines : 'failed')
      })
      .catch(() => !abort.signal.aborted && setPrices('failed'))
    return () => abort.abort()
  }, [items, locale])
  const priceCell = (i: number, what: 'unitPrice' | 'lineTotal') => {
    if (prices === 'failed') return '—'
    const line = prices?.[i]
    if (!line) return '…'
    return line.priceOnRequest ? t('callForPrice') : formatMoney(line[what], locale)
  }
  const placeholder = examples.length
    ? [`${examples[0]} 10`, examples[1] && `5, ${examples[1]}`, examples[2] && `${examples[2]}\t2`].filter(Boolean).join('\n')
    : undefined

  return (
    <div className="space-y-6">
      <form
        className="grid gap-3 rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
        onSubmit={(e) => {
          e.preventDefault()
          void check(text)
        }}
      >
        <label className="grid gap-1 font-semibold" htmlFor="bom">
          {t('pasteLabel')}
        </label>
        <p id="bom-help" className="text-sm text-neutral-700 dark:text-neutral-300">
          {t('pasteHelp')}
        </p>
        <textarea
          id="bom"
          aria-describedby="bom-help"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={8}
          spellCheck={false}
          placeholder={placeholder}
          className={`${field} py-2 font-mono text-sm`}
          data-testid="bom-input"
        />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60 dark:bg-primary-400 dark:text-neutral-950"
            data-testid="bom-check"
          >
            {busy ? t('checking') : t('check')}
          </button>
          <label className={`${button} cursor-pointer`}>
            {t('upload')}
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="sr-only"
              data-testid="bom-file"
              onChange={async (e) => {
                const file = e.target.files?.[0]
                if (!file) return
                if (file.size > 1_000_000) {
                  setError(t('tooBig'))
                  return
                }
                const content = await file.text()
                setText(content)
                void check(content)
                e.target.value = ''
              }}
            />
          </label>
        </div>
        {error && (
          <p role="alert" className="text-sm text-error-700 dark:text-error-300" data-testid="bom-error">
            {error}
          </p>
        )}
      </form>

      {rows && (rows.length > 0 || problems.length > 0) && (
        <section className="space-y-4" aria-live="polite">
          {resolved.length > 0 && (
            <div className="rounded border border-neutral-300 bg-white dark:border-neutral-800 dark:bg-neutral-900">
              <h2 className="border-b border-neutral-200 px-4 py-2 font-semibold dark:border-neutral-800">
                {t('found', { count: resolved.length })}
              </h2>
              <div className="overflow-x-auto">
                <table className="min-w-full text-sm" data-testid="bom-resolved">
                  <thead className="text-left text-neutral-700 dark:text-neutral-300">
                    <tr>
                      <th className="px-4 py-2">{t('line')}</th>
                      <th className="px-4 py-2">{t('typed')}</th>
                      <th className="px-4 py-2">{t('part')}</th>
                      <th className="px-4 py-2 text-right">{t('qty')}</th>
                      <th className="px-4 py-2 text-right">{t('unitPrice')}</th>
                      <th className="px-4 py-2 text-right">{t('lineTotal')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {resolved.map((r, i) => {
                      const q = qtyOf(r)
                      return (
                        <tr key={r.line} data-pn={r.pn} className="border-t border-neutral-200 dark:border-neutral-800">
                          <td className="px-4 py-1.5 tabular-nums">{r.line}</td>
                          <td className="px-4 py-1.5 font-mono whitespace-nowrap">{r.input}</td>
                          <td className="px-4 py-1.5">
                            <span className="font-mono font-semibold whitespace-nowrap">{r.pn}</span>
                            {r.part?.title && (
                              <span className="block text-xs text-neutral-600 dark:text-neutral-400">{r.part.title}</span>
                            )}
                          </td>
                          <td className="px-4 py-1.5 text-right tabular-nums" data-testid="bom-qty">
                            {q.qty}
                            {r.qty !== null && q.qty !== r.qty && (
                              <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                                {t('roundedUp', { step: r.part!.pkgqty })}
                              </span>
                            )}
                            {q.pkgQtyType === 'non-standard' && (
                              <span className="block text-xs text-warning-800 dark:text-warning-300">{t('nonStandard')}</span>
                            )}
                          </td>
                          <td className="px-4 py-1.5 text-right tabular-nums whitespace-nowrap" data-testid="bom-unit-price">
                            {priceCell(i, 'unitPrice')}
                          </td>
                          <td className="px-4 py-1.5 text-right font-semibold tabular-nums whitespace-nowrap" data-testid="bom-line-total">
                            {priceCell(i, 'lineTotal')}
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
              <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 px-4 py-3 dark:border-neutral-800">
                <button
                  type="button"
                  data-testid="bom-add"
                  className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
                  onClick={async () => {
                    const ok = await addMany(
                      resolved.map((r) => ({
                        facts: {
                          pn: r.pn!,
                          pkgqty: r.part!.pkgqty,
                          family: r.part!.family,
                          series: r.part!.series,
                          parent: r.part!.parent,
                        },
                        qty: qtyOf(r).qty,
                      })),
                    )
                    if (ok) {
                      setAdded(resolved.length)
                      toast('success', t('added', { count: resolved.length }))
                    }
                  }}
                >
                  {t('addAll', { count: resolved.length })}
                </button>
                {added !== null && (
                  <Link
                    href="/cart"
                    className="font-semibold text-primary-800 underline dark:text-primary-300"
                    data-testid="bom-go-cart"
                  >
                    {t('goToCart')}
                  </Link>
                )}
              </div>
            </div>
          )}
          {(unresolved.length > 0 || problems.length > 0) && (
            <div
              className="rounded border border-warning-600 bg-warning-50 p-4 text-warning-950 dark:bg-warning-950 dark:text-warning-50"
              data-testid="bom-unresolved"
            >
              <h2 className="font-semibold">{t('notFound', { count: unresolved.length + problems.length })}</h2>
              <ul className="mt-2 space-y-2 text-sm">
                {unresolved.map((r) => (
                  <li key={r.line} data-input={r.input}>
                    <span className="tabular-nums">{t('lineN', { line: r.line })}</span>{' '}
                    <span className="font-mono whitespace-nowrap">{r.text}</span> — {t('unknown', { pn: r.input })}
                    {r.suggestions.length > 0 && (
                      <span className="mt-1 flex flex-wrap items-center gap-1">
                        {t('didYouMean')}
                        {r.suggestions.map((s) => {
                          const title = r.suggested?.find((x) => x.pn === s)?.title
                          return (
                            <button
                              key={s}
                              type="button"
                              className={`${button} min-h-11 py-0.5 text-left`}
                              data-testid="bom-suggestion"
                              data-pn={s}
                              onClick={() => void choose(r, s)}
                            >
                              <span className="font-mono whitespace-nowrap">{s}</span>
                              {title && (
                                <span className="block text-xs font-normal text-warning-950 dark:text-warning-50" data-testid="bom-suggestion-title">
                                  {title}
                                </span>
                              )}
                            </button>
                          )
                        })}
                      </span>
                    )}
                  </li>
                ))}
                {problems.map((p) => (
                  <li key={`p${p.line}`}>
                    <span className="tabular-nums">{t('lineN', { line: p.line })}</span>{' '}
                    <span className="font-mono whitespace-nowrap">{p.text}</span> — {t(p.problem)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
    </div>
  )
}
