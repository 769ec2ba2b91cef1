import { describe, expect, it } from 'vitest'

import { createPdf, markdownToBlocks, parseInline, pdfFromMarkdown } from '@/seed/demo/pdf'

import { pdfText } from '../../helpers/pdfText'

const longMarkdown = [
  '## Introducción',
  '',
  'Texto con **negrita**, acentos (á é í ó ú ñ Ñ ü) y signos: ¿Qué? ¡Listo! 24 V CA/CC ±10 % a 40 °C.',
  '',
  ...Array.from(
    { length: 40 },
    (_, i) =>
      `### Section ${i + 1}\n\nA paragraph long enough to wrap over more than one line when it is set in ten point Helvetica on a US Letter page with the default margins.\n\n- First item\n- Second item`,
  ),
  '',
  '| Rating | Value |',
  '|---|---|',
  '| Thermal current | 10 A |',
].join('\n')

describe('markdownToBlocks', () => {
  it('reads headings, paragraphs, lists and tables', () => {
    const blocks = markdownToBlocks('# Title\n\nLine one\nline two\n\n- a\n- b\n\n1. x\n2. y\n\n| h1 | h2 |\n|---|---|\n| c | d |')
    expect(blocks).toEqual([
      { type: 'heading', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'Line one line two' },
      { type: 'list', items: ['a', 'b'], ordered: false },
      { type: 'list', items: ['x', 'y'], ordered: true },
      {
        type: 'table',
        rows: [
          ['h1', 'h2'],
          ['c', 'd'],
        ],
      },
    ])
  })

  it('keeps a ``` listing as its lines, spaces and all, between paragraphs', () => {
    expect(markdownToBlocks('Before\n```\nXB4-BA31    PB22-G-10-M\n    a note\n```\nAfter')).toEqual([
      { type: 'paragraph', text: 'Before' },
      { type: 'pre', lines: ['XB4-BA31    PB22-G-10-M', '    a note'] },
      { type: 'paragraph', text: 'After' },
    ])
  })

  it('keeps **bold** runs and shows links, code and italics as plain text', () => {
    expect(parseInline('A **bold** [link](https://x.test) `code` *it*')).toEqual([
      { text: 'A ', bold: false },
      { text: 'bold', bold: true },
      { text: ' link code it', bold: false },
    ])
  })
})

describe('the demo documents (@react-pdf/renderer)', () => {
  const spec = {
    title: 'Ficha técnica: luces piloto',
    subtitle: 'Prueba',
    header: 'Header line',
    footer: 'Footer line',
    author: 'Maker',
    date: '2026-03-01',
    markdown: longMarkdown,
  }

  it('runs onto several pages with the header, footer and page numbers, and reads back as text (accents included)', async () => {
    const pdf = await pdfFromMarkdown(spec)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { pages, text, title } = await pdfText(pdf)
    expect(pages).toBeGreaterThan(1)
    expect(title).toBe('Ficha técnica: luces piloto')
    for (const expected of [
      'Ficha técnica: luces piloto',
      'Prueba',
      'Introducción',
      'negrita',
      '¿Qué? ¡Listo!',
      '±10 % a 40 °C',
      'Section 40',
      'First item',
      'Thermal current',
      '10 A',
      'Header line',
      'Footer line',
      `Page ${pages} of ${pages}`,
    ]) {
      expect(text).toContain(expected)
    }
  }, 30_000)

  it('is deterministic for a dated document', async () => {
    const [a, b] = [await pdfFromMarkdown(spec), await pdfFromMarkdown(spec)]
    expect(a.equals(b)).toBe(true)
  }, 30_000)

  it('makes a one-page file from a short document', async () => {
    const { pages, text } = await pdfText(await createPdf({ title: 'One', blocks: [{ type: 'paragraph', text: 'Hello' }] }))
    expect(pages).toBe(1)
    expect(text).toContain('Page 1 of 1')
  })
})
