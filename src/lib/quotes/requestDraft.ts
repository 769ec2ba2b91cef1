import {
  MAX_QUOTE_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS,
  MAX_QUOTE_LINES,
  normalizeQuantity,
  normalizePn,
  QUOTE_ATTACHMENT_TYPES,
  quantityStep,
} from '@/domain'

import type { QuoteRequestInput } from './contract'

/*
 * The "Request a quote" form's rules, checked in the browser before anything is sent (the
 * server checks them again, and more: a file's content, a part it sells): what the buyer typed
 * (strings, as the inputs hold them) becomes the body of POST /api/private/quotes, or the
 * problems found, each named by the field it belongs to (`lines.3.qty`, `needBy`, `files`),
 * the same path the server's refusals name.
 */

/** A line of the form as typed, with what the page knows of its part (its package step and family). */
export type LineDraft = { pn: string; qty: string; targetPrice: string; note: string; pkgqty?: number | null; family?: string | null }
export type RequestDraft = {
  lines: LineDraft[]
  needBy: string
  project: string
  note: string
  files: readonly { name: string; size: number }[]
  source: NonNullable<QuoteRequestInput['source']>
}

export type DraftProblem =
  | { field: `lines.${number}.qty`; code: 'qty-required' | 'qty-whole' }
  | { field: `lines.${number}.qty`; code: 'qty-step'; step: number; lower: number; upper: number }
  | { field: `lines.${number}.targetPrice`; code: 'price-invalid' }
  | { field: 'lines'; code: 'no-lines' | 'too-many-lines'; max: number }
  | { field: 'needBy'; code: 'need-by-past' | 'need-by-invalid' }
  | { field: 'files'; code: 'too-many-files'; max: number }
  | { field: 'files'; code: 'file-too-big'; name: string; maxMb: number }
  | { field: 'files'; code: 'file-kind'; name: string }

/** What the file input accepts, and what the form says it accepts. */
export const ACCEPTED_EXTENSIONS = QUOTE_ATTACHMENT_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`))
export const MAX_ATTACHMENT_MB = MAX_QUOTE_ATTACHMENT_BYTES / (1024 * 1024)

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase()

/** The form's first lines: one per part (a part listed twice has its quantities added), in the order they came. */
export function draftLines(lines: readonly { pn: string; qty: number; pkgqty?: number | null; family?: string | null }[]): LineDraft[] {
  const out: LineDraft[] = []
  const at = new Map<string, number>()
  for (const l of lines) {
    const key = normalizePn(l.pn)
    const i = at.get(key)
    if (i === undefined) {
      at.set(key, out.length)
      out.push({ pn: l.pn, qty: String(l.qty), targetPrice: '', note: '', pkgqty: l.pkgqty ?? null, family: l.family ?? null })
    } else out[i] = { ...out[i], qty: String(Number(out[i].qty) + l.qty) }
  }
  return out
}

/** A typed amount of dollars: digits with at most two decimals (a comma read as the decimal point), or null. */
function dollars(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replace(',', '.')
  if (!/^\d{1,8}(?:\.\d{1,2})?$/.test(t)) return null
  return Number(t)
}

function lineProblems(line: LineDraft, i: number): DraftProblem[] {
  const problems: DraftProblem[] = []
  const text = line.qty.trim()
  const qty = Number(text)
  if (!text) problems.push({ field: `lines.${i}.qty`, code: 'qty-required' })
  else if (!/^\d+$/.test(text) || !Number.isSafeInteger(qty) || qty < 1 || qty > 1_000_000)
    problems.push({ field: `lines.${i}.qty`, code: 'qty-whole' })
  else {
    const part = { pn: line.pn, pkgqty: line.pkgqty ?? 1, family: line.family ?? null }
    const step = quantityStep(part)
    const upper = normalizeQuantity(qty, part).qty
    if (upper !== qty) problems.push({ field: `lines.${i}.qty`, code: 'qty-step', step, lower: Math.max(step, upper - step), upper })
  }
  if (line.targetPrice.trim() && dollars(line.targetPrice) === null)
    problems.push({ field: `lines.${i}.targetPrice`, code: 'price-invalid' })
  return problems
}

function fileProblems(files: RequestDraft['files']): DraftProblem[] {
  if (files.length > MAX_QUOTE_ATTACHMENTS) return [{ field: 'files', code: 'too-many-files', max: MAX_QUOTE_ATTACHMENTS }]
  for (const f of files) {
    if (!ACCEPTED_EXTENSIONS.includes(`.${extensionOf(f.name)}`)) return [{ field: 'files', code: 'file-kind', name: f.name }]
    if (f.size > MAX_QUOTE_ATTACHMENT_BYTES) return [{ field: 'files', code: 'file-too-big', name: f.name, maxMb: MAX_ATTACHMENT_MB }]
  }
  return []
}

/**
 * The body to send, or the problems to show next to their fields. `today` is the buyer's
 * calendar day (`YYYY-MM-DD`): a need-by date before it is refused.
 * @example checkDraft({ lines: [{ pn: 'PB22-XG1', qty: '10', targetPrice: '', note: '' }], needBy: '', project: '', note: '', files: [], source: 'cart' }, '2026-11-24')
 *   // { ok: true, body: { lines: [{ pn: 'PB22-XG1', qty: 10, targetPrice: null, note: null }], needBy: null, project: null, note: null, source: 'cart' } }
 */
export function checkDraft(
  draft: RequestDraft,
  today: string,
): { ok: true; body: QuoteRequestInput } | { ok: false; problems: DraftProblem[] } {
  const problems: DraftProblem[] = []
  if (draft.lines.length === 0) problems.push({ field: 'lines', code: 'no-lines', max: MAX_QUOTE_LINES })
  if (draft.lines.length > MAX_QUOTE_LINES) problems.push({ field: 'lines', code: 'too-many-lines', max: MAX_QUOTE_LINES })
  draft.lines.forEach((l, i) => problems.push(...lineProblems(l, i)))
  const needBy = draft.needBy.trim()
  if (needBy && !/^\d{4}-\d{2}-\d{2}$/.test(needBy)) problems.push({ field: 'needBy', code: 'need-by-invalid' })
  else if (needBy && needBy < today) problems.push({ field: 'needBy', code: 'need-by-past' })
  problems.push(...fileProblems(draft.files))
  if (problems.length) return { ok: false, problems }
  return {
    ok: true,
    body: {
      lines: draft.lines.map((l) => ({
        pn: l.pn,
        qty: Number(l.qty.trim()),
        targetPrice: l.targetPrice.trim() ? dollars(l.targetPrice) : null,
        note: l.note.trim() || null,
      })),
      needBy: needBy || null,
      project: draft.project.trim() || null,
      note: draft.note.trim() || null,
      source: draft.source,
    },
  }
}

/** The buyer's calendar day in the browser's time zone, `YYYY-MM-DD` (what a date input holds). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
