import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { CHAT_ID, GTM_ID, RECAPTCHA_KEY, type ServiceEnv } from '@/lib/platform/services/rules'
import { DEFAULT_REDIS_PREFIX } from '@/lib/platform/server/redis.mjs'
import { DEFAULT_CDN_MAX_AGE_S } from '@/lib/platform/net/sharedCacheHeader.mjs'

const optionalUrl = (protocols: string[], what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `expects ${what}`,
    })

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'expects a port number' })
    .int('expects a whole port number')
    .min(1, 'expects a port from 1 to 65535')
    .max(65535, 'expects a port from 1 to 65535')
    .default(3000),
  PUBLIC_URL: optionalUrl(['http://', 'https://'], 'an http:// or https:// URL such as https://shop.example.com'),
  DATA_DIR: z.string().trim().min(1, 'expects a folder path').default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://'], 'a postgres:// URL (leave it unset for the embedded SQLite database)'),
  REDIS_URL: optionalUrl(['redis://', 'rediss://'], 'a redis:// or rediss:// URL'),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { message: 'expects 1 to 64 letters, digits, _ . : or -, such as shop-a:' })
    .default(DEFAULT_REDIS_PREFIX),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ENDPOINT: optionalUrl(['http://', 'https://'], 'an http:// or https:// URL of an S3-compatible service'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.\/-]*$/, { message: 'expects a key prefix of letters, digits, _ . / or -' })
    .optional(),
  CDN_MAX_AGE_S: z.coerce.number().int().min(0).max(31_536_000).default(DEFAULT_CDN_MAX_AGE_S),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'an smtp:// or smtps:// URL'),
  PAYLOAD_SECRET: z.string().min(32, 'expects at least 32 characters').optional(),
  AUTH_SECRET: z.string().min(32, 'expects at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('expects an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'expects at least 12 characters').optional(),
  SWITCHYARD_TEST_ROUTES: z.enum(['0', '1']).default('0'),
  SEED_DEMO: z.enum(['0', '1'], { message: 'expects 1 (load the demo shop into an empty database) or 0' }).optional(),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_DISCOVERY_URL: optionalUrl(['http://', 'https://'], 'an http:// or https:// URL of an OpenID Connect discovery document'),
  TRUSTED_PROXY: z
    .string()
    .regex(/^(?:[0-9]|10)$/, { message: 'expects the number of trusted proxies in front of the app, 0 to 10' })
    .default('0'),
  MAIL_FROM: z.string().trim().optional(),
  ORDER_WEBHOOK_URL: optionalUrl(['http://', 'https://'], 'an http:// or https:// URL that receives the order events'),
  ORDER_WEBHOOK_SECRET: z.string().min(16, 'expects at least 16 characters').optional(),
  ORDER_WEBHOOK_RETRY_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
  ERP_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{24,512}$/, { message: 'expects 24 to 512 printable characters without spaces (a long random token)' })
    .optional(),
  MAIL_RETRY_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  DELIVERY_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_[A-Za-z0-9_]+$/, { message: 'expects a Stripe secret key (sk_live_..., sk_test_... or a restricted rk_ key)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9_]+$/, { message: 'expects a webhook signing secret (whsec_...)' })
    .optional(),
  STRIPE_API_BASE: optionalUrl(['http://', 'https://'], 'an http:// or https:// URL of a Stripe stand-in (tests only)'),
  ORDER_INBOX: z.email('expects an e-mail address').optional(),
  CHAT_PROPERTY_ID: z.string().trim().regex(CHAT_ID, { message: 'expects a Tawk.to property id (letters and digits)' }).optional(),
  CHAT_WIDGET_ID: z.string().trim().regex(CHAT_ID, { message: 'expects a Tawk.to widget id (letters and digits)' }).optional(),
  GTM_ID: z.string().trim().regex(GTM_ID, { message: 'expects GTM- followed by uppercase letters or digits, e.g. GTM-AB12CD3' }).optional(),
  RECAPTCHA_SITE_KEY: z
    .string()
    .trim()
    .regex(RECAPTCHA_KEY, { message: 'expects a reCAPTCHA v3 site key (letters, digits, - and _)' })
    .optional(),
  RECAPTCHA_SECRET: z
    .string()
    .trim()
    .regex(RECAPTCHA_KEY, { message: 'expects a reCAPTCHA v3 secret key (letters, digits, - and _)' })
    .optional(),
  ICON_API_URL: optionalUrl(['http://', 'https://'], 'an http:// or https:// URL of an Iconify-compatible API'),
  CHAT_SCRIPT_URL: optionalUrl(['http://', 'https://'], 'an http:// or https:// URL the Tawk.to script is loaded from (tests only)'),
  GTM_SCRIPT_URL: optionalUrl(['http://', 'https://'], 'an http:// or https:// URL of gtm.js (tests only)'),
  RECAPTCHA_SCRIPT_URL: optionalUrl(['http://', 'https://'], 'an http:// or https:// URL of the reCAPTCHA api.js (tests only)'),
  RECAPTCHA_VERIFY_URL: optionalUrl(
    ['http://', 'https://'],
    'an http:// or https:// URL of the reCAPTCHA siteverify endpoint (tests only)',
  ),
})

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  publicUrl: string
  dataDir: string
  databaseUrl?: string
  redisUrl?: string
  /** What every Redis key and the cache channel start with: two shops may share one Redis. */
  redisPrefix: string
  /** Uploads (media, files) in S3-compatible storage when set, else under DATA_DIR (src/lib/platform/server/uploadStorage.ts). */
  s3?: S3Env
  /** The longest a shared cache (a CDN) may keep a public page (`s-maxage`, src/lib/platform/net/sharedCacheHeader.mjs). */
  cdnMaxAgeS: number
  smtpUrl?: string
  payloadSecret: string
  authSecret: string
  adminEmail?: string
  adminPassword?: string
  /** Production: NODE_ENV=production with an external database (architecture.md). */
  production: boolean
  testRoutes: boolean
  /** SEED_DEMO: 1 loads the demo shop into an empty database (npm start, npm run migrate), 0 never; unset: npm start's default. */
  seedDemo?: boolean
  /** Google sign-in, offered only when both are set. */
  google?: { clientId: string; clientSecret: string; discoveryUrl: string }
  /** Behind a reverse proxy that sets X-Forwarded-For: the client IP is read from it. */
  /** How many proxies in front of the app append to X-Forwarded-For and are trusted (src/server/clientAddress.mjs). */
  trustedProxies: number
  mailFrom: string
  /** The ERP's order webhook: events are POSTed there, signed with the secret, retried with exponential backoff from `retryMs`. */
  orderWebhook?: { url: string; secret: string; retryMs: number }
  /**
   * The ERP's stock feed (PUT /api/erp/stock) takes this bearer token; unset, the feed is off (404). Set, stock the feed
   * has not refreshed goes stale (docs/availability.md).
   */
  erpToken?: string
  /** The wait before an order mail's second try, doubled after each failed one (7 tries). */
  mailRetryMs: number
  /** How long a runner holds a claimed mail or webhook before another may take it again (src/lib/platform/deliveries). */
  deliveryLeaseMs: number
  /** Card payments through Stripe Checkout, only when both secrets are set (src/lib/commerce/server/stripe). */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string }
  /** The shop's order inbox (copies of order confirmations); wins over the site setting. */
  orderInbox?: string
  /** Third-party services; each one set wins over its admin setting (src/lib/platform/services/server/config.ts). */
  services: ServiceEnv
}

