import { NextRequest } from 'next/server'
import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/public/cross-requests/route'
import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'
import { CLIENT_ADDRESS_HEADER } from '@/lib/platform/net/frontHeaders.mjs'

/*
 * "Ask us for a cross" refuses bad input before anything is read or written, with the message in
 * the buyer's language, and counts every request against its client (docs/cross-references.md).
 * None of these reach the database: each is refused first.
 */

// Outside Next, next-intl's server half is its client build: the answers' messages come from the same files through its translator.
vi.mock('next-intl/server', async (original) => ({
  ...(await original<object>()),
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'es'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'es' ? es : en, namespace: namespace as never }),
}))

const send = (body: unknown, { locale = 'en', client = '10.0.0.1' } = {}) =>
  POST(
    new NextRequest(`http://localhost/api/public/cross-requests?locale=${locale}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: client },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  )

const refusal = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { error: { code: string; message: string } }).error,
})

describe('POST /api/public/cross-requests refusals', () => {
  it('an empty number, a too long one and a bad e-mail, each in the buyer language', async () => {
    expect(await refusal(await send({ number: '   ', email: 'a@example.test' }))).toMatchObject({
      status: 400,
      code: 'empty-number',
      message: 'Type the part number you are looking for.',
    })
    expect(await refusal(await send({ number: 'X'.repeat(65), email: 'a@example.test' }, { locale: 'es' }))).toMatchObject({
      status: 400,
      code: 'number-too-long',
      message: 'Ese número de pieza es demasiado largo: 64 caracteres como máximo.',
    })
    expect(await refusal(await send({ number: 'XB4-BA31', email: 'not-an-address' }, { locale: 'es' }))).toMatchObject({
      status: 400,
      code: 'bad-email',
      path: 'email',
    })
    expect(await refusal(await send({ number: 'XB4-BA31' }))).toMatchObject({ status: 400, code: 'bad-email' })
    expect(await refusal(await send({ number: 'XB4-BA31', email: 'a@example.test', extra: 1 }))).toMatchObject({ code: 'bad-request' })
  })

  it('past 20 requests an hour from one client: 429 with Retry-After, whatever the body', async () => {
    const client = '10.0.9.9'
    for (let i = 0; i < 20; i++) expect((await send({ number: '', email: 'x' }, { client })).status).toBe(400)
    const refused = await send({ number: 'XB4-BA31', email: 'a@example.test' }, { client, locale: 'es' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refusal(refused)).message).toMatch(/^Demasiados intentos/)
    // Another client is not held back.
    expect((await send({ number: '', email: 'x' }, { client: '10.0.9.10' })).status).toBe(400)
  })
})
