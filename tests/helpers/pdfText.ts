import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The text of every page of a PDF, pages joined by a form feed, items by spaces (pdf.js's own reading). */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string; title: string | undefined }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  const meta = await doc.getMetadata()
  const title = (meta.info as { Title?: string }).Title
  await doc.destroy()
  return { pages: pages.length, text: pages.join('\f').replace(/\s+/g, ' '), title }
}

export type PlacedText = { str: string; x: number; y: number; width: number; page: number }

/** Every text item of a PDF with where it starts (x, y of its baseline, in points) and its width. */
export async function pdfItems(bytes: Uint8Array): Promise<PlacedText[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
  const items: PlacedText[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    for (const item of (await (await doc.getPage(i)).getTextContent()).items) {
      if ('str' in item && item.str.trim())
        items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, page: i })
    }
  }
  await doc.destroy()
  return items
}
