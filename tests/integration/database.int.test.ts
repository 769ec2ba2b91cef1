import fs from 'node:fs'

import { afterAll, describe, expect, it } from 'vitest'

import { ensureAdmin } from '@/lib/platform/bootstrap/server/ensureAdmin'
import { migrationsFor } from '@/lib/platform/bootstrap/server/prepareDatabase'

import { adminPasswordLines } from '../../scripts/commands/start'

import { testDatabases } from './helpers/databases'

const databases = testDatabases()
afterAll(async () => {
  for (const db of databases) await db.drop()
})

describe.each(databases)('database on $name', (db) => {
  it('applies every committed migration to a fresh database, and a second run changes nothing', async () => {
    const payload = await db.open()
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true })
    const names = docs.map((d) => d.name).filter((n) => n !== 'dev')
    expect(names.length).toBeGreaterThan(0)
    await payload.db.migrate({ migrations: migrationsFor(db.env) })
    const again = await payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true })
    expect(again.totalDocs).toBe(docs.length)
  })

  it("keeps Better Auth's tables apart from Payload's: their own SQLite file, or schema auth", async () => {
    const payload = await db.open()
    if (db.name === 'postgres') {
      const pool = (
        payload.db as unknown as { pool: { query: (q: string) => Promise<{ rows: { table_schema: string; table_name: string }[] }> } }
      ).pool
      const { rows } = await pool.query(
        `select table_schema, table_name from information_schema.tables where table_name in ('user', 'session', 'account', 'verification')`,
      )
      expect(rows.map((r) => `${r.table_schema}.${r.table_name}`).sort()).toEqual([
        'auth.account',
        'auth.session',
        'auth.user',
        'auth.verification',
      ])
    } else {
      const fs = await import('node:fs')
      const path = await import('node:path')
      expect(fs.existsSync(path.join(db.env.dataDir, 'auth.db'))).toBe(true)
    }
  })

  it('keeps one document under an English and a Spanish slug', async () => {
    const payload = await db.open()
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'About us', slug: 'about', _status: 'published' },
      locale: 'en',
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Quiénes somos', slug: 'quienes-somos' },
      locale: 'es',
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const es = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'quienes-somos' } },
      locale: 'es',
      overrideAccess: false,
    })
    expect(es.docs.map((d) => d.id)).toEqual([page.id])
    expect(es.docs[0].title).toBe('Quiénes somos')
    const en = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en', overrideAccess: false })
    expect(en.title).toBe('About us')
  })

  it('deleting a document that others point to clears their references instead of failing', async () => {
    const payload = await db.open()
    const write = { overrideAccess: true, context: { disableRevalidate: true } }
    const family = await payload.create({ collection: 'categories', data: { title: 'Pilot lights FK' }, ...write })
    const accessories = await payload.create({
      collection: 'categories',
      data: { title: 'Pilot light accessories FK', parent: family.id },
      ...write,
    })
    const industry = await payload.create({ collection: 'industries', data: { title: 'Water FK' }, ...write })
    const quote = await payload.create({
      collection: 'testimonials',
      data: { title: 'A plant FK', quote: 'Good parts.', author: 'A. Buyer', industry: industry.id },
      ...write,
    })
    await payload.delete({ collection: 'categories', id: family.id, ...write })
    await payload.delete({ collection: 'industries', id: industry.id, ...write })
    const child = await payload.findByID({ collection: 'categories', id: accessories.id, depth: 0, overrideAccess: true })
    expect(child.parent ?? null).toBeNull()
    const testimonial = await payload.findByID({ collection: 'testimonials', id: quote.id, depth: 0, overrideAccess: true })
    expect(testimonial.industry ?? null).toBeNull()
  })

  it('makes a slug from the title when none is given, and refuses a malformed one', async () => {
    const payload = await db.open()
    const made = await payload.create({
      collection: 'articles',
      data: { title: 'Choosing a 22 mm Pilot Light' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(made.slug).toBe('choosing-a-22-mm-pilot-light')
    await expect(payload.create({ collection: 'articles', data: { title: 'X', slug: 'Bad Slug!' }, overrideAccess: true })).rejects.toThrow(
      /slug/i,
    )
  })

  it('lets anyone read content but only staff write it', async () => {
    const payload = await db.open()
    await expect(payload.create({ collection: 'pages', data: { title: 'Sneaky' }, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    const read = await payload.find({ collection: 'pages', overrideAccess: false })
    expect(read.totalDocs).toBeGreaterThan(0)
    // A draft is the staff's until it is published.
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Next season', slug: 'next-season', _status: 'draft' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const visitor = await payload.find({ collection: 'pages', where: { slug: { equals: 'next-season' } }, overrideAccess: false })
    expect(visitor.totalDocs).toBe(0)
    const staff = await payload.find({ collection: 'pages', where: { slug: { equals: 'next-season' } }, overrideAccess: true, draft: true })
    expect(staff.docs.map((d) => d.id)).toEqual([draft.id])
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    // Parts are read by the storefront's loaders, which hide restricted ones; not by visitors through the API.
    await expect(payload.find({ collection: 'parts', overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it('validates redirects: a path to redirect, a path or URL to go to, one rule per path', async () => {
    const payload = await db.open()
    const ok = await payload.create({
      collection: 'redirects',
      data: { from: '/old-catalogue', to: 'https://example.com/catalogue', status: '308' },
      overrideAccess: true,
    })
    expect(ok.status).toBe('308')
    await expect(
      payload.create({ collection: 'redirects', data: { from: 'no-slash', to: '/x', status: '301' }, overrideAccess: true }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'redirects', data: { from: '/admin/x', to: '/x', status: '301' }, overrideAccess: true }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'redirects', data: { from: '/y', to: 'javascript:alert(1)', status: '301' }, overrideAccess: true }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'redirects', data: { from: '/old-catalogue', to: '/z', status: '301' }, overrideAccess: true }),
    ).rejects.toThrow()
  })

  it('creates the first admin with a generated password, then honours ADMIN_EMAIL/ADMIN_PASSWORD', async () => {
    const payload = await db.open()
    const first = await ensureAdmin(payload, { dataDir: db.env.dataDir })
    if (first.source !== 'generated') throw new Error(`expected a generated admin, got ${first.source}`)
    expect(first.password).toMatch(/^[\w-]{16}$/)
    const login = await payload.login({ collection: 'users', data: { email: first.email, password: first.password } })
    expect(login.token).toBeTruthy()

    // A later start does not hand the password out again: it says where it is kept.
    const again = await ensureAdmin(payload, { dataDir: db.env.dataDir })
    expect(again).toEqual({ email: first.email, source: 'saved', file: first.file })
    expect(JSON.stringify(again)).not.toContain(first.password)
    expect(adminPasswordLines(again).join('\n')).not.toContain(first.password)
    expect(adminPasswordLines(first).join('\n')).toContain(first.password)
    expect(JSON.parse(fs.readFileSync(first.file, 'utf8'))).toEqual({ email: first.email, password: first.password })

    const fromEnv = await ensureAdmin(payload, {
      dataDir: db.env.dataDir,
      adminEmail: first.email,
      adminPassword: 'a-new-password-123',
    })
    expect(fromEnv).toEqual({ email: first.email, source: 'env' })
    await expect(payload.login({ collection: 'users', data: { email: first.email, password: first.password } })).rejects.toThrow()
    const relogin = await payload.login({ collection: 'users', data: { email: first.email, password: 'a-new-password-123' } })
    expect(relogin.user?.email).toBe(first.email)
  })
})
