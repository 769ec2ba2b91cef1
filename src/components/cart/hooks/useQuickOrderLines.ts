'use client'

import { useState } from 'react'

import { resolveParts } from '@/lib/platform/http/browser/client'
import type { ResolvedPart } from '@/lib/cart/contract'
import { parseBom, type BomProblem } from '@/lib/cart/bom'

/** A pasted line with the part it resolved to (or suggestions), its line number, text and quantity. */
export type BomRow = ResolvedPart & { line: number; text: string; qty: number | null }

/**
 * The quick order pad's data: `check` parses pasted or uploaded BOM text and resolves its part
 * numbers on the server; `choose` resolves one row to a suggestion. `error` is the server's
 * message in the buyer's language, else the texts given.
 */
export function useQuickOrderLines(locale: string, text: { failed: string; nothing: string }) {
  const [rows, setRows] = useState<BomRow[] | null>(null)
  const [problems, setProblems] = useState<BomProblem[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const check = async (source: string) => {
    const parsed = parseBom(source)
    setProblems(parsed.problems)
    setError(null)
    if (parsed.lines.length === 0) {
      setRows([])
      if (parsed.problems.length === 0) setError(text.nothing)
      return
    }
    setBusy(true)
    const result = await resolveParts({ pns: parsed.lines.map((l) => l.pn) }, { locale })
    if (result.ok) {
      const { results } = result.data
      setRows(parsed.lines.map((l, i) => ({ ...results[i], line: l.line, text: l.text, input: l.pn, qty: l.qty })))
    } else setError(result.error.message ?? text.failed)
    setBusy(false)
  }

  /** Choosing a suggestion resolves that row. */
  const choose = async (row: BomRow, pn: string) => {
    const result = await resolveParts({ pns: [pn] }, { locale })
    if (!result.ok) return
    const r = result.data.results[0]
    setRows((all) => all?.map((x) => (x === row ? { ...x, pn: r.pn, part: r.part, suggestions: [], suggested: [] } : x)) ?? null)
  }

  return { rows, problems, busy, error, setError, check, choose }
}
