import http from 'node:http'
import zlib from 'node:zlib'

import fc from 'fast-check'

/**
 * Requests for cacheable pages with every spelling of what the front server's response cache
 * keys on (src/server/responseCache.mjs): cookies spaced, doubled, percent-encoded, empty or
 * nameless; forwarded-protocol lists; odd Accept-Language and Accept-Encoding; fetch metadata;
 * conditional headers; query strings with unknown keys. Each request is answered once from
 * the response cache and once by Next itself, by the same server (the cache declines while
 * the proxy's redirect rules are over a second old): the answers must not differ. A second
 * server would not do as the reference: two renders of one page differ in how React streamed
 * them. Used by the fuzz (scripts/commands/fuzz.ts) and
 * tests/integration/responseCacheSpelling.int.test.ts.
 */

/** A GET as sent: the header lines in order, a name may repeat. `ETAG` in a value stands for the page's own ETag. */
export type SpellingRequest = { path: string; headers: [string, string][] }

export type Answer = { status: number; headers: Record<string, string[]>; body: Buffer; cacheHit: boolean; nextCache: string | null }

const LOCALE = 'i18n_redirected'
const NAMES = [LOCALE, LOCALE, LOCALE, ` ${LOCALE}`, `${LOCALE} `, `\t${LOCALE}`, 'I18N_REDIRECTED', 'i18n%5Fredirected']
const VALUES = ['en', 'es', 'es', ' es', 'es ', ' en ', '%65s', '%65n', 'es%20', '', 'xx', '"es"', '%E0', 'ES', '=es']
const TRACKING = [
  '%5B%7B%22slug%22%3A%22x%22%7D%5D',
  '%255B%257B%2522slug%2522%253A%2522x%2522%257D%255D',
  '[{"slug":"x"}]',
  ' %5B%5D',
  '',
  '%',
]
const SEPARATORS = ['; ', ';', ' ; ', ';  ', ';\t', ' ;']

