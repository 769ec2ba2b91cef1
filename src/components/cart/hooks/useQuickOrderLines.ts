'use client'

import { useState } from 'react'

import { resolveParts } from '@/lib/platform/http/browser/client'
import type { ResolvedPart } from '@/lib/cart/contract'
import { parseBom, type BomProblem } from '@/lib/cart/bom'

/**
 * A pasted line with the part it resolved to (or suggestions), its line number, text and
 * quantity; `confirmed` once the buyer accepted a functional or partial cross (`awaitsConfirming`).
 */
export type BomRow = ResolvedPart & { line: number; text: string; qty: number | null; confirmed?: boolean }

/** A line found by another maker's number that is not an exact match: it joins the cart only once the buyer confirms it. */
export const awaitsConfirming = (row: BomRow) => Boolean(row.crossedFrom && row.crossedFrom.match !== 'exact' && !row.confirmed)

/**
 * The quick order pad's data: `check` parses pasted or uploaded BOM text and resolves its part
 * numbers on the server; `choose` resolves one row to a suggestion, keeping its quantity;
 * `setQty` changes a row's quantity; `remove` drops rows (once added to the cart). Rows are
 * named by their line number; `confirm` accepts a functional or partial cross. `error` is the server's message in the buyer's language, else
 * the texts given.
 */
export function useQuickOrderLines(locale: string, text: { failed: string; nothing: string }) {
  const [rows, setRows] = useState<BomRow[] | null>(null)
  const [problems, setProblems] = useState<BomProblem[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  /** Parses and resolves the lines; true when there are results to show. */
  const check = async (source: string): Promise<boolean> => {
    const parsed = parseBom(source)
    setProblems(parsed.problems)
    setError(null)
    if (parsed.lines.length === 0) {
      setRows([])
      if (parsed.problems.length === 0) setError(text.nothing)
      return parsed.problems.length > 0
    }
    setBusy(true)
    const result = await resolveParts({ pns: parsed.lines.map((l) => l.pn) }, { locale })
    setBusy(false)
    if (!result.ok) {
      setError(result.error.message ?? text.failed)
      return false
    }
    const { results } = result.data
    setRows(parsed.lines.map((l, i) => ({ ...results[i], line: l.line, text: l.text, input: l.pn, qty: l.qty })))
    return true
  }

  const update = (line: number, change: (row: BomRow) => BomRow) =>
    setRows((all) => all?.map((row) => (row.line === line ? change(row) : row)) ?? null)

  /** Choosing a suggestion resolves that row; its quantity stays. False when the server did not answer. */
  const choose = async (row: BomRow, pn: string): Promise<boolean> => {
    const result = await resolveParts({ pns: [pn] }, { locale })
    if (!result.ok) {
      setError(result.error.message ?? text.failed)
      return false
    }
    const r = result.data.results[0]
    if (!r?.pn || !r.part) return false
    update(row.line, (x) => ({ ...r, line: x.line, text: x.text, input: x.input, qty: x.qty }))
    return true
  }

  const setQty = (line: number, qty: number) => update(line, (row) => ({ ...row, qty }))

  /** The buyer confirms (or no longer confirms) a functional or partial cross. */
  const confirm = (line: number, yes: boolean) => update(line, (row) => ({ ...row, confirmed: yes }))

  const remove = (lines: readonly number[]) => setRows((all) => all?.filter((row) => !lines.includes(row.line)) ?? null)

  return { rows, problems, busy, error, setError, check, choose, setQty, confirm, remove }
}
