// Plain JavaScript: used by the HTTP front server (src/server/serve.mjs).

const STATUS_TEXT = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }

/** How long a connection whose request could not be parsed is read (and dropped) before it is closed. */
export const LINGER_MS = 5_000

/**
 * Answers a request Node's HTTP parser could not read (an unknown method, a broken header,
 * headers too large, too slow) without resetting the connection under the client's upload.
 * Node's default answers and destroys the socket at once: a client still writing its body
 * then gets a reset (`ECONNRESET`, `EPIPE`) instead of the answer. Here the answer is sent,
 * the write side closed, and whatever the client still sends is read and dropped until it
 * stops or `LINGER_MS` passes.
 * @param {NodeJS.ErrnoException} error
 * @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  socket.on('data', () => {})
  socket.on('error', () => {})
  socket.resume()
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}
