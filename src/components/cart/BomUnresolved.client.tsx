'use client'

import { useTranslations } from 'next-intl'

import type { BomProblem } from '@/lib/cart/bom'

import { BomAskUs } from './BomAskUs.client'

import type { BomRow } from './hooks/useQuickOrderLines'

const button =
  'rounded border border-neutral-400 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800'

/**
 * The quick order pad's lines that named no part, with suggestions to pick (the line keeps its
 * quantity), a number another maker's that crosses a series of ours (a link to the series: the
 * buyer picks the part there), "ask us for a cross" for a number we do not know, and the lines it
 * could not read: no part number, or a quantity it names. Once the other lines are in the cart
 * (`afterAdd`), it says these were not added.
 */
export function BomUnresolved({
  unresolved,
  problems,
  choose,
  afterAdd,
}: {
  unresolved: BomRow[]
  problems: BomProblem[]
  choose: (row: BomRow, pn: string) => void
  afterAdd: boolean
}) {
  const t = useTranslations('quickOrder')
  return (
    <div
      className="rounded border border-warning-600 bg-warning-50 p-4 text-warning-950 dark:bg-warning-950 dark:text-warning-50"
      data-testid="bom-unresolved"
    >
      <h2 className="font-semibold" tabIndex={-1}>
        {t('notFound', { count: unresolved.length + problems.length })}
      </h2>
      {afterAdd && (
        <p className="mt-1 text-sm" data-testid="bom-not-added">
          {t('notAdded')}
        </p>
      )}
      <ul className="mt-2 space-y-2 text-sm">
        {unresolved.map((r) => (
          <li key={r.line} data-input={r.input} data-line={r.line}>
            <span className="tabular-nums">{t('lineN', { line: r.line })}</span> <span className="font-mono break-all">{r.text}</span> —{' '}
            {r.series && r.crossedFrom ? (
              <span data-testid="bom-series-cross">
                {t('seriesCross', { brand: r.crossedFrom.brand, theirs: r.crossedFrom.pn, match: r.crossedFrom.match })}{' '}
                {r.series.href ? (
                  <a href={r.series.href} className="font-semibold underline" data-testid="bom-series-link">
                    {r.series.title}
                  </a>
                ) : (
                  r.series.title
                )}
              </span>
            ) : (
              t('unknown', { pn: r.input })
            )}
            {r.qty !== null && <> {t('keepsQuantity', { qty: r.qty })}</>}
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
                      onClick={() => choose(r, s)}
                    >
                      <span className="font-mono whitespace-nowrap">{s}</span>
                      {title && (
                        <span
                          className="block text-xs font-normal text-warning-950 dark:text-warning-50"
                          data-testid="bom-suggestion-title"
                        >
                          {title}
                        </span>
                      )}
                    </button>
                  )
                })}
              </span>
            )}
            {!r.series && <BomAskUs number={r.input} qty={r.qty} />}
          </li>
        ))}
        {problems.map((p) => (
          <li key={`p${p.line}`} data-line={p.line} data-testid="bom-problem">
            <span className="tabular-nums">{t('lineN', { line: p.line })}</span> <span className="font-mono break-all">{p.text}</span> —{' '}
            {p.problem === 'bad-quantity' ? t('badQuantity', { quantity: p.quantity }) : t('noPartNumber')}
          </li>
        ))}
      </ul>
    </div>
  )
}
