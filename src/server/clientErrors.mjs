// Plain JavaScript: used by the HTTP front server (src/server/serve.mjs).

const STATUS_TEXT = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }

/** How long a connection whose request could not be parsed is read (and dropped) before it is closed. */
export const LINGER_MS = 5_000

/** The sockets answered here, still read until the client stops or LINGER_MS passes. */
const answered = new WeakSet()

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
  // Node's parser raises the same error again for each chunk that still arrives: a socket
  // answered already keeps lingering (destroying it then is the reset this function avoids).
  if (answered.has(socket)) return
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  answered.add(socket)
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  socket.on('data', () => {})
  socket.on('error', () => {})
  socket.resume()
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}

const LINGERS = Symbol('lingers')
const CURRENT = Symbol('current request')

/**
 * The same for an answer given before the request's body was read (Next's redirects, say):
 * Node then closes the connection at once under the client's upload, and the client gets a
 * reset instead of the answer. Here the connection is half-closed after the answer, the rest
 * of the body is read and dropped, and the socket closed once it has all come or `LINGER_MS`
 * passes. Called for every request, before anything answers it.
 * @param {import('node:http').IncomingMessage} req
 */
export function lingerAfterEarlyAnswer(req) {
  const socket = req.socket
  socket[CURRENT] = req
  if (socket[LINGERS]) return
  socket[LINGERS] = true
  const destroySoon = socket.destroySoon
  socket.destroySoon = function lingeringDestroySoon() {
    const current = this[CURRENT]
    if (!current || current.complete) return destroySoon.call(this)
    this.end()
    const close = () => this.destroy()
    current.once('end', close)
    current.once('error', close)
    current.resume()
    setTimeout(close, LINGER_MS).unref()
  }
}
