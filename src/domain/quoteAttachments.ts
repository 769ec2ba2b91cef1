/**
 * The files a quote request may carry (issue 30): what each kind is called, its MIME type, and
 * how its content is recognised. A file is taken for what its bytes are, never for its name:
 * an executable renamed `.pdf` is refused. `sniffAttachment` (src/lib/quotes/server/attachments.ts
 * reads the bytes) answers the kind or null.
 */
export const QUOTE_ATTACHMENT_TYPES = [
  { kind: 'pdf', extensions: ['pdf'], mimeType: 'application/pdf' },
  { kind: 'xlsx', extensions: ['xlsx'], mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { kind: 'csv', extensions: ['csv'], mimeType: 'text/csv' },
  { kind: 'png', extensions: ['png'], mimeType: 'image/png' },
  { kind: 'jpeg', extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
] as const
export type QuoteAttachmentKind = (typeof QUOTE_ATTACHMENT_TYPES)[number]['kind']
