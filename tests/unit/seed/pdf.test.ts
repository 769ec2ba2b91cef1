import { describe, expect, it } from 'vitest'

import { createPdf, encodeWinAnsi, markdownToBlocks, pdfFromMarkdown, pdfString, textWidth, wrapText } from '@/seed/demo/pdf'

const latin1 = (b: Buffer) => b.toString('latin1')

/** Reads the xref table the file's startxref points to: object number -> byte offset. */
function readXref(pdf: Buffer): { offsets: number[]; size: number; xrefAt: number } {
  const text = latin1(pdf)
  const xrefAt = Number(text.match(/startxref\n(\d+)\n%%EOF\n$/)?.[1])
  expect(text.slice(xrefAt, xrefAt + 5)).toBe('xref\n')
  const [, first, count] = text.slice(xrefAt).match(/^xref\n(\d+) (\d+)\n/)!
  expect(first).toBe('0')
  const entries = text.slice(xrefAt).split('\n').slice(2, 2 + Number(count))
  expect(entries[0]).toBe('0000000000 65535 f ')
  const offsets = entries.slice(1).map((e) => {
    expect(e).toMatch(/^\d{10} 00000 n $/)
    return Number(e.slice(0, 10))
  })
  const size = Number(text.match(/\/Size (\d+)/)?.[1])
  return { offsets, size, xrefAt }
}

const longMarkdown = [
  '## Introducción',
  '',
  'Texto con **negrita**, acentos (á é í ó ú ñ Ñ ü) y signos: ¿Qué? ¡Listo! 24 V CA/CC ±10 % a 40 °C.',
  '',
  ...Array.from({ length: 40 }, (_, i) => `### Section ${i + 1}\n\nA paragraph long enough to wrap over more than one line when it is set in ten point Helvetica on a US Letter page with the default margins.\n\n- First item\n- Second item`),
  '',
  '| Rating | Value |',
  '|---|---|',
  '| Thermal current | 10 A |',
].join('\n')

describe('encodeWinAnsi', () => {
  it('maps Spanish letters and punctuation to their WinAnsi bytes', () => {
    expect([...encodeWinAnsi('áéíóúñÑü¿¡')]).toEqual([0xe1, 0xe9, 0xed, 0xf3, 0xfa, 0xf1, 0xd1, 0xfc, 0xbf, 0xa1])
    expect([...encodeWinAnsi('°±·')]).toEqual([0xb0, 0xb1, 0xb7])
  })

  it('maps the 0x80-0x9F range (dashes, quotes, bullet, euro)', () => {
    expect([...encodeWinAnsi('–—“”‘’•€™')]).toEqual([0x96, 0x97, 0x93, 0x94, 0x91, 0x92, 0x95, 0x80, 0x99])
  })

  it('writes common technical symbols outside WinAnsi as ASCII, and refuses the rest', () => {
    expect(Buffer.from(encodeWinAnsi('≤ 5 Ω')).toString('latin1')).toBe('<= 5 ohm')
    expect(() => encodeWinAnsi('漢')).toThrow(/not in WinAnsiEncoding/)
  })

  it('escapes parentheses and backslashes, and writes bytes above 126 as octal', () => {
    expect(pdfString('a(b)c\\')).toBe('(a\\(b\\)c\\\\)')
    expect(pdfString('Año')).toBe('(A\\361o)')
  })
})

describe('text metrics and wrapping', () => {
  it('measures with the Helvetica widths', () => {
    expect(textWidth('A', 'regular', 10)).toBeCloseTo(6.67)
    expect(textWidth('A', 'bold', 10)).toBeCloseTo(7.22)
    expect(textWidth('á', 'regular', 10)).toBeCloseTo(textWidth('a', 'regular', 10))
  })

  it('wraps to the width, keeping every word', () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(10).trim()
    const lines = wrapText(text, 'regular', 10, 200)
    expect(lines.length).toBeGreaterThan(3)
    for (const line of lines) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(200)
    expect(lines.join(' ')).toBe(text)
  })
})

describe('markdownToBlocks', () => {
  it('reads headings, paragraphs, lists and tables', () => {
    const blocks = markdownToBlocks('# Title\n\nLine one\nline two\n\n- a\n- b\n\n1. x\n2. y\n\n| h1 | h2 |\n|---|---|\n| c | d |')
    expect(blocks).toEqual([
      { type: 'heading', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'Line one line two' },
      { type: 'list', items: ['a', 'b'], ordered: false },
      { type: 'list', items: ['x', 'y'], ordered: true },
      { type: 'table', rows: [['h1', 'h2'], ['c', 'd']] },
    ])
  })
})

describe('createPdf', () => {
  const pdf = pdfFromMarkdown({ title: 'Ficha técnica: luces piloto', subtitle: 'Prueba', header: 'Header', footer: 'Footer', date: '2026-03-01', markdown: longMarkdown })
  const text = latin1(pdf)

  it('starts with a PDF 1.4 header and a binary comment, and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n%')).toBe(true)
    expect([...pdf.subarray(10, 14)].every((b) => b > 127)).toBe(true)
    expect(text.endsWith('%%EOF\n')).toBe(true)
  })

  it('has an xref table whose offsets point at each object', () => {
    const { offsets, size } = readXref(pdf)
    expect(offsets).toHaveLength(size - 1)
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj\n`.length)).toBe(`${i + 1} 0 obj\n`))
  })

  it('gives every stream its exact length', () => {
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)]
    expect(streams.length).toBeGreaterThan(1)
    for (const m of streams) {
      const start = m.index! + m[0].length
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 'endstream'.length)).toBe('endstream')
    }
  })

  it('runs onto several pages, counted in the page tree and numbered in the footer', () => {
    const pages = text.match(/\/Type \/Page /g)?.length ?? 0
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain(`/Count ${pages}`)
    expect(text).toContain(`(Page ${pages} of ${pages}) Tj`)
    expect(text.match(/\/Kids \[([^\]]*)\]/)?.[1].split(' R').filter((s) => s.trim()).length).toBe(pages)
  })

  it('encodes accented text as WinAnsi bytes with the standard fonts', () => {
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding')
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding')
    expect(text).toContain('(Introducci\\363n) Tj')
    expect(text).toContain('\\277Qu\\351?')
    expect(text).toContain('\\241Listo!')
    // The title in the Info dictionary is UTF-16BE: "é" is 00E9.
    expect(text).toMatch(/\/Title <FEFF[0-9A-F]*00E9/)
  })

  it('is deterministic', () => {
    const again = pdfFromMarkdown({ title: 'Ficha técnica: luces piloto', subtitle: 'Prueba', header: 'Header', footer: 'Footer', date: '2026-03-01', markdown: longMarkdown })
    expect(again.equals(pdf)).toBe(true)
  })

  it('makes a one-page file from a short document', () => {
    const one = latin1(createPdf({ title: 'One', blocks: [{ type: 'paragraph', text: 'Hello' }] }))
    expect(one).toContain('/Count 1 ')
    expect(one).toContain('(Page 1 of 1) Tj')
  })
})
