import { describe, expect, it } from 'vitest'

import { isRetryable, retryFetch } from '@/lib/platform/net/browser/retryFetch'

/** A fake fetch that answers from a script: a status, or 'down' for a failed connection. */
function scripted(steps: (number | 'down')[]) {
  const calls: RequestInit[] = []
  const fake = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {})
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]
    if (step === 'down') throw new TypeError('Failed to fetch')
    return new Response(String(step), { status: step })
  }) as typeof fetch
  const waits: number[] = []
  const sleep = async (ms: number) => {
    waits.push(ms)
  }
  return { fake, calls, waits, deps: { fetch: fake, sleep } }
}

describe('retryFetch', () => {
  it('tries a GET again on 502, 503, 504 and a lost connection, with backoff from 200 ms', async () => {
    const s = scripted([503, 'down', 504, 200])
    const res = await retryFetch('/x', undefined, s.deps)
    expect(res.status).toBe(200)
    expect(s.calls).toHaveLength(4)
    expect(s.waits).toEqual([200, 400, 800])
  })

  it('stops after 3 retries and gives the last answer', async () => {
    const s = scripted([502])
    const res = await retryFetch('/x', { method: 'GET' }, s.deps)
    expect(res.status).toBe(502)
    expect(s.calls).toHaveLength(4)
  })

  it('throws the last network failure after 3 retries', async () => {
    const s = scripted(['down'])
    await expect(retryFetch('/x', undefined, s.deps)).rejects.toThrow('Failed to fetch')
    expect(s.calls).toHaveLength(4)
  })

  it('does not retry other statuses', async () => {
    for (const status of [200, 400, 401, 404, 409, 429, 500]) {
      const s = scripted([status, 200])
      expect((await retryFetch('/x', undefined, s.deps)).status).toBe(status)
      expect(s.calls).toHaveLength(1)
    }
  })

  it('sends a POST once unless it carries an idempotency key or is marked safe', async () => {
    const plain = scripted([503, 200])
    expect((await retryFetch('/x', { method: 'POST', body: '{}' }, plain.deps)).status).toBe(503)
    expect(plain.calls).toHaveLength(1)

    const keyed = scripted([503, 200])
    const init = { method: 'POST', body: '{}', headers: { 'Idempotency-Key': 'k1' } }
    expect((await retryFetch('/x', init, keyed.deps)).status).toBe(200)
    expect(keyed.calls).toHaveLength(2)
    expect(new Headers(keyed.calls[1].headers).get('idempotency-key')).toBe('k1')

    const safe = scripted(['down', 200])
    expect((await retryFetch('/x', { method: 'POST', body: '{}', safe: true }, safe.deps)).status).toBe(200)
    expect(safe.calls).toHaveLength(2)
    // `safe` is this helper's own option, not passed on to fetch.
    expect('safe' in safe.calls[0]).toBe(false)
  })

  it('retries PUT and DELETE, not PATCH', async () => {
    for (const [method, calls] of [
      ['PUT', 2],
      ['delete', 2],
      ['PATCH', 1],
    ] as const) {
      const s = scripted([503, 200])
      await retryFetch('/x', { method }, s.deps)
      expect(s.calls).toHaveLength(calls)
    }
  })

  it('never retries an aborted request', async () => {
    const controller = new AbortController()
    const calls: number[] = []
    const fake = (async () => {
      calls.push(1)
      controller.abort()
      throw new DOMException('Aborted', 'AbortError')
    }) as typeof fetch
    await expect(retryFetch('/x', { signal: controller.signal }, { fetch: fake, sleep: async () => undefined })).rejects.toThrow()
    expect(calls).toHaveLength(1)
  })

  it('waits for real between tries by default', async () => {
    let n = 0
    const fake = (async () => new Response(null, { status: n++ === 0 ? 503 : 204 })) as typeof fetch
    const started = Date.now()
    expect((await retryFetch('/x', undefined, { fetch: fake })).status).toBe(204)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })
})

describe('isRetryable', () => {
  it('knows which requests may be sent twice', () => {
    expect(isRetryable(undefined)).toBe(true)
    expect(isRetryable({ method: 'HEAD' })).toBe(true)
    expect(isRetryable({ method: 'POST' })).toBe(false)
    expect(isRetryable({ method: 'POST', headers: [['idempotency-key', 'a']] })).toBe(true)
  })
})
