import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

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
  SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'an smtp:// or smtps:// URL'),
  PAYLOAD_SECRET: z.string().min(32, 'expects at least 32 characters').optional(),
  AUTH_SECRET: z.string().min(32, 'expects at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('expects an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'expects at least 12 characters').optional(),
  SWITCHYARD_TEST_ROUTES: z.enum(['0', '1']).default('0'),
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  GOOGLE_DISCOVERY_URL: optionalUrl(['http://', 'https://'], 'an http:// or https:// URL of an OpenID Connect discovery document'),
  TRUSTED_PROXY: z.enum(['0', '1'], { message: 'expects 0 or 1' }).default('0'),
  MAIL_FROM: z.string().trim().optional(),
})

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  publicUrl: string
  dataDir: string
  databaseUrl?: string
  redisUrl?: string
  smtpUrl?: string
  payloadSecret: string
  authSecret: string
  adminEmail?: string
  adminPassword?: string
  /** Production: NODE_ENV=production with an external database (architecture.md). */
  production: boolean
  testRoutes: boolean
  /** Google sign-in, offered only when both are set. */
  google?: { clientId: string; clientSecret: string; discoveryUrl: string }
  /** Behind a reverse proxy that sets X-Forwarded-For: the client IP is read from it. */
  trustedProxy: boolean
  mailFrom: string
}

export class ConfigError extends Error {}

type Source = Record<string, string | undefined>

/** Parses and checks the variables; throws ConfigError with one line naming the variable. */
export function parseEnv(source: Source = process.env): Omit<Env, 'payloadSecret' | 'authSecret'> & {
  payloadSecret?: string
  authSecret?: string
} {
  const cleaned = Object.fromEntries(
    Object.keys(schema.shape).map((k) => [k, source[k] === '' ? undefined : source[k]]),
  )
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}.`)
  }
  const v = result.data
  const production = v.NODE_ENV === 'production' && Boolean(v.DATABASE_URL)
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
    smtpUrl: v.SMTP_URL,
    payloadSecret: v.PAYLOAD_SECRET,
    authSecret: v.AUTH_SECRET,
    adminEmail: v.ADMIN_EMAIL,
    adminPassword: v.ADMIN_PASSWORD,
    production,
    testRoutes: v.SWITCHYARD_TEST_ROUTES === '1',
    google:
      v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET
        ? {
            clientId: v.GOOGLE_CLIENT_ID,
            clientSecret: v.GOOGLE_CLIENT_SECRET,
            discoveryUrl: v.GOOGLE_DISCOVERY_URL ?? 'https://accounts.google.com/.well-known/openid-configuration',
          }
        : undefined,
    trustedProxy: v.TRUSTED_PROXY === '1',
    mailFrom: v.MAIL_FROM || 'Switchyard <no-reply@switchyard.local>',
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
  const generated =
    parsed.payloadSecret && parsed.authSecret ? undefined : embeddedSecrets(parsed.dataDir)
  const env: Env = {
    ...parsed,
    payloadSecret: parsed.payloadSecret ?? generated!.payloadSecret,
    authSecret: parsed.authSecret ?? generated!.authSecret,
  }
  if (source === process.env) cached = env
  return env
}
