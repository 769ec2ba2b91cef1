import { describe, expect, it } from 'vitest'

import { clientAddress, isDirectLocal, isLoopback, isLoopbackHost } from '@/server/clientAddress.mjs'

describe('the client address the front server trusts', () => {
  it('is the socket peer without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.4', '127.0.0.1', 0)).toBe('198.51.100.4')
    expect(clientAddress('::ffff:198.51.100.4', undefined, 0)).toBe('198.51.100.4')
  })

  it('behind N trusted proxies, is the entry the outermost one appended, counted from the right', () => {
    // A client-chosen first entry is ignored: the proxy appended the real peer after it.
    expect(clientAddress('10.0.0.2', 'evil-choice, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.3', 'evil-choice, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9')
    // Fewer entries than hops: the leftmost there is.
    expect(clientAddress('10.0.0.3', '203.0.113.9', 2)).toBe('203.0.113.9')
    // No header through a trusted proxy: the peer itself.
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '[2001:db8::1]', 1)).toBe('2001:db8::1')
  })

  it('tells this machine from others, and a proxied request from a direct one', () => {
    expect(isLoopback('127.0.0.1')).toBe(true)
    expect(isLoopback('::1')).toBe(true)
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true)
    expect(isLoopback('192.168.1.20')).toBe(false)
    expect(isLoopback('127.0.0.1.evil')).toBe(false)
    expect(isDirectLocal('127.0.0.1', { host: 'localhost:3000' })).toBe(true)
    expect(isDirectLocal('::1', { host: '[::1]:3000' })).toBe(true)
    expect(isDirectLocal('192.168.1.20', { host: 'localhost:3000' })).toBe(false)
    // A proxy on the same machine connects over loopback too, and says so in its headers.
    expect(isDirectLocal('127.0.0.1', { host: 'localhost', 'x-forwarded-for': '192.168.1.20' })).toBe(false)
    expect(isDirectLocal('::1', { host: 'localhost', forwarded: 'for=192.168.1.20' })).toBe(false)
    expect(isDirectLocal('127.0.0.1', { host: 'localhost', 'x-real-ip': '192.168.1.20' })).toBe(false)
  })

  it('is not fooled by DNS rebinding: a loopback peer naming another host is not local', () => {
    // A page on evil.example whose name now resolves to 127.0.0.1 connects over loopback but sends its own Host.
    expect(isDirectLocal('127.0.0.1', { host: 'evil.example:3000' })).toBe(false)
    expect(isDirectLocal('127.0.0.1', { host: 'localhost.evil.example' })).toBe(false)
    expect(isDirectLocal('127.0.0.1', {})).toBe(false)
    expect(isDirectLocal('127.0.0.1', { host: '192.168.1.20:3000' })).toBe(false)
    for (const host of ['localhost', 'LOCALHOST:3000', '127.0.0.1', '127.0.0.1:3000', '127.1.2.3:8080', '[::1]', '[::1]:3000']) {
      expect(isLoopbackHost(host), host).toBe(true)
    }
    for (const host of ['', 'localhost.', 'localhost:3000:1', '127.0.0.1.nip.io', 'x.localhost', '[::2]:3000', 'localhost:99999x']) {
      expect(isLoopbackHost(host), host).toBe(false)
    }
  })
})
