import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { checkAttachments, safeFileName, sniffAttachment } from '@/lib/quotes/attachments'
import { readQuoteRequest } from '@/lib/quotes/server/readBody'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)))
const PDF = bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n')
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')
const XLSX = bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....xl/workbook.xml')
const DOCX = bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml')
const EXE = bytes('MZ', [0x90, 0x00, 0x03], 'This program cannot be run in DOS mode')
const CSV = bytes('pn,qty\nPB22-XG1,10\n')

describe('quote attachments are taken for what their bytes are (issue 30)', () => {
  it('recognises the five kinds and nothing else', () => {
    expect([PDF, PNG, JPEG, XLSX, CSV].map(sniffAttachment)).toEqual(['pdf', 'png', 'jpeg', 'xlsx', 'csv'])
    expect(sniffAttachment(DOCX)).toBeNull()
    expect(sniffAttachment(EXE)).toBeNull()
    expect(sniffAttachment(bytes('#!/bin/sh\nrm -rf /\n'))).toBeNull()
    expect(sniffAttachment(bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]))).toBeNull()
    expect(sniffAttachment(bytes('a,b', [0], 'c'))).toBeNull()
    expect(sniffAttachment(new Uint8Array())).toBeNull()
  })

  it('refuses an executable renamed .pdf, a picture named .pdf, too many files and a file over 10 MB', () => {
    expect(checkAttachments([{ name: 'drawing.pdf', bytes: EXE }])).toEqual({
      ok: false,
      problem: { code: 'attachment-type', name: 'drawing.pdf' },
    })
    expect(checkAttachments([{ name: 'drawing.pdf', bytes: PNG }])).toMatchObject({ ok: false, problem: { code: 'attachment-type' } })
    expect(checkAttachments([{ name: 'setup.exe', bytes: EXE }])).toMatchObject({ ok: false, problem: { code: 'attachment-type' } })
    expect(checkAttachments(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.csv`, bytes: CSV })))).toMatchObject({
      ok: false,
      problem: { code: 'too-many-attachments', max: 5 },
    })
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PDF)
    expect(checkAttachments([{ name: 'big.pdf', bytes: big }])).toMatchObject({
      ok: false,
      problem: { code: 'attachment-too-large', name: 'big.pdf' },
    })
  })

  it('keeps good files with a safe name and their true type', () => {
    const checked = checkAttachments([
      { name: '../../etc/Panel "A".PDF', bytes: PDF },
      { name: 'bom.xlsx', bytes: XLSX },
      { name: 'photo.JPG', bytes: JPEG },
    ])
    expect(checked.ok && checked.files.map((f) => [f.name, f.mimeType])).toEqual([
      ['Panel-A.pdf', 'application/pdf'],
      ['bom.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['photo.jpg', 'image/jpeg'],
    ])
    expect(safeFileName('///', 'csv')).toBe('attachment.csv')
  })
})

describe('POST /api/private/quotes bodies', () => {
  const url = 'http://localhost/api/private/quotes'
  const json = (body: unknown) =>
    new NextRequest(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
  const multipart = (data: unknown, files: [string, Uint8Array][]) => {
    const form = new FormData()
    form.set('data', JSON.stringify(data))
    for (const [name, content] of files) form.append('files', new Blob([content as BlobPart]), name)
    return new NextRequest(url, { method: 'POST', body: form })
  }
  const lines = [{ pn: 'PB22-XG1', qty: 10 }]

  it('reads JSON and multipart alike', async () => {
    expect(await readQuoteRequest(json({ lines, project: 'Line 4' }))).toMatchObject({
      ok: true,
      body: { lines, project: 'Line 4' },
      files: [],
    })
    const read = await readQuoteRequest(multipart({ lines }, [['bom.csv', CSV]]))
    expect(read).toMatchObject({ ok: true, files: [{ name: 'bom.csv', mimeType: 'text/csv' }] })
  })

  it('refuses 1,000 lines, a broken body, an executable as .pdf and a 50 MB upload by name, before anything is written', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ pn: `P-${i}`, qty: 1 }))
    expect(await readQuoteRequest(json({ lines: many }))).toMatchObject({
      ok: false,
      status: 413,
      code: 'quote-too-many-lines',
      details: { max: 200 },
    })
    expect(await readQuoteRequest(new NextRequest(url, { method: 'POST', body: '{"lines":' }))).toMatchObject({
      ok: false,
      code: 'invalid-json',
    })
    expect(await readQuoteRequest(json({ lines: [{ pn: 'A', qty: 1.5 }] }))).toMatchObject({ ok: false, code: 'bad-request' })
    expect(await readQuoteRequest(json({ lines, needBy: 'tomorrow' }))).toMatchObject({
      ok: false,
      code: 'bad-request',
      details: { path: 'needBy' },
    })
    expect(await readQuoteRequest(multipart({ lines }, [['drawing.pdf', EXE]]))).toMatchObject({
      ok: false,
      status: 422,
      code: 'attachment-type',
      details: { name: 'drawing.pdf' },
    })
    const huge = new Uint8Array(50 * 1024 * 1024)
    huge.set(PDF)
    expect(await readQuoteRequest(multipart({ lines }, [['scan.pdf', huge]]))).toMatchObject({
      ok: false,
      status: 413,
      code: 'attachment-too-large',
      details: { name: 'scan.pdf' },
    })
  })
})
