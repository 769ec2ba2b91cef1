import net from 'node:net'

export type RawRequest = {
  method: string
  /** The request target as sent, byte for byte: broken encodings, tabs and unicode included. */
  target: string
  headers: [string, string][]
  body?: Buffer
}

export type RawResponse = { status: number; ms: number; bytes: number; error?: string }

/**
 * Sends one HTTP/1.1 request over a fresh socket, exactly as given (Node's own client
 * refuses the malformed targets and headers the fuzz is about), and reads the answer to
 * its end (`Connection: close`). The time is until the last byte.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs: number): Promise<RawResponse> {
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = net.connect({ host: '127.0.0.1', port })
    const chunks: Buffer[] = []
    let bytes = 0
    let settled = false
    const done = (error?: string) => {
      if (settled) return
      settled = true
      socket.destroy()
      const head = Buffer.concat(chunks).subarray(0, 64).toString('latin1')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)
      resolve({ status, ms: performance.now() - started, bytes, ...(status ? {} : { error: error ?? 'no status line' }) })
    }
    socket.setTimeout(timeoutMs, () => done(`no complete answer within ${timeoutMs} ms`))
    socket.on('data', (chunk) => {
      bytes += chunk.length
      if (chunks.length < 1) chunks.push(chunk)
    })
    socket.on('end', () => done())
    socket.on('close', () => done())
    // The server may answer (413, 400) and close before a large body is written: not an error.
    socket.on('error', (e) => (chunks.length ? done() : done(e.message)))
    socket.on('connect', () => {
      const body = request.body ?? Buffer.alloc(0)
      const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close']
      for (const [name, value] of request.headers) lines.push(`${name}: ${value}`)
      if (body.length || !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(request.method)) lines.push(`Content-Length: ${body.length}`)
      socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), body]))
    })
  })
}
