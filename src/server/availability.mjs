// Plain JavaScript: the front server's own answer of POST /api/public/availability
// (docs/availability.md, "Speed"). The app publishes its availability snapshot in this process
// (src/lib/availability/server/app.ts) and keeps it fresh; from then on the answer is computed here
// with the same code as Next's route (src/lib/availability/answer.mjs), without entering Next's
// request pipeline, which alone costs more than the whole answer. Until the first snapshot is
// published (the process has just started: Next's route loads it), and in any process where Next
// runs elsewhere, Next answers.
import { ANSWER_HEADERS, AVAILABILITY_PATH, availabilityAnswer, publishedAvailability, tooLarge } from '../lib/availability/answer.mjs'
import { API_BODY_LIMIT } from '../lib/platform/net/bodyLimits.mjs'
import { getLogger } from '../lib/platform/observability/server/log.mjs'
import { parseCookie } from './canonicalRequest.mjs'
import { LOCALE_COOKIE, LOCALES } from './responseCacheKey.mjs'

const log = getLogger('api')

/**
 * The buyer's language as the app's API reads it (apiLocale in src/lib/platform/http/server/respond.ts):
 * `?locale=`, then the locale cookie, then Accept-Language.
 * @param {string | undefined} url
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {'en' | 'es'}
 */
export function answerLocale(url, headers) {
  const isLocale = (/** @type {unknown} */ v) => typeof v === 'string' && LOCALES.includes(v)
  const query = new URL(url ?? '/', 'http://switchyard.invalid').searchParams.get('locale')
  if (isLocale(query)) return /** @type {'en' | 'es'} */ (query)
  const cookie = parseCookie(headers.cookie ?? '').get(LOCALE_COOKIE)
  if (isLocale(cookie)) return /** @type {'en' | 'es'} */ (cookie)
  return /^\s*es\b/.test(String(headers['accept-language'] ?? '').toLowerCase()) ? 'es' : 'en'
}

/**
 * Takes the request when it is the availability API and a snapshot is published: reads the body
 * (at most the API's limit) and answers. False: Next answers it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @returns {boolean}
 */
export function answerAvailabilityHere(req, res, pathname) {
  if (pathname !== AVAILABILITY_PATH || req.method !== 'POST' || !publishedAvailability()) return false
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  req.on('data', (/** @type {Buffer} */ chunk) => {
    size += chunk.length
    if (size <= API_BODY_LIMIT) chunks.push(chunk)
  })
  req.once('error', () => res.destroy())
  req.once('end', () => {
    const locale = answerLocale(req.url, req.headers)
    let answer
    try {
      const snapshot = /** @type {import('../lib/availability/answer.mjs').AvailabilitySnapshot} */ (publishedAvailability())
      answer =
        size > API_BODY_LIMIT
          ? tooLarge(API_BODY_LIMIT, locale)
          : availabilityAnswer(snapshot, Buffer.concat(chunks).toString('utf8'), locale)
    } catch (err) {
      // As the app's routes do (src/lib/platform/http/server/route.ts): logged with the request's id, a bare 500 carrying it.
      const requestId = String(req.headers['x-request-id'] ?? '')
      log.error({ err, reqId: requestId, method: req.method, path: AVAILABILITY_PATH }, 'availability answer failed')
      answer = { status: 500, body: JSON.stringify({ error: { code: 'internal', message: 'Internal Server Error', requestId } }) }
    }
    res.writeHead(answer.status, { ...ANSWER_HEADERS, 'Content-Length': Buffer.byteLength(answer.body) })
    res.end(answer.body)
  })
  return true
}
