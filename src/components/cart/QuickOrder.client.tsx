'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useRef, useState } from 'react'

import type { PromiseSetup } from '@/components/availability/AvailabilityProvider.client'
import { Link } from '@/i18n/navigation'

import { BomResolved, bomQuantity } from './BomResolved.client'
import { BomUnresolved } from './BomUnresolved.client'
import { useFocusAfter } from './hooks/useFocusAfter'
import { useLinePrices } from './hooks/useLinePrices'
import { useQuickOrderLines, type BomRow } from './hooks/useQuickOrderLines'

const field = 'rounded border border-neutral-400 bg-white px-2 dark:border-neutral-600 dark:bg-neutral-900'
const button =
  'rounded border border-neutral-400 px-3 py-1.5 text-sm font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800'

/**
 * The quick order pad: paste BOM lines or read a CSV, check them against the catalogue
 * (exact, then without punctuation), pick a suggestion for what did not match, and add
 * every resolved line to the cart at once (they leave the list; what needs attention stays).
 * Focus follows: to the results after "Check", to the next line needing attention (else the
 * add button) after a suggestion, to the "added" message after adding. Works for visitors
 * and signed-in buyers. Each matched line shows its ship-date promise at its quantity (`promises`: what they need from the server).
 */
export function QuickOrder({ examples = [], promises }: { examples?: string[]; promises: PromiseSetup }) {
  const t = useTranslations('quickOrder')
  const locale = useLocale()
  const [text, setText] = useState('')
  const [added, setAdded] = useState<number | null>(null)
  const lines = useQuickOrderLines(locale, { failed: t('failed'), nothing: t('nothing') })
  const { rows, problems, busy, error, setError } = lines
  const results = useRef<HTMLDivElement>(null)
  const focus = useFocusAfter(results, rows)
  const check = async (source: string) => {
    setAdded(null)
    if (await lines.check(source)) focus.first('h2')
  }
  const choose = async (row: BomRow, pn: string) => {
    if (await lines.choose(row, pn)) focus.afterChoosing(row.line)
  }
  const onAdded = (added: number[]) => {
    lines.remove(added)
    setAdded(added.length)
    focus.first('[data-testid="bom-added"]')
  }

  const resolved = useMemo(() => (rows ?? []).filter((r) => r.pn && r.part), [rows])
  const unresolved = (rows ?? []).filter((r) => !r.pn || !r.part)
  // The matched lines priced on the server for this buyer (a visitor: list prices), line by line.
  const items = useMemo(() => resolved.map((r) => ({ pn: r.pn!, qty: bomQuantity(r).qty })), [resolved])
  const prices = useLinePrices(items, locale)
  const placeholder = examples.length
    ? [`${examples[0]} 10`, examples[1] && `5, ${examples[1]}`, examples[2] && `${examples[2]}\t2`].filter(Boolean).join('\n')
    : undefined

  return (
    <div className="space-y-6">
      <form
        className="grid gap-3 rounded border border-neutral-300 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900"
        onSubmit={(e) => {
          e.preventDefault()
          // Not `disabled` while checking: a disabled button drops focus to the page's body.
          if (!busy) void check(text)
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
            aria-disabled={busy}
            className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 aria-disabled:opacity-60 dark:bg-primary-400 dark:text-neutral-950"
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

      {(added !== null || (rows && (rows.length > 0 || problems.length > 0))) && (
        <div ref={results} className="space-y-4">
          {added !== null && (
            <p
              role="status"
              tabIndex={-1}
              className="rounded border border-success-700 bg-success-50 px-4 py-3 text-success-950 dark:bg-success-950 dark:text-success-50"
              data-testid="bom-added"
            >
              {t('added', { count: added })}{' '}
              <Link href="/cart" className="font-semibold underline" data-testid="bom-go-cart">
                {t('goToCart')}
              </Link>
            </p>
          )}
          {resolved.length > 0 && (
            <BomResolved
              resolved={resolved}
              prices={prices}
              promises={promises}
              setQty={lines.setQty}
              confirm={lines.confirm}
              onAdded={onAdded}
            />
          )}
          {(unresolved.length > 0 || problems.length > 0) && (
            <BomUnresolved
              unresolved={unresolved}
              problems={problems}
              choose={(row, pn) => void choose(row, pn)}
              afterAdd={added !== null}
            />
          )}
        </div>
      )}
    </div>
  )
}
