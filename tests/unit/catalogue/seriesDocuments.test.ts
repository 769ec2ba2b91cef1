import { describe, expect, it } from 'vitest'

import { orderSeriesDocuments } from '@/lib/catalogue/documents'

const doc = (id: string, kind: string | null, title = id) => ({ id, kind, title })

describe("a series page's documents", () => {
  it("lists its own first, as given, then its family's by kind (data sheets, drawings, …) and title, each once", () => {
    const own = [doc('m', 'manual', 'Installation manual'), doc('d1', 'datasheet', 'Relays data sheet')]
    const family = [
      doc('c', 'catalogue', 'Full-line catalogue'),
      doc('x', 'drawing', 'CAD drawing index'),
      doc('d1', 'datasheet', 'Relays data sheet'),
      doc('u', 'certificate', 'UL summary'),
      doc('d3', 'datasheet', 'Sockets data sheet'),
      doc('d2', 'datasheet', 'Relays and timers data sheet'),
      doc('n', null, 'No kind'),
    ]
    expect(orderSeriesDocuments(own, family, 'en').map((d) => d.id)).toEqual(['m', 'd1', 'd2', 'd3', 'x', 'u', 'c', 'n'])
  })

  it("lists the family's when the series has none of its own", () => {
    expect(orderSeriesDocuments([], [doc('x', 'drawing'), doc('d', 'datasheet')], 'es').map((d) => d.id)).toEqual(['d', 'x'])
    expect(orderSeriesDocuments([], [], 'en')).toEqual([])
  })
})
