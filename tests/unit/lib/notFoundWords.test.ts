import { describe, expect, it } from 'vitest'

import { wordsOfPath } from '@/lib/content/browser/notFoundWords'

describe('wordsOfPath', () => {
  it.each([
    ['/no-such-page/at-all', 'no such page at all'],
    ['/es/productos/luz-piloto-roja', 'luz piloto roja'],
    ['/products/push_buttons/22mm', 'push buttons 22mm'],
    ['/article/caf%C3%A9-relay', 'café relay'],
    ['/es/no-existe', 'no existe'],
    ['/wp-login.php', 'wp login'],
    ['/products', 'products'],
    ['/', ''],
  ])('%s → %s', (path, words) => {
    expect(wordsOfPath(path)).toBe(words)
  })
})
