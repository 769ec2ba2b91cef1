import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { SIGNED_IN_SCRIPT, THEME_SCRIPT } from '@/lib/platform/inlineScripts'
import { BASELINE_POLICY, cachedPagePolicy, inlineScriptHashes, storefrontCsp } from '@/lib/platform/security/server/csp'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('policy of cached pages', () => {
  const html =
    '<html><head><script src="/_next/static/a.js" async=""></script><script>self.__next_f=[]</script></head>' +
    '<body><script>self.__next_f.push([1,"a\\u003c/script>"])</script><script>self.__next_f=[]</script>' +
    '<script type="application/ld+json">{"@type":"Product"}</script></body></html>'

  it('hashes each inline script once, and no script with a src', () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=[]'),
      sha('self.__next_f.push([1,"a\\u003c/script>"])'),
      sha('{"@type":"Product"}'),
    ])
  })

  it('allows those hashes and this origin, never unsafe-inline or eval, never a nonce', () => {
    const csp = cachedPagePolicy(html)
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!
    expect(scriptSrc).toBe(`script-src 'self' ${inlineScriptHashes(html).join(' ')}`)
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;?\s*$|'unsafe-eval'|'nonce-/)
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('lets dynamic pages run the app’s own inline scripts by hash beside the nonce', () => {
    const csp = storefrontCsp('abc', false)
    expect(csp).toContain(sha(THEME_SCRIPT))
    expect(csp).toContain(sha(SIGNED_IN_SCRIPT))
    expect(csp).not.toContain("unsafe-inline' '")
  })

  it('keeps a baseline for every response that restricts no script by itself', () => {
    expect(BASELINE_POLICY).toContain("frame-ancestors 'none'")
    expect(BASELINE_POLICY).not.toContain('script-src')
  })
})
