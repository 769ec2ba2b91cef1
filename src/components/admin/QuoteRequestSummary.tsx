'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/*
 * The quote desk's view of the buyer's request at a glance (issue 30, docs/quotes.md "The staff's
 * desk"): what was asked on each line (quantity, target price, note) beside the answer saved so
 * far, the request's facts, the buyer's revision message when he asked for one, and the PDF of
 * the version sent. Read from the saved quote: the buyer's side of a quote never changes.
 */

type Line = { pn?: string; qty?: number; targetPrice?: number | null; note?: string | null; quotedPrice?: number | null }
type LineAnswer = Line & {
  leadTimeDays?: number | null
  alternatePn?: string | null
  noQuote?: boolean | null
  noQuoteReason?: string | null
}
type Saved = {
  number?: string
  status?: string
  version?: number
  locale?: string
  project?: string | null
  needBy?: string | null
  note?: string | null
  buyerEmail?: string
  lines?: LineAnswer[]
  history?: { status?: string; version?: number; message?: string | null }[]
  versions?: unknown
}
/** An earlier version as the buyer saw it (src/lib/quotes/contract.ts, QuoteVersionView). */
type Earlier = {
  version: number
  sentAt: string | null
  expiresAt: string | null
  staffNote: string | null
  total: number | null
  lines: LineAnswer[]
}

const usd = (n: number | null | undefined) =>
  typeof n === 'number' ? new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n) : '—'
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—')

const cell = { padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-150)', verticalAlign: 'top' } as const
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const

function answerOf(l: LineAnswer): string {
  if (l.noQuote) return `No quote${l.noQuoteReason ? `: ${l.noQuoteReason}` : ''}`
  if (typeof l.quotedPrice !== 'number') return '—'
  const lead = typeof l.leadTimeDays === 'number' ? `, ${l.leadTimeDays} business days` : ''
  return `${usd(l.quotedPrice)}${lead}${l.alternatePn ? ` (offers ${l.alternatePn})` : ''}`
}

export function QuoteRequestSummary() {
  const { savedDocumentData, initialData } = useDocumentInfo()
  const q = (savedDocumentData ?? initialData ?? {}) as Saved
  if (!q.number) return null
  const earlier = (Array.isArray(q.versions) ? q.versions : []) as Earlier[]
  const revision =
    q.status === 'revision-requested' ? (q.history ?? []).findLast((h) => h.status === 'revision-requested')?.message?.trim() : null
  const facts: [string, string][] = [
    ['Buyer', q.buyerEmail ?? '—'],
    ['Project or job', q.project || '—'],
    ['Needed by', day(q.needBy)],
    ['Language', q.locale === 'es' ? 'Spanish' : 'English'],
  ]
  return (
    <section
      aria-labelledby="quote-request-heading"
      data-testid="quote-request-summary"
      style={{ marginBottom: 'calc(var(--base) * 1.5)' }}
    >
      <h3 id="quote-request-heading" style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        The buyer’s request
      </h3>
      <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        {facts.map(([label, value], i) => (
          <span key={label}>
            {i ? ' · ' : ''}
            <strong>{label}:</strong> {value}
          </span>
        ))}
      </p>
      {revision ? (
        <p style={{ padding: '8px 12px', borderLeft: '3px solid var(--theme-warning-500)', background: 'var(--theme-elevation-50)' }}>
          <strong>The buyer asks for a revision of version {q.version}:</strong> {revision}
        </p>
      ) : null}
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {['#', 'Part number', 'Qty', 'Target price', 'Buyer’s note', 'Answer saved'].map((h) => (
              <th key={h} scope="col" style={{ ...cell, textAlign: h === 'Qty' || h === 'Target price' ? 'right' : 'left' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(q.lines ?? []).map((l, i) => (
            <tr key={i}>
              <td style={cell}>{i + 1}</td>
              <td style={{ ...cell, fontWeight: 600 }}>{l.pn}</td>
              <td style={num}>{l.qty}</td>
              <td style={num}>{usd(l.targetPrice)}</td>
              <td style={cell}>{l.note || ''}</td>
              <td style={cell}>{answerOf(l)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {q.note ? (
        <p style={{ marginTop: 'calc(var(--base) / 2)' }}>
          <strong>Buyer’s note:</strong> {q.note}
        </p>
      ) : null}
      {earlier.length ? (
        <details style={{ marginTop: 'calc(var(--base) / 2)' }}>
          <summary>Earlier versions ({earlier.length})</summary>
          {earlier.map((v) => (
            <div key={v.version} style={{ marginTop: 'calc(var(--base) / 2)' }}>
              <p style={{ margin: 0 }}>
                <strong>Version {v.version}</strong>, sent {day(v.sentAt)}, valid until {day(v.expiresAt)}, total {usd(v.total)}
                {v.staffNote ? ` · Note: ${v.staffNote}` : ''}
              </p>
              <ul style={{ margin: '4px 0 0', paddingLeft: '1.25rem' }}>
                {v.lines.map((l, i) => (
                  <li key={i}>
                    {l.pn} × {l.qty}: {answerOf(l)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      ) : null}
      {q.version ? (
        <p style={{ marginTop: 'calc(var(--base) / 2)' }}>
          <a
            href={`/api/private/quotes/${encodeURIComponent(q.number)}/pdf`}
            download
            className="btn btn--style-secondary btn--size-small"
            data-testid="admin-quote-pdf"
          >
            Download the PDF of version {q.version}
          </a>
        </p>
      ) : null}
    </section>
  )
}
