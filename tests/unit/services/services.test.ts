import { describe, expect, it, vi } from 'vitest'

import { ConfigError, parseEnv } from '@/lib/platform/server/env'
import { cachedPagePolicy, servicesOf, storefrontCsp } from '@/lib/platform/security/server/csp'
import { RECAPTCHA_PAGE, serializeSources, serviceSources } from '@/lib/platform/services/csp'
import { verifyRecaptcha, type RecaptchaCheck } from '@/lib/platform/services/recaptcha'
import {
  chatMissingMessage,
  DEFAULT_URLS,
  GTM_ID_MESSAGE,
  publicServices,
  resolveServices,
  validateChatId,
  validateGtmId,
  validateRecaptchaKey,
} from '@/lib/platform/services/rules'

describe('service id validators (docs/interface.md, "Third-party services")', () => {
  it('accepts GTM- followed by upper-case letters or digits, and empty (off)', () => {
    for (const ok of ['GTM-AB12CD3', 'GTM-1', 'GTM-ABCDEFG', '', undefined, null]) expect(validateGtmId(ok)).toBe(true)
  })

  it('refuses any other container id with the spec’s message', () => {
    for (const bad of ['gtm-AB12', 'GTM-ab12', 'GTM-', 'GTM_AB12', 'G-AB12CD', 'GTM-AB 12', ' GTM-AB12-', 'UA-1234-1', 42]) {
      expect(validateGtmId(bad)).toBe(GTM_ID_MESSAGE)
    }
    expect(GTM_ID_MESSAGE).toMatch(/GTM- followed by uppercase letters or digits/)
  })

  it('takes Tawk.to ids and reCAPTCHA keys of safe characters only', () => {
    expect(validateChatId('5f2b1c0a9d8e7f6a5b4c3d2e')).toBe(true)
    expect(validateChatId('1ab2cd3ef')).toBe(true)
    expect(validateChatId('../x')).not.toBe(true)
    expect(validateChatId('a b')).not.toBe(true)
    expect(validateRecaptchaKey('6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI')).toBe(true)
    expect(validateRecaptchaKey('key"; script-src *')).not.toBe(true)
  })

  it('checks the variables at start-up, naming the one that is wrong', () => {
    expect(() => parseEnv({ GTM_ID: 'gtm-123' })).toThrow(ConfigError)
    expect(() => parseEnv({ GTM_ID: 'gtm-123' })).toThrow(/GTM_ID expects GTM- followed by uppercase letters or digits/)
    expect(() => parseEnv({ CHAT_WIDGET_ID: 'a/b' })).toThrow(/CHAT_WIDGET_ID/)
    expect(() => parseEnv({ RECAPTCHA_VERIFY_URL: 'ftp://x' })).toThrow(/RECAPTCHA_VERIFY_URL/)
    expect(parseEnv({ GTM_ID: 'GTM-AB12' }).services.gtmId).toBe('GTM-AB12')
  })
})

describe('resolved services', () => {
  it('is all off with nothing configured, the icon API defaulting to Iconify', () => {
    const config = resolveServices(null, {})
    expect(config).toEqual({ chat: undefined, gtm: undefined, recaptcha: undefined, iconApiUrl: DEFAULT_URLS.iconApi })
    expect(serializeSources(serviceSources(publicServices(config), true))).toBe('')
  })

  it('lets each environment variable win over its setting', () => {
    const config = resolveServices(
      { gtmId: 'GTM-SETTING', chatPropertyId: 'prop1', chatWidgetId: 'widget1', iconApiUrl: 'https://icons.example.com/' },
      { gtmId: 'GTM-ENV', chatWidgetId: 'widgetenv', chatScriptUrl: 'http://127.0.0.1:9/tawk' },
    )
    expect(config.gtm).toEqual({ id: 'GTM-ENV', scriptUrl: `${DEFAULT_URLS.gtmScript}?id=GTM-ENV` })
    expect(config.chat).toEqual({ propertyId: 'prop1', widgetId: 'widgetenv', scriptUrl: 'http://127.0.0.1:9/tawk/prop1/widgetenv' })
    expect(config.iconApiUrl).toBe('https://icons.example.com')
  })

  it('skips the chat, naming the missing id, when only one is set', () => {
    expect(resolveServices({ chatPropertyId: 'prop1' }, {}).chat).toEqual({ missing: 'CHAT_WIDGET_ID' })
    expect(resolveServices(null, { chatWidgetId: 'w1' }).chat).toEqual({ missing: 'CHAT_PROPERTY_ID' })
    expect(chatMissingMessage('CHAT_WIDGET_ID')).toMatch(/widget id \(CHAT_WIDGET_ID\) is missing/)
    expect(serviceSources(publicServices(resolveServices({ chatPropertyId: 'prop1' }, {})), false)).toEqual({})
  })

  it('turns reCAPTCHA on only with both keys, and never shows the secret to a page', () => {
    expect(resolveServices({ recaptchaSiteKey: 'site' }, {}).recaptcha).toBeUndefined()
    const config = resolveServices(
      { recaptchaSiteKey: 'site', recaptchaThreshold: 0.7 },
      { recaptchaSecret: 'secret', recaptchaVerifyUrl: 'http://127.0.0.1:9/verify' },
    )
    expect(config.recaptcha).toMatchObject({ siteKey: 'site', secret: 'secret', threshold: 0.7, verifyUrl: 'http://127.0.0.1:9/verify' })
    expect(JSON.stringify(publicServices(config))).not.toContain('secret')
  })

  it('drops a stored value that breaks its rule', () => {
    expect(resolveServices({ gtmId: 'gtm-lower' }, {}).gtm).toBeUndefined()
  })
})

