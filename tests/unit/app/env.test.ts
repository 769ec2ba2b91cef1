import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ConfigError, loadEnv, parseEnv } from '@/lib/platform/server/env'

describe('configuration', () => {
  it('needs nothing in the embedded mode and defaults sensibly', () => {
    const env = parseEnv({})
    expect(env.port).toBe(3000)
    expect(env.publicUrl).toBe('http://localhost:3000')
    expect(env.dataDir).toBe(path.resolve('./data'))
    expect(env.databaseUrl).toBeUndefined()
    expect(env.production).toBe(false)
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT expects a port number\.$/],
    [{ PORT: '70000' }, /PORT expects a port from 1 to 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL expects a postgres:\/\/ URL/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL expects a redis:\/\//],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL expects an smtp:\/\//],
    [{ PUBLIC_URL: 'shop.example.com' }, /PUBLIC_URL expects an http/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /ADMIN_EMAIL expects an e-mail address/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD expects at least 12 characters/],
    [{ PAYLOAD_SECRET: 'short' }, /PAYLOAD_SECRET expects at least 32 characters/],
    [{ REDIS_PREFIX: 'shop a' }, /REDIS_PREFIX expects 1 to 64 letters/],
    [{ S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT expects an http/],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ CDN_MAX_AGE_S: '-1' }, /CDN_MAX_AGE_S/],
    [{ ERP_TOKEN: 'too-short' }, /ERP_TOKEN expects 24 to 512 printable characters/],
    [{ ERP_TOKEN: 'a token with spaces in it, long enough' }, /ERP_TOKEN expects/],
  ])('refuses %o with one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(ConfigError)
    expect(() => parseEnv(source)).toThrow(message)
  })

  it('requires the secrets in production, that is NODE_ENV=production with DATABASE_URL', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/switchyard' }
    expect(() => parseEnv(production)).toThrow(/PAYLOAD_SECRET is required in production/)
    expect(() => parseEnv({ ...production, PAYLOAD_SECRET: 'x'.repeat(32) })).toThrow(/AUTH_SECRET is required/)
    expect(parseEnv({ ...production, PAYLOAD_SECRET: 'x'.repeat(32), AUTH_SECRET: 'y'.repeat(32) }).production).toBe(true)
    expect(parseEnv({ NODE_ENV: 'production' }).production).toBe(false)
  })

  it('reads the shared services of several instances: Redis prefix, S3 uploads, the CDN lifetime', () => {
    expect(parseEnv({})).toMatchObject({ redisPrefix: 'switchyard:', s3: undefined, cdnMaxAgeS: 300 })
    const env = parseEnv({
      REDIS_PREFIX: 'shop-a:',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'shop-a/',
      CDN_MAX_AGE_S: '60',
    })
    expect(env.redisPrefix).toBe('shop-a:')
    expect(env.s3).toEqual({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'shop-a/',
    })
    expect(env.cdnMaxAgeS).toBe(60)
  })

  it('turns the ERP stock feed on with its token only', () => {
    expect(parseEnv({}).erpToken).toBeUndefined()
    expect(parseEnv({ ERP_TOKEN: ' erp-0123456789abcdef0123456789 ' }).erpToken).toBe('erp-0123456789abcdef0123456789')
  })

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined()
  })

  it('generates the embedded secrets once and keeps them under DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-env-'))
    const first = loadEnv({ DATA_DIR: dir })
    const second = loadEnv({ DATA_DIR: dir })
    expect(first.payloadSecret).toHaveLength(64)
    expect(first.payloadSecret).not.toBe(first.authSecret)
    expect(second.payloadSecret).toBe(first.payloadSecret)
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600)
    fs.rmSync(dir, { recursive: true })
  })
})
