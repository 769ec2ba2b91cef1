/**
 * The third-party services' configuration rules (README, "Third-party services"), shared by the admin's
 * field validation, the environment check and the resolved configuration. No framework
 * imports: unit-tested on their own (tests/unit/services.test.ts).
 */

/** docs/interface.md, "Third-party services": an analytics container id is GTM- followed by upper-case letters or digits. */
export const GTM_ID = /^GTM-[A-Z0-9]+$/
export const GTM_ID_MESSAGE = 'An analytics container id must match GTM- followed by uppercase letters or digits, e.g. GTM-AB12CD3.'

/** Tawk.to's property and widget ids are letters and digits (they become path segments of the script URL). */
export const CHAT_ID = /^[A-Za-z0-9]+$/
export const CHAT_ID_MESSAGE = 'A Tawk.to id is letters and digits only, as shown in Tawk.to under Administration > Chat Widget.'

/** reCAPTCHA keys are letters, digits, - and _. */
export const RECAPTCHA_KEY = /^[A-Za-z0-9_-]+$/
export const RECAPTCHA_KEY_MESSAGE = 'A reCAPTCHA key is letters, digits, - and _ only.'

export const DEFAULT_RECAPTCHA_THRESHOLD = 0.5

export const DEFAULT_URLS = {
  iconApi: 'https://api.iconify.design',
  chatScript: 'https://embed.tawk.to',
  gtmScript: 'https://www.googletagmanager.com/gtm.js',
  recaptchaScript: 'https://www.google.com/recaptcha/api.js',
  recaptchaVerify: 'https://www.google.com/recaptcha/api/siteverify',
} as const

/** Payload field validation: empty is fine (the service is off), anything else must match. */
export const validateWith =
  (pattern: RegExp, message: string) =>
  (value: unknown): true | string =>
    value === undefined || value === null || value === '' || (typeof value === 'string' && pattern.test(value.trim())) ? true : message

export const validateGtmId = validateWith(GTM_ID, GTM_ID_MESSAGE)
export const validateChatId = validateWith(CHAT_ID, CHAT_ID_MESSAGE)
export const validateRecaptchaKey = validateWith(RECAPTCHA_KEY, RECAPTCHA_KEY_MESSAGE)

/** The admin's Services group, as stored. */
export type ServiceSettings = {
  chatPropertyId?: string | null
  chatWidgetId?: string | null
  gtmId?: string | null
  recaptchaSiteKey?: string | null
  recaptchaSecret?: string | null
  recaptchaThreshold?: number | null
  iconApiUrl?: string | null
}

/** The environment's side (parsed by src/lib/platform/server/env.ts); each one set wins over the setting. */
export type ServiceEnv = {
  chatPropertyId?: string
  chatWidgetId?: string
  gtmId?: string
  recaptchaSiteKey?: string
  recaptchaSecret?: string
  iconApiUrl?: string
  chatScriptUrl?: string
  gtmScriptUrl?: string
  recaptchaScriptUrl?: string
  recaptchaVerifyUrl?: string
}

/** Chat: both ids, or the name of the one missing (the page logs it and skips the widget). */
export type ChatConfig = { propertyId: string; widgetId: string; scriptUrl: string } | { missing: 'CHAT_PROPERTY_ID' | 'CHAT_WIDGET_ID' }

export type ServicesConfig = {
  chat?: ChatConfig
  gtm?: { id: string; scriptUrl: string }
  recaptcha?: { siteKey: string; secret: string; threshold: number; scriptUrl: string; verifyUrl: string }
  /** The icon service (Iconify's API or a compatible one); read by the icon component. */
  iconApiUrl: string
}

/** What a page may know: no secret. */
export type PublicServices = {
  chat?: ChatConfig
  gtm?: { id: string; scriptUrl: string }
  recaptcha?: { siteKey: string; scriptUrl: string }
}

const text = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)
const trimSlash = (url: string) => url.replace(/\/+$/, '')

/**
 * The resolved configuration: each value from the environment when set, else the admin's
 * setting. A setting that breaks its rule (stored before the rule, or written around the
 * admin) turns its service off rather than reaching a page.
 */
export function resolveServices(settings: ServiceSettings | null | undefined, env: ServiceEnv): ServicesConfig {
  const s = settings ?? {}
  const pick = (fromEnv: string | undefined, fromSettings: string | null | undefined, pattern: RegExp) => {
    const value = text(fromEnv) ?? text(fromSettings)
    return value && pattern.test(value) ? value : undefined
  }
  const propertyId = pick(env.chatPropertyId, s.chatPropertyId, CHAT_ID)
  const widgetId = pick(env.chatWidgetId, s.chatWidgetId, CHAT_ID)
  const gtmId = pick(env.gtmId, s.gtmId, GTM_ID)
  const siteKey = pick(env.recaptchaSiteKey, s.recaptchaSiteKey, RECAPTCHA_KEY)
  const secret = pick(env.recaptchaSecret, s.recaptchaSecret, RECAPTCHA_KEY)
  const threshold =
    typeof s.recaptchaThreshold === 'number' && s.recaptchaThreshold >= 0 && s.recaptchaThreshold <= 1
      ? s.recaptchaThreshold
      : DEFAULT_RECAPTCHA_THRESHOLD

  let chat: ChatConfig | undefined
  if (propertyId && widgetId)
    chat = { propertyId, widgetId, scriptUrl: `${trimSlash(env.chatScriptUrl ?? DEFAULT_URLS.chatScript)}/${propertyId}/${widgetId}` }
  else if (propertyId) chat = { missing: 'CHAT_WIDGET_ID' }
  else if (widgetId) chat = { missing: 'CHAT_PROPERTY_ID' }

  return {
    chat,
    gtm: gtmId ? { id: gtmId, scriptUrl: `${env.gtmScriptUrl ?? DEFAULT_URLS.gtmScript}?id=${gtmId}` } : undefined,
    // Both keys or none: a site key without its secret would make every check fail.
    recaptcha:
      siteKey && secret
        ? {
            siteKey,
            secret,
            threshold,
            scriptUrl: `${env.recaptchaScriptUrl ?? DEFAULT_URLS.recaptchaScript}?render=${siteKey}`,
            verifyUrl: env.recaptchaVerifyUrl ?? DEFAULT_URLS.recaptchaVerify,
          }
        : undefined,
    iconApiUrl: trimSlash(text(env.iconApiUrl) ?? text(s.iconApiUrl) ?? DEFAULT_URLS.iconApi),
  }
}

export function publicServices(config: ServicesConfig): PublicServices {
  return {
    chat: config.chat,
    gtm: config.gtm,
    recaptcha: config.recaptcha ? { siteKey: config.recaptcha.siteKey, scriptUrl: config.recaptcha.scriptUrl } : undefined,
  }
}

/** The console line when one Tawk.to id is missing (README, "Third-party services"). */
export const chatMissingMessage = (missing: 'CHAT_PROPERTY_ID' | 'CHAT_WIDGET_ID') =>
  `Chat widget skipped: the Tawk.to ${missing === 'CHAT_PROPERTY_ID' ? 'property id' : 'widget id'} (${missing}) is missing.`