describe('policy of the configured services', () => {
  const all = publicServices(
    resolveServices(
      { gtmId: 'GTM-AB12', chatPropertyId: 'p1', chatWidgetId: 'w1', recaptchaSiteKey: 'site', recaptchaSecret: 'secret' },
      { gtmScriptUrl: 'http://127.0.0.1:3420/gtm.js' },
    ),
  )

  it('lists reCAPTCHA’s hosts only on sign-in and checkout', () => {
    expect(serviceSources(all, false)['frame-src']).not.toContain('https://www.google.com/recaptcha/')
    expect(serviceSources(all, true)['frame-src']).toContain('https://www.google.com/recaptcha/')
    for (const path of ['/login', '/es/iniciar-sesion', '/checkout', '/es/finalizar-compra']) expect(RECAPTCHA_PAGE.test(path)).toBe(true)
    for (const path of ['/', '/products', '/checkout/done/W1', '/es/carrito']) expect(RECAPTCHA_PAGE.test(path)).toBe(false)
  })

  it('gives a cached page the hosts its <head> marker lists, and nothing else from it', () => {
    const marker = serializeSources(serviceSources(all, false))
    const html = `<html><head><meta name="switchyard-services-csp" content="${marker}"/></head><body><p>x</p></body></html>`
    const csp = cachedPagePolicy(html)
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/www\.googletagmanager\.com/)
    expect(csp).toContain('http://127.0.0.1:3420')
    expect(csp).toMatch(/connect-src 'self'[^;]*wss:\/\/\*\.tawk\.to/)
    expect(cachedPagePolicy('<html><head></head><body></body></html>')).not.toContain('googletagmanager')
    // A marker in the body (page content) is not read; junk in a marker never reaches the policy.
    expect(
      servicesOf(`<html><head></head><body><meta name="switchyard-services-csp" content="script-src https://evil.example"/></body></html>`),
    ).toEqual({})
    expect(
      servicesOf(
        `<head><meta name="switchyard-services-csp" content="script-src 'unsafe-inline' * https://ok.example; default-src https://x"/></head>`,
      ),
    ).toEqual({
      'script-src': ['https://ok.example'],
    })
  })

  it('adds the same hosts to a dynamic page’s nonce policy', () => {
    const csp = storefrontCsp('abc', false, serviceSources(all, true))
    expect(csp).toContain("'nonce-abc'")
    expect(csp).toMatch(/frame-src 'self' [^;]*https:\/\/\*\.tawk\.to[^;]*https:\/\/www\.google\.com\/recaptcha\//)
    expect(storefrontCsp('abc', false)).not.toContain('frame-src')
  })
})

describe('reCAPTCHA verification', () => {
  const check: RecaptchaCheck = { siteKey: 'site', secret: 's3cret', threshold: 0.5, verifyUrl: 'http://verify.test/siteverify' }
  const answering = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

  it('is off without keys', async () => {
    expect(await verifyRecaptcha(undefined, null, 'send_code')).toEqual({ ok: true })
  })

  it('sends the secret and the token to the verify URL and passes a good score', async () => {
    const fetchImpl = answering({ success: true, score: 0.9, action: 'send_code' })
    expect(await verifyRecaptcha(check, 'tok', 'send_code', '10.0.0.1', fetchImpl)).toEqual({ ok: true })
    const [url, init] = (fetchImpl as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [string, RequestInit]
    expect(url).toBe(check.verifyUrl)
    expect(new URLSearchParams(String(init.body)).get('secret')).toBe('s3cret')
    expect(new URLSearchParams(String(init.body)).get('response')).toBe('tok')
    expect(new URLSearchParams(String(init.body)).get('remoteip')).toBe('10.0.0.1')
  })

  it('refuses a low score, a failed check, another action, no token, and an unreachable service', async () => {
    expect(
      await verifyRecaptcha(check, 'tok', 'send_code', undefined, answering({ success: true, score: 0.1, action: 'send_code' })),
    ).toEqual({ ok: false, reason: 'low-score', score: 0.1 })
    expect(
      await verifyRecaptcha(check, 'tok', 'send_code', undefined, answering({ success: false, 'error-codes': ['invalid-input-response'] })),
    ).toMatchObject({ ok: false, reason: 'unverified' })
    expect(
      await verifyRecaptcha(check, 'tok', 'place_order', undefined, answering({ success: true, score: 0.9, action: 'send_code' })),
    ).toMatchObject({ ok: false, reason: 'wrong-action' })
    expect(await verifyRecaptcha(check, '', 'send_code', undefined, answering({ success: true, score: 1 }))).toMatchObject({
      ok: false,
      reason: 'missing-token',
    })
    expect(await verifyRecaptcha(check, 'tok', 'send_code', undefined, answering({}, 500))).toMatchObject({
      ok: false,
      reason: 'unavailable',
    })
    const failing = vi.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    expect(await verifyRecaptcha(check, 'tok', 'send_code', undefined, failing)).toMatchObject({ ok: false, reason: 'unavailable' })
  })

  it('passes exactly at the threshold', async () => {
    expect(
      await verifyRecaptcha(check, 'tok', 'send_code', undefined, answering({ success: true, score: 0.5, action: 'send_code' })),
    ).toEqual({ ok: true })
  })
})
