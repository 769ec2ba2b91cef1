import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { latestBuildId, VERSION_CHECK_MS, watchVersion } from '@/lib/platform/net/browser/versionWatch'

function fakeServer(initial: string) {
  const state = { buildId: initial, status: 200, urls: [] as string[] }
  const fetch = (async (input: RequestInfo | URL) => {
    state.urls.push(String(input))
    return new Response(JSON.stringify({ buildId: state.buildId, builtAt: '2026-11-25T00:00:00.000Z' }), { status: state.status })
  }) as typeof globalThis.fetch
  return { state, fetch }
}

function fakePage() {
  const win = Object.assign(new EventTarget(), { setInterval, clearInterval })
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  return { win, doc }
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('watchVersion', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('checks every 5 minutes with a timestamp query and tells once when the build changed', async () => {
    const server = fakeServer('build-a')
    const { win, doc } = fakePage()
    const seen: string[] = []
    const stop = watchVersion({ current: 'build-a', onNewVersion: (id) => seen.push(id), fetch: server.fetch, now: Date.now, win, doc })
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_MS)
    expect(server.state.urls).toHaveLength(1)
    expect(server.state.urls[0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/)
    expect(seen).toEqual([])
    server.state.buildId = 'build-b'
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_MS)
    expect(seen).toEqual(['build-b'])
    // Stopped after telling: no more reads, no second notice.
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_MS * 3)
    expect(server.state.urls).toHaveLength(2)
    expect(seen).toEqual(['build-b'])
    stop()
  })

  it('checks on focus and on becoming visible, at most once per 10 s', async () => {
    const server = fakeServer('build-a')
    const { win, doc } = fakePage()
    const seen: string[] = []
    const stop = watchVersion({ current: 'build-a', onNewVersion: (id) => seen.push(id), fetch: server.fetch, now: Date.now, win, doc })
    win.dispatchEvent(new Event('focus'))
    win.dispatchEvent(new Event('focus'))
    await flush()
    expect(server.state.urls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(10_001)
    server.state.buildId = 'build-b'
    doc.dispatchEvent(new Event('visibilitychange'))
    await flush()
    expect(server.state.urls).toHaveLength(2)
    expect(seen).toEqual(['build-b'])
    stop()
  })

  it('shows nothing when the file cannot be read, and stops listening when stopped', async () => {
    const server = fakeServer('build-b')
    server.state.status = 404
    const { win, doc } = fakePage()
    const seen: string[] = []
    const stop = watchVersion({ current: 'build-a', onNewVersion: (id) => seen.push(id), fetch: server.fetch, now: Date.now, win, doc })
    win.dispatchEvent(new Event('focus'))
    await flush()
    expect(seen).toEqual([])
    stop()
    server.state.status = 200
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_MS * 2)
    win.dispatchEvent(new Event('focus'))
    await flush()
    expect(server.state.urls).toHaveLength(1)
    expect(seen).toEqual([])
  })
})

describe('latestBuildId', () => {
  it('reads the id, or undefined on a malformed answer or no answer', async () => {
    expect(await latestBuildId(fakeServer('x1').fetch, 5)).toBe('x1')
    expect(await latestBuildId((async () => new Response('<html>')) as typeof fetch, 5)).toBeUndefined()
    expect(await latestBuildId((async () => new Response('{"buildId":7}')) as typeof fetch, 5)).toBeUndefined()
  })
})
