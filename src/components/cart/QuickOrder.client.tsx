'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'

import { BomResolved, bomQuantity } from './BomResolved.client'
import { BomUnresolved } from './BomUnresolved.client'
import { useLinePrices } from './hooks/useLinePrices'
import { useQuickOrderLines } from './hooks/useQuickOrderLines'

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
  const [text, setText] = useState('')
  const [added, setAdded] = useState<number | null>(null)
  const {
    rows,
    problems,
    busy,
    error,
    setError,
    check: resolveLines,
    choose,
  } = useQuickOrderLines(locale, {
    failed: t('failed'),
    nothing: t('nothing'),
  })
  const check = (source: string) => {
    setAdded(null)
    return resolveLines(source)
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
          {resolved.length > 0 && <BomResolved resolved={resolved} prices={prices} added={added} setAdded={setAdded} />}
          {(unresolved.length > 0 || problems.length > 0) && <BomUnresolved unresolved={unresolved} problems={problems} choose={choose} />}
        </section>
      )}
    </div>
  )
}
