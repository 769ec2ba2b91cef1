import { describe, expect, it } from 'vitest'

import { quoteDocumentData, revisionMessage } from '@/lib/quotes/server/documents/load'
import { snapshotVersion } from '@/lib/quotes/server/present'
import type { Quote } from '@/payload-types'

const v1Lines = [
  { pn: 'PB22-XG1', qty: 40, targetPrice: 20, note: 'Green caps', quotedPrice: 22, leadTimeDays: 5 },
  { pn: 'XX-OLD', qty: 5, noQuote: true, noQuoteReason: 'Discontinued' },
]
const v1 = { version: 1, sentAt: '2026-12-01T10:00:00.000Z', expiresAt: '2026-12-20', staffNote: 'First offer', lines: v1Lines }

/** A quote sent twice: version 1 kept as its snapshot, version 2 the current answer, a revision asked between them. */
const stored: Quote = {
  id: 9,
  number: 'Q-100009',
  status: 'quoted',
  version: 2,
  sentAt: '2026-12-03T10:00:00.000Z',
  expiresAt: '2026-12-31T12:00:00.000Z',
  buyerEmail: 'ada@acme.test',
  locale: 'es',
  project: 'Line 4',
  needBy: '2027-01-15T12:00:00.000Z',
  note: null,
  attachments: [3, 4],
  lines: [
    { pn: 'PB22-XG1', qty: 40, targetPrice: 20, note: 'Green caps', quotedPrice: 20.5, leadTimeDays: 5, alternatePn: null },
    { pn: 'XX-OLD', qty: 5, quotedPrice: 9, leadTimeDays: 15, alternatePn: 'XX-NEW' },
  ],
  staffNote: 'Revised as asked',
  history: [
    { at: '2026-11-28T15:00:00.000Z', status: 'requested', version: 0, by: 'buyer', message: null },
    { at: '2026-12-01T10:00:00.000Z', status: 'quoted', version: 1, by: 'staff', message: 'First offer' },
    {
      at: '2026-12-02T09:00:00.000Z',
      status: 'revision-requested',
      version: 1,
      by: 'buyer',
      message: 'Better on the buttons, and a part for XX-OLD?',
    },
    { at: '2026-12-03T10:00:00.000Z', status: 'quoted', version: 2, by: 'staff', message: 'Revised as asked' },
  ],
  versions: [snapshotVersion(v1)],
  createdAt: '2026-11-28T15:00:00.000Z',
  updatedAt: '2026-12-03T10:00:00.000Z',
}

describe('a quote as its documents print one version of it', () => {
  it('prints the current version with the request’s facts, in the request’s language', () => {
    const q = quoteDocumentData(stored)!
    expect(q).toMatchObject({ id: 9, number: 'Q-100009', locale: 'es', version: 2, expiresAt: '2026-12-31', needBy: '2027-01-15' })
    expect(q).toMatchObject({ staffNote: 'Revised as asked', total: 865, attachmentCount: 2, buyerEmail: 'ada@acme.test' })
    expect(q.lines[1]).toMatchObject({ pn: 'XX-OLD', alternatePn: 'XX-NEW', soldPn: 'XX-NEW', quotedPrice: 9, lineTotal: 45 })
  })

  it('prints an earlier version from its snapshot, and version 0 as the request was asked', () => {
    const first = quoteDocumentData(stored, 1)!
    expect(first).toMatchObject({ version: 1, expiresAt: '2026-12-20', staffNote: 'First offer', total: 880 })
    expect(first.lines[1]).toMatchObject({ noQuote: true, noQuoteReason: 'Discontinued', quotedPrice: null })
    const asked = quoteDocumentData(stored, 0)!
    expect(asked).toMatchObject({ version: 0, sentAt: null, expiresAt: null, staffNote: null, total: null })
    expect(asked.lines.map((l) => [l.pn, l.qty, l.targetPrice, l.quotedPrice, l.alternatePn])).toEqual([
      ['PB22-XG1', 40, 20, null, null],
      ['XX-OLD', 5, null, null, null],
    ])
    expect(quoteDocumentData(stored, 3)).toBeNull()
  })

  it('finds the buyer’s message of the revision asked of a version', () => {
    expect(revisionMessage(stored, 1)).toBe('Better on the buttons, and a part for XX-OLD?')
    expect(revisionMessage(stored, 2)).toBeNull()
  })
})
