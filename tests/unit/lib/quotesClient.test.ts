import { describe, expect, it, vi } from 'vitest'

import { acceptQuote, askRevision, declineQuote, fetchOwnQuote, requestQuote } from '@/lib/quotes/browser/quotesClient'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function recorder(response: Response = answer(200, { quote: { number: 'Q-100001' } })) {
  return vi.fn(async (_url: string, _init: RequestInit) => response)
}

const body = { lines: [{ pn: 'PB22-XG1', qty: 10 }], project: 'Line 4', source: 'cart' as const }

describe('the quotes client', () => {
  it('sends a request without files as JSON', async () => {
    const send = recorder(answer(201, { quote: { number: 'Q-100001' } }))
    const result = await requestQuote(send, body, [], 'es', 'draft-key-1')
    expect(result).toEqual({ ok: true, data: { quote: { number: 'Q-100001' } } })
    const [url, init] = send.mock.calls[0]
    expect(url).toBe('/api/private/quotes?locale=es')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
    expect(new Headers(init.headers).get('idempotency-key')).toBe('draft-key-1')
    expect(JSON.parse(String(init.body))).toEqual(body)
  })

  it('sends a request with files as multipart: the JSON in `data`, each file in `files`, no content type of its own', async () => {
    const send = recorder(answer(201, { quote: { number: 'Q-100002' } }))
    const files = [new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' }), new File(['a,b'], 'bom.csv', { type: 'text/csv' })]
    await requestQuote(send, body, files, 'en', 'draft-key-2')
    const [url, init] = send.mock.calls[0]
    expect(url).toBe('/api/private/quotes?locale=en')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).has('content-type')).toBe(false)
    expect(new Headers(init.headers).get('idempotency-key')).toBe('draft-key-2')
    const form = init.body as FormData
    expect(JSON.parse(String(form.get('data')))).toEqual(body)
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['plan.pdf', 'bom.csv'])
  })

  it('keeps the field a refusal names and its message in the buyer’s language', async () => {
    const send = recorder(answer(400, { error: { code: 'quantity-step', message: 'TB-UK5 se vende en pasos de 50', path: 'lines.1.qty' } }))
    const result = await requestQuote(send, body, [], 'es', 'draft-key-3')
    expect(result).toEqual({
      ok: false,
      error: { status: 400, code: 'quantity-step', message: 'TB-UK5 se vende en pasos de 50', path: 'lines.1.qty' },
    })
  })

  it('posts the buyer’s moves to the quote’s own address', async () => {
    const send = recorder()
    await askRevision(send, 'Q-100001', 'Better price on line 2', 'en')
    await declineQuote(send, 'Q-100001', 'en')
    await acceptQuote(send, 'Q-100001', 'es')
    await fetchOwnQuote(send, 'Q-100001', 'es')
    expect(send.mock.calls.map(([url, init]) => [init.method ?? 'GET', url, init.body ?? null])).toEqual([
      ['POST', '/api/private/quotes/Q-100001/revision?locale=en', JSON.stringify({ message: 'Better price on line 2' })],
      ['POST', '/api/private/quotes/Q-100001/decline?locale=en', '{}'],
      ['POST', '/api/private/quotes/Q-100001/accept?locale=es', '{}'],
      ['GET', '/api/private/quotes/Q-100001?locale=es', null],
    ])
  })
})
