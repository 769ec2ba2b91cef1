/** A multipart/form-data body, kept small until it is sent (a 21 MB file part is built only then). */
export type MultipartPart = { name: string; filename?: string; type?: string; text?: string; size?: number }
export type MultipartBody = {
  kind: 'multipart'
  contentType: string
  boundary: string
  parts: MultipartPart[]
  /** Without the closing `--boundary--`: a body cut short. */
  closed: boolean
  label: string
}

/** The bytes of a multipart body: each part's headers, then its text or `size` bytes of filler. */
export function multipartBytes(spec: MultipartBody): Buffer {
  const chunks: Buffer[] = []
  for (const part of spec.parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`
    chunks.push(
      Buffer.from(`--${spec.boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`),
    )
    chunks.push(part.size === undefined ? Buffer.from(part.text ?? '', 'utf8') : Buffer.alloc(part.size, 0x61))
    chunks.push(Buffer.from('\r\n'))
  }
  if (spec.closed) chunks.push(Buffer.from(`--${spec.boundary}--\r\n`))
  return Buffer.concat(chunks)
}
