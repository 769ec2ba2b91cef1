import { MAX_QUOTE_ATTACHMENT_BYTES, MAX_QUOTE_ATTACHMENTS, QUOTE_ATTACHMENT_TYPES, type QuoteAttachmentKind } from '@/domain'

/*
 * A quote request's attachments, checked by their bytes (issue 30): PDF, XLSX, CSV, PNG or
 * JPEG, 10 MB each, 5 at most. A file's name must say what its content is: an executable or a
 * picture renamed `.pdf` is refused. Pure (bytes in, a verdict out), so the unit tests and the
 * route share it.
 */

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** Whether `needle` (ASCII) occurs in the bytes: an XLSX names its `xl/` parts in the ZIP's directory. */
function contains(bytes: Uint8Array, needle: string): boolean {
  const n = ascii(needle)
  outer: for (let i = 0; i + n.length <= bytes.length; i++) {
    for (let j = 0; j < n.length; j++) if (bytes[i + j] !== n[j]) continue outer
    return true
  }
  return false
}

/** Plain text a spreadsheet can read: UTF-8, no NUL or other control bytes but tab, CR and LF. */
function isText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)
  } catch {
    return false
  }
}

/**
 * What the bytes are, among the kinds a quote takes, or null.
 * @example sniffAttachment(new TextEncoder().encode('%PDF-1.7 …')) // 'pdf'
 */
export function sniffAttachment(bytes: Uint8Array): QuoteAttachmentKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return contains(bytes, '[Content_Types].xml') && contains(bytes, 'xl/') ? 'xlsx' : null
  // An executable (MZ, ELF, a script's #!) is never text, whatever its bytes after.
  if (startsWith(bytes, ascii('MZ')) || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) || startsWith(bytes, ascii('#!'))) return null
  return bytes.length > 0 && isText(bytes) ? 'csv' : null
}

/** The kind a file's name claims by its extension, or null. */
export function kindOfName(name: string): QuoteAttachmentKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase()
  return QUOTE_ATTACHMENT_TYPES.find((t) => (t.extensions as readonly string[]).includes(ext ?? ''))?.kind ?? null
}

export const mimeTypeOf = (kind: QuoteAttachmentKind) => QUOTE_ATTACHMENT_TYPES.find((t) => t.kind === kind)!.mimeType

export type AttachmentProblem =
  | { code: 'too-many-attachments'; max: number }
  | { code: 'attachment-too-large'; name: string; limit: number }
  | { code: 'attachment-type'; name: string }

export type CheckedAttachment = { name: string; kind: QuoteAttachmentKind; mimeType: string; bytes: Uint8Array }

/** A file as the route reads it from the multipart body. */
export type UploadedFile = { name: string; bytes: Uint8Array }

/** Safe to store and to send back in a Content-Disposition: the name's last segment, letters, digits and `. _ -` only. */
export function safeFileName(name: string, kind: QuoteAttachmentKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '')
  const clean =
    base
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80) || 'attachment'
  const ext = QUOTE_ATTACHMENT_TYPES.find((t) => t.kind === kind)!.extensions[0]
  return `${clean}.${ext}`
}

/** Every file checked, or the first problem: too many, too large, or content that is not what its name says (or not a kind we take). */
export function checkAttachments(
  files: readonly UploadedFile[],
): { ok: true; files: CheckedAttachment[] } | { ok: false; problem: AttachmentProblem } {
  if (files.length > MAX_QUOTE_ATTACHMENTS) return { ok: false, problem: { code: 'too-many-attachments', max: MAX_QUOTE_ATTACHMENTS } }
  const checked: CheckedAttachment[] = []
  for (const file of files) {
    if (file.bytes.length > MAX_QUOTE_ATTACHMENT_BYTES) {
      return { ok: false, problem: { code: 'attachment-too-large', name: file.name, limit: MAX_QUOTE_ATTACHMENT_BYTES } }
    }
    const claimed = kindOfName(file.name)
    const actual = sniffAttachment(file.bytes)
    if (!claimed || claimed !== actual) return { ok: false, problem: { code: 'attachment-type', name: file.name } }
    checked.push({ name: safeFileName(file.name, actual), kind: actual, mimeType: mimeTypeOf(actual), bytes: file.bytes })
  }
  return { ok: true, files: checked }
}