const cookiePair = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...NAMES), fc.constantFrom(...VALUES), fc.constantFrom('=', ' =', '= '))
      .map(([n, v, eq]) => `${n}${eq}${v}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(LOCALE, ` ${LOCALE}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('trackingParams', ' trackingParams', 'trackingParams '), fc.constantFrom(...TRACKING))
      .map(([n, v]) => `${n}=${v}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__prerender_bypass=1', ' __prerender_bypass=1', '__prerender_bypass =1', '\t__prerender_bypass=1'),
  },
  { weight: 2, arbitrary: fc.constantFrom('a=b', '=x', '=', 'x', 'switchyard.session_token=abc', 'NEXT_LOCALE=es', 'cc_cookie=%7B%7D') },
)

/** A Cookie header as one line or two (Node joins them with "; "). */
const cookieLines = fc
  .tuple(
    fc.array(fc.tuple(cookiePair, fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 4 }),
    fc.boolean(),
    fc.constantFrom('', ';', '; '),
  )
  .map(([pairs, split, tail]): [string, string][] => {
    const text = pairs.map(([p, sep], i) => (i ? sep : '') + p).join('') + tail
    if (!split || pairs.length < 2) return [['Cookie', text]]
    const cut = pairs[0][0].length
    return [
      ['Cookie', text.slice(0, cut)],
      ['Cookie', text.slice(cut).replace(/^[\s;]+/, '')],
    ]
  })

const one = (name: string, values: string[]) => fc.constantFrom(...values).map((v): [string, string][] => [[name, v]])
const HEADER_CHOICES: fc.Arbitrary<[string, string][]>[] = [
  cookieLines,
  cookieLines,
  fc.oneof(
    one('X-Forwarded-Proto', ['https', 'http', 'https, http', 'http, https', 'HTTPS', 'https,https', 'gopher', 'xhttpsx', 'http,  https ']),
    fc.constantFrom<[string, string][]>(
      [
        ['X-Forwarded-Proto', 'https'],
        ['X-Forwarded-Proto', 'http'],
      ],
      [
        ['X-Forwarded-Proto', 'http'],
        ['X-Forwarded-Proto', 'https'],
      ],
    ),
  ),
  one('Accept-Language', [
    'es',
    'es-MX,es;q=0.9',
    'en-US,en;q=0.9',
    'es;q=0.1, en;q=0.2',
    '*',
    'xx',
    ';;;',
    'ES',
    'fr, es;q=0.5',
    'en, es',
    'es-419',
    '',
  ]),
  one('Accept-Encoding', ['gzip', 'br', 'gzip, deflate, br', 'identity', 'GZIP', 'gzip;q=0', '*', 'x', 'br;q=0.5, gzip']),
  one('Sec-Fetch-Dest', ['document', 'empty', 'iframe', 'Document', '']),
  one('User-Agent', ['Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.0']),
  one('If-None-Match', ['ETAG', '*', 'W/ETAG', '"x", ETAG', '"x"']),
  one('If-Modified-Since', ['Thu, 01 Jan 2099 00:00:00 GMT', 'Thu, 01 Jan 1970 00:00:00 GMT', 'x']),
  one('Cache-Control', ['no-cache', 'max-age=0']),
  one('Accept', ['text/html', '*/*', 'application/json']),
]

const QUERY_PARTS = [
  'utm_source=mail',
  'sort=price-asc',
  'sort=nope',
  'page=2',
  'page=0',
  'foo=bar',
  'zz-top=1',
  'color=red',
  '_rsc=1',
  '__nextDataReq=1',
  'a',
  '=',
  '&',
]

/** A query of list-view parameters, known and unknown, in any order. */
const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...QUERY_PARTS), { minLength: 1, maxLength: 3 }).map((parts) => `?${parts.join('&')}`) },
)

/** One request for one of `paths` (cacheable pages of the shop under test) with some spellings. */
export function spellingRequest(paths: readonly string[]): fc.Arbitrary<SpellingRequest> {
  return fc
    .record({
      path: fc.constantFrom(...paths),
      query,
      picked: fc.subarray(
        HEADER_CHOICES.map((_, i) => i),
        { minLength: 1, maxLength: 5 },
      ),
    })
    .chain(({ path, query: q, picked }) =>
      fc
        .tuple(...picked.map((i) => HEADER_CHOICES[i]))
        .map((groups): SpellingRequest => ({ path: `${path}${path.includes('?') ? q.replace('?', '&') : q}`, headers: groups.flat() })),
    )
}

/** A few spellings of one page, so that one can fill the cache for another's key. */
export function spellingGroup(paths: readonly string[]): fc.Arbitrary<SpellingRequest[]> {
  return fc.constantFrom(...paths).chain((path) => fc.array(spellingRequest([path]), { minLength: 2, maxLength: 5 }))
}

/** Sends a GET with exactly these header lines over a fresh connection; the body is decoded. */
export function sendSpelling(port: number, request: SpellingRequest, etag = '"none"'): Promise<Answer> {
  const raw = request.headers.flatMap(([name, value]) => [name, value.replaceAll('ETAG', etag)])
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: request.path, method: 'GET', headers: ['Host', `localhost:${port}`, ...raw], agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', reject)
        res.on('end', () => {
          const headers: Record<string, string[]> = {}
          for (let i = 0; i < res.rawHeaders.length; i += 2) (headers[res.rawHeaders[i].toLowerCase()] ??= []).push(res.rawHeaders[i + 1])
          const encoded = Buffer.concat(chunks)
          const encoding = headers['content-encoding']?.[0]
          let body = encoded
          try {
            if (encoding === 'gzip') body = zlib.gunzipSync(encoded)
            else if (encoding === 'br') body = zlib.brotliDecompressSync(encoded)
            else if (encoding === 'deflate') body = zlib.inflateSync(encoded)
          } catch {
            body = Buffer.concat([Buffer.from('undecodable:'), encoded])
          }
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body,
            cacheHit: headers['x-switchyard-cache']?.[0] === 'hit',
            nextCache: headers['x-nextjs-cache']?.[0] ?? null,
          })
        })
      },
    )
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')))
    req.on('error', reject)
    req.end()
  })
}

/** Headers that belong to one connection, one moment, one request (its id) or one server's state, not to the answer. */
const NOT_COMPARED = new Set([
  'date',
  'x-request-id',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'x-switchyard-cache',
  'x-nextjs-cache',
  'age',
])

/**
 * A Set-Cookie without its moment: the proxy writes Expires as now + Max-Age, so two answers
 * a second apart differ there; it must agree with the answer's own Date.
 */
function cookieOf(answer: Answer, cookie: string): string {
  const expires = /; Expires=([^;]+)/.exec(cookie)?.[1]
  const maxAge = /; Max-Age=(\d+)/.exec(cookie)?.[1]
  const date = answer.headers.date?.[0]
  if (expires && maxAge && date && Math.abs(Date.parse(expires) - Date.parse(date) - Number(maxAge) * 1000) > 1000)
    return `${cookie} (Expires is not Date + Max-Age)`
  return cookie.replace(/; Expires=[^;]+/, '; Expires=…')
}

/** What differs between two answers to one request: status, every header but the above, the decoded body. */
export function differences(cached: Answer, reference: Answer): string[] {
  const out: string[] = []
  if (cached.status !== reference.status) out.push(`status ${cached.status} ≠ ${reference.status}`)
  const names = new Set([...Object.keys(cached.headers), ...Object.keys(reference.headers)])
  const values = (answer: Answer, name: string) =>
    (answer.headers[name] ?? [])
      .map((v) => (name === 'set-cookie' ? cookieOf(answer, v) : v))
      .sort()
      .join(' | ')
  for (const name of [...names].sort()) {
    if (NOT_COMPARED.has(name)) continue
    const a = values(cached, name)
    const b = values(reference, name)
    if (a !== b) out.push(`${name}: ${JSON.stringify(a || null)} ≠ ${JSON.stringify(b || null)}`)
  }
  if (!cached.body.equals(reference.body)) out.push(`body: ${cached.body.length} bytes ≠ ${reference.body.length} bytes`)
  return out
}

/** The request as one line, for a failure's report. */
export const describeSpelling = (r: SpellingRequest) => `GET ${JSON.stringify(r.path)} ${JSON.stringify(r.headers)}`

/**
 * Pages the response cache keeps, both languages: home, the product list and two filtered
 * views of it (real values, from its own filter links), a category, a series, an article
 * and a missing page, from the running shop's sitemaps.
 */
export async function cacheablePaths(baseUrl: string): Promise<string[]> {
  const found: string[] = []
  for (const sitemap of ['/sitemap.xml', '/es/sitemap.xml']) {
    const locs = [...(await (await fetch(`${baseUrl}${sitemap}`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc).pathname,
    )
    for (const kind of [/\/(?:category|categoria)\//, /\/(?:products|productos)\/./, /\/(?:article|articulo)\//]) {
      const path = locs.find((p) => kind.test(p))
      if (path) found.push(path)
    }
  }
  const list = await (await fetch(`${baseUrl}/products`)).text()
  const links = [...new Set([...list.matchAll(/href="(\/products\?[^"]+)"/g)].map(([, href]) => href.replaceAll('&amp;', '&')))]
  const views = [...links.filter((l) => !/\?(?:sort|page)=/.test(l)).slice(0, 2), ...links.filter((l) => l.includes('?sort=')).slice(0, 1)]
  return ['/', '/es', '/products', '/es/productos', '/no-such-page', '/es/no-existe', ...views, ...found]
}

/** RULES_FRESH_MS of src/server/responseCache.mjs, and a margin. */
const RULES_STALE_AFTER_MS = 1_000 + 150
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Sends each request of a group twice (Next's second answer of a page comes from its page
 * cache, and only such an answer is kept), then, for each: a HEAD through the proxy (it
 * reloads the redirect rules, so the response cache answers for the next second), the
 * request (from the response cache when it holds its key), a pause past the second (the
 * cache now declines) and the request again (Next's own answer). Returns the differences
 * between the two answers of each request and how many first answers came from the cache.
 */
export async function checkGroup(port: number, group: SpellingRequest[]): Promise<{ diffs: string[]; hits: number }> {
  for (let round = 0; round < 2; round++) for (const r of group) await sendSpelling(port, r)
  const diffs: string[] = []
  let hits = 0
  for (const r of group) {
    const plain = { ...r, headers: r.headers.filter(([name]) => !/^if-/i.test(name)) }
    const etag = (await sendSpelling(port, plain)).headers.etag?.[0]
    await new Promise<void>((resolve) =>
      http
        .request({ host: '127.0.0.1', port, path: '/', method: 'HEAD', agent: false }, (res) => res.resume().on('end', resolve))
        .on('error', () => resolve())
        .end(),
    )
    const cached = await sendSpelling(port, r, etag)
    // The rules' age counts from the end of their reload, which a loaded machine can make late.
    let next = cached
    for (let tries = 0; tries < 5 && next.cacheHit; tries++) {
      await pause(RULES_STALE_AFTER_MS)
      next = await sendSpelling(port, r, etag)
    }
    // Two answers of Next's own are not compared: a page rendered per request (a staff
    // preview, say) differs in its nonce, and neither says anything about the cache.
    if (!cached.cacheHit) continue
    hits++
    const found = next.cacheHit ? ['the second answer came from the response cache too'] : differences(cached, next)
    if (found.length) diffs.push(`${describeSpelling(r)}: ${found.join('; ')}`)
  }
  return { diffs, hits }
}

/**
 * The fuzz's class of spellings (`npm run fuzz`): `groups` generated groups against the
 * running shop, each request answered from the response cache and by Next; fails on any
 * difference, or when the cache answered none of them.
 */
export async function spellingCheck(
  port: number,
  baseUrl: string,
  seed: number,
  groups: number,
): Promise<{ name: string; ok: boolean; detail: string }> {
  const paths = await cacheablePaths(baseUrl)
  let hits = 0
  let sent = 0
  const diffs: string[] = []
  for (const group of fc.sample(spellingGroup(paths), { seed, numRuns: groups })) {
    const found = await checkGroup(port, group)
    hits += found.hits
    sent += group.length
    diffs.push(...found.diffs)
  }
  for (const d of diffs.slice(0, 10)) console.log(`  ✗ ${d}`)
  return {
    name: 'the response cache answers every spelling as Next does',
    ok: diffs.length === 0 && hits > 0,
    detail: `${sent} spellings of ${paths.length} pages, ${hits} answered from the cache, ${diffs.length} differing`,
  }
}
