import { describe, expect, it } from 'vitest'

import { isRedirectTarget, safeLocalPath } from '@/lib/security/safeRedirect'
import { validateRedirectTo } from '@/lib/redirects'

// Each of these reaches another host in a browser (tabs and newlines dropped, \ read as /).
const ESCAPES = [
  '//evil.example/',
  '/\t/evil.example/',
  '/%09/evil.example/'.replace('%09', '\t'),
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  ' //evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  '/\u0000/evil.example',
  '',
]

describe('redirect targets', () => {
  it('keeps paths on this site, with their query and fragment', () => {
    for (const path of ['/', '/es/productos?f=color.red&sort=price', '/article/x#part-2', '/products/a/b', '/%2F/x'])
      expect(safeLocalPath(path)).toBe(path)
  })

  it('refuses anything a browser would take to another host', () => {
    for (const target of ESCAPES) expect(safeLocalPath(target), JSON.stringify(target)).toBeNull()
    expect(safeLocalPath(undefined)).toBeNull()
    expect(safeLocalPath('/' + 'a'.repeat(3000))).toBeNull()
  })

  it("lets a staff rule go to a path here or an absolute https URL, nothing else", () => {
    expect(isRedirectTarget('/new-page')).toBe(true)
    expect(isRedirectTarget('https://partner.example/catalogue')).toBe(true)
    expect(isRedirectTarget('http://partner.example/')).toBe(false)
    expect(isRedirectTarget('https://user:pass@partner.example/')).toBe(false)
    for (const target of ESCAPES.filter((t) => !t.startsWith('https://'))) expect(isRedirectTarget(target), JSON.stringify(target)).toBe(false)
    expect(validateRedirectTo('/\t/evil.example')).not.toBe(true)
    expect(validateRedirectTo(' https://partner.example/ ')).toBe(true)
  })
})
