import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { canonicalCookie, canonicalizeHeaders, canonicalProto, parseCookie } from '@/server/canonicalRequest.mjs'

// Pieces of hand-made Cookie headers: names and values with spaces and tabs around them,
// empty and nameless pairs, pairs without `=`, percent-encoding good and bad.
const word = fc.constantFrom('i18n_redirected', 'trackingParams', 'a', 'b.c', '__prerender_bypass', 'x y')
const value = fc.constantFrom('en', 'es', '', '%65s', '%E0', '"es"', 'a=b', '[{"slug":"x"}]', 'x y')
const space = fc.constantFrom('', ' ', '  ', '\t', ' \t')
const pair = fc.oneof(
  fc.tuple(space, word, space, space, value, space).map(([a, n, b, c, v, d]) => `${a}${n}${b}=${c}${v}${d}`),
  fc.tuple(space, word).map(([a, n]) => `${a}${n}`),
  fc.tuple(space, value).map(([a, v]) => `${a}=${v}`),
  fc.constant(''),
)
const header = fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join(';'))

describe('one spelling of a request for the response cache and Next', () => {
  it('reads cookies with Next’s own parser', () => {
    for (const h of ['a= 1;b =2;  c=%E0; c=3;d', 'i18n_redirected=es; i18n_redirected=en', 'x=%65s']) {
      const next = new NextRequest('http://x/', { headers: { cookie: h } }).cookies
      expect(Object.fromEntries(parseCookie(h))).toEqual(Object.fromEntries(next.getAll().map((c) => [c.name, c.value])))
    }
  })

  it('spells a Cookie header as RFC 6265 reads it: names and values trimmed, nameless and bare pairs dropped', () => {
    expect(canonicalCookie('i18n_redirected= es ;;a=1;=x;b')).toBe('i18n_redirected=es; a=1')
    expect(canonicalCookie(' i18n_redirected\t=es;\ttrackingParams=%5B%5D ')).toBe('i18n_redirected=es; trackingParams=%5B%5D')
    expect(canonicalCookie('a=b=c; d="e"')).toBe('a=b=c; d="e"')
    expect(canonicalCookie(';=;x')).toBeUndefined()
    expect(canonicalCookie(undefined)).toBeUndefined()
  })

  it('gives Next a header in which no name or value has spaces around it, and keeps every pair that has a name, in order', () => {
    fc.assert(
      fc.property(header, (h) => {
        const canonical = canonicalCookie(h)
        const expected = h
          .split(';')
          .filter((p) => p.includes('='))
          .map((p) => [
            p.slice(0, p.indexOf('=')).replace(/^[ \t]+|[ \t]+$/g, ''),
            p.slice(p.indexOf('=') + 1).replace(/^[ \t]+|[ \t]+$/g, ''),
          ])
          .filter(([n]) => n !== '')
        if (!expected.length) {
          expect(canonical).toBeUndefined()
          return
        }
        // Next splits on `; *`: it reads exactly these names and values back.
        const read = canonical!.split(/; */).map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)])
        expect(read).toEqual(expected)
        expect(canonicalCookie(canonical)).toBe(canonical)
      }),
    )
  })

  it('reads a forwarded protocol list as Next reads the request’s URL: https when any proxy says so', () => {
    expect(canonicalProto('https')).toBe('https')
    expect(canonicalProto('https, http')).toBe('https')
    expect(canonicalProto('http,  HTTPS ')).toBe('https')
    expect(canonicalProto(['http', 'https'])).toBe('https')
    for (const v of [undefined, '', 'http', 'gopher', 'xhttpsx', 'http, http']) expect(canonicalProto(v)).toBe('http')
  })

  it('rewrites the headers in place', () => {
    const headers: Record<string, string | string[] | undefined> = { cookie: ' i18n_redirected = es ', 'x-forwarded-proto': 'https, http' }
    canonicalizeHeaders(headers)
    expect(headers).toEqual({ cookie: 'i18n_redirected=es', 'x-forwarded-proto': 'https' })
    const none: Record<string, string | string[] | undefined> = { cookie: ';' }
    canonicalizeHeaders(none)
    expect(none).toEqual({ 'x-forwarded-proto': 'http' })
  })
})
