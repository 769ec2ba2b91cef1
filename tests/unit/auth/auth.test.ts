import { describe, expect, it } from 'vitest'

import { splitName } from '@/lib/accounts/server/auth'
import { clientIp } from '@/lib/accounts/clientIp'
import { signInMail } from '@/lib/accounts/server/mail'
import { authMessage, localeOf } from '@/lib/accounts/messages'

describe('sign-in helpers', () => {
  it('keys rate limits on the address the front server decided, never on X-Forwarded-For', () => {
    expect(clientIp(new Headers({ 'x-switchyard-client-address': '203.0.113.7', 'x-forwarded-for': '10.9.9.9' }))).toBe('203.0.113.7')
    // Without the front server every request shares one key: a client cannot pick a fresh one.
    expect(clientIp(new Headers({ 'x-forwarded-for': '10.9.9.9' }))).toBe('unknown')
  })

  it('splits a full name at its first space', () => {
    expect(splitName('Grace Brewster Hopper')).toEqual({ nameFirst: 'Grace', nameLast: 'Brewster Hopper' })
    expect(splitName('  Cher ')).toEqual({ nameFirst: 'Cher' })
    expect(splitName('')).toEqual({})
  })

  it('writes the code e-mail in the buyer language, as text and HTML, with the code in the subject', () => {
    const en = signInMail('a@example.test', '123456', 'en')
    const es = signInMail('a@example.test', '654321', 'es')
    expect(en.subject).toBe('123456 is your Switchyard sign-in code')
    expect(es.subject).toContain('654321 es su código')
    expect(en.text).toContain('123456')
    expect(es.html).toContain('lang="es"')
    expect(es.html).toContain('654321')
  })

  it('answers in the language the page sends, else the locale cookie, else English', () => {
    expect(localeOf(new Headers({ 'x-switchyard-locale': 'es' }))).toBe('es')
    expect(localeOf(new Headers({ cookie: 'a=1; i18n_redirected=es' }))).toBe('es')
    expect(localeOf(new Headers())).toBe('en')
    expect(authMessage('es', 'tooManyRequests', { seconds: 42 })).toBe('Demasiados intentos. Vuelva a intentarlo en 42 segundos.')
  })
})
