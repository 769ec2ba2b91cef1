/**
 * Local stand-ins for the third-party services (never the internet): Google Tag Manager's
 * gtm.js, Tawk.to's widget script, and reCAPTCHA's api.js with its siteverify endpoint,
 * whose score the test sets. Every request is recorded, so a test can prove what was (not)
 * fetched and when.
 */
import http from 'node:http'

export const RECAPTCHA_SITE_KEY = 'e2e-site-key'
export const RECAPTCHA_SECRET = 'e2e-secret-key'

export type StandIns = {
  origin: string
  /** Paths (with query) asked for, in order. */
  requests: string[]
  /** The score the verify endpoint answers next. */
  score: number
  /** What the shop sent to the verify endpoint. */
  verified: { secret: string; response: string }[]
  close: () => Promise<void>
}

export async function startServiceStandIns(port: number): Promise<StandIns> {
  const standIns: StandIns = { origin: `http://127.0.0.1:${port}`, requests: [], score: 0.9, verified: [], close: async () => {} }
  const script = (res: http.ServerResponse, body: string) => {
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
    })
    res.end(body)
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', standIns.origin)
    // Tawk.to's snippet loads its script with crossorigin: a CORS preflight when the browser adds headers.
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET' })
        .end()
      return
    }
    standIns.requests.push(url.pathname + url.search)
    if (url.pathname === '/gtm.js') {
      // What the real container does first: it reads the queue it was given.
      return script(
        res,
        `window.__fakeGtm=${JSON.stringify(url.searchParams.get('id'))};(window.dataLayer=window.dataLayer||[]).push({event:'fake-gtm-ready'});`,
      )
    }
    const tawk = /^\/tawk\/([A-Za-z0-9]+)\/([A-Za-z0-9]+)$/.exec(url.pathname)
    if (tawk) {
      return script(
        res,
        `window.__fakeTawk={property:${JSON.stringify(tawk[1])},widget:${JSON.stringify(tawk[2])}};` +
          `var d=document.createElement('aside');d.setAttribute('aria-label','Chat');d.setAttribute('data-testid','fake-chat');d.textContent='Chat';document.body.appendChild(d);`,
      )
    }
    if (url.pathname === '/recaptcha/api.js') {
      return script(
        res,
        `window.grecaptcha={ready:function(f){f()},execute:function(k,o){return Promise.resolve('fake-token.'+o.action+'.'+k+'.'+Date.now())}};`,
      )
    }
    if (url.pathname === '/recaptcha/siteverify' && req.method === 'POST') {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        const form = new URLSearchParams(body)
        const secret = form.get('secret') ?? ''
        const response = form.get('response') ?? ''
        standIns.verified.push({ secret, response })
        const [prefix, action, key] = response.split('.')
        const success = secret === RECAPTCHA_SECRET && prefix === 'fake-token' && key === RECAPTCHA_SITE_KEY
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(
          JSON.stringify(
            success
              ? { success, score: standIns.score, action, hostname: 'localhost' }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        )
      })
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  standIns.close = () => new Promise((resolve) => server.close(() => resolve()))
  return standIns
}