export type S3Env = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
  /** Keys start with it (`shop-a/`), then `media/` or `files/`. */
  prefix: string
}

export class ConfigError extends Error {}

type Source = Record<string, string | undefined>

/** Parses and checks the variables; throws ConfigError with one line naming the variable. */
export function parseEnv(source: Source = process.env): Omit<Env, 'payloadSecret' | 'authSecret'> & {
  payloadSecret?: string
  authSecret?: string
} {
  const cleaned = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, source[k] === '' ? undefined : source[k]]))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}.`)
  }
  const v = result.data
  const production = v.NODE_ENV === 'production' && Boolean(v.DATABASE_URL)
  if (v.ORDER_WEBHOOK_URL && !v.ORDER_WEBHOOK_SECRET)
    throw new ConfigError('Invalid configuration: ORDER_WEBHOOK_SECRET is required with ORDER_WEBHOOK_URL.')
  if (Boolean(v.S3_ACCESS_KEY_ID) !== Boolean(v.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.')
  if (production) {
    for (const key of ['PAYLOAD_SECRET', 'AUTH_SECRET'] as const) {
      if (!v[key]) throw new ConfigError(`Invalid configuration: ${key} is required in production (NODE_ENV=production with DATABASE_URL).`)
    }
  }
  return {
    nodeEnv: v.NODE_ENV,
    port: v.PORT,
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    redisUrl: v.REDIS_URL,
    redisPrefix: v.REDIS_PREFIX,
    s3: v.S3_BUCKET
      ? {
          bucket: v.S3_BUCKET,
          region: v.S3_REGION,
          endpoint: v.S3_ENDPOINT,
          accessKeyId: v.S3_ACCESS_KEY_ID,
          secretAccessKey: v.S3_SECRET_ACCESS_KEY,
          forcePathStyle: v.S3_FORCE_PATH_STYLE === '1',
          prefix: v.S3_PREFIX ? `${v.S3_PREFIX.replace(/\/+$/, '')}/` : '',
        }
      : undefined,
    cdnMaxAgeS: v.CDN_MAX_AGE_S,
    smtpUrl: v.SMTP_URL,
    payloadSecret: v.PAYLOAD_SECRET,
    authSecret: v.AUTH_SECRET,
    adminEmail: v.ADMIN_EMAIL,
    adminPassword: v.ADMIN_PASSWORD,
    production,
    testRoutes: v.SWITCHYARD_TEST_ROUTES === '1',
    seedDemo: v.SEED_DEMO === undefined ? undefined : v.SEED_DEMO === '1',
    google:
      v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET
        ? {
            clientId: v.GOOGLE_CLIENT_ID,
            clientSecret: v.GOOGLE_CLIENT_SECRET,
            discoveryUrl: v.GOOGLE_DISCOVERY_URL ?? 'https://accounts.google.com/.well-known/openid-configuration',
          }
        : undefined,
    trustedProxies: Number(v.TRUSTED_PROXY),
    mailFrom: v.MAIL_FROM || 'Switchyard <no-reply@switchyard.local>',
    orderWebhook:
      v.ORDER_WEBHOOK_URL && v.ORDER_WEBHOOK_SECRET
        ? { url: v.ORDER_WEBHOOK_URL, secret: v.ORDER_WEBHOOK_SECRET, retryMs: v.ORDER_WEBHOOK_RETRY_MS }
        : undefined,
    erpToken: v.ERP_TOKEN,
    deliveryLeaseMs: v.DELIVERY_LEASE_MS,
    mailRetryMs: v.MAIL_RETRY_MS,
    stripe:
      v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET
        ? { secretKey: v.STRIPE_SECRET_KEY, webhookSecret: v.STRIPE_WEBHOOK_SECRET, apiBase: v.STRIPE_API_BASE?.replace(/\/$/, '') }
        : undefined,
    orderInbox: v.ORDER_INBOX,
    services: {
      chatPropertyId: v.CHAT_PROPERTY_ID,
      chatWidgetId: v.CHAT_WIDGET_ID,
      gtmId: v.GTM_ID,
      recaptchaSiteKey: v.RECAPTCHA_SITE_KEY,
      recaptchaSecret: v.RECAPTCHA_SECRET,
      iconApiUrl: v.ICON_API_URL,
      chatScriptUrl: v.CHAT_SCRIPT_URL,
      gtmScriptUrl: v.GTM_SCRIPT_URL,
      recaptchaScriptUrl: v.RECAPTCHA_SCRIPT_URL,
      recaptchaVerifyUrl: v.RECAPTCHA_VERIFY_URL,
    },
  }
}

/**
 * In the embedded mode a missing secret is generated once and kept under DATA_DIR,
 * so a first run needs no configuration and later runs keep their sessions.
 */
function embeddedSecrets(dataDir: string): { payloadSecret: string; authSecret: string } {
  const file = path.join(dataDir, 'secrets.json')
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'))
  fs.mkdirSync(dataDir, { recursive: true })
  const secrets = {
    payloadSecret: randomBytes(32).toString('hex'),
    authSecret: randomBytes(32).toString('hex'),
  }
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}

let cached: Env | undefined

/** The validated configuration, with secrets resolved. */
export function loadEnv(source: Source = process.env): Env {
  if (cached && source === process.env) return cached
  const parsed = parseEnv(source)
  const generated = parsed.payloadSecret && parsed.authSecret ? undefined : embeddedSecrets(parsed.dataDir)
  const env: Env = {
    ...parsed,
    payloadSecret: parsed.payloadSecret ?? generated!.payloadSecret,
    authSecret: parsed.authSecret ?? generated!.authSecret,
  }
  if (source === process.env) cached = env
  return env
}
