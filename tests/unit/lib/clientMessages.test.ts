import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LAYOUT_MESSAGES } from '@/lib/content/server/clientMessages'

/*
 * The layout gives every page only some keys of a few namespaces (src/lib/content/server/clientMessages.ts).
 * A client component that asks for another key of them would show the key's name instead
 * of its words, unless a page gives it the whole namespace (WithMessages). These tests
 * read the source: every client component of such a namespace uses only the layout's keys,
 * or is one of the components its page wraps, and those are imported nowhere else.
 */

const src = path.resolve(__dirname, '../../../src')

/** The components drawn only under their page's provider of the whole namespace. */
const PAGE_WIDE: Record<string, string[]> = {
  cart: ['CartView', 'CartTotals', 'CartLineItem', 'CartKeeping', 'CartDestinationForm', 'QuantityStepper'].map(
    (n) => `components/cart/${n}.client.tsx`,
  ),
  favorites: ['components/cart/FavoritesList.client.tsx'],
  savedCarts: ['components/cart/SavedCarts.client.tsx'],
  // The login page's and the account page's words are read on the server.
  auth: [],
  search: [],
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? files(p) : /\.tsx?$/.test(e.name) ? [p] : []
  })
}

const sources = files(src).map((file) => ({ rel: path.relative(src, file), text: fs.readFileSync(file, 'utf8') }))
const clients = sources.filter((f) => /^\s*['"]use client['"]/.test(f.text))
const partial = LAYOUT_MESSAGES.flatMap((p) => (typeof p === 'string' ? [] : [p]))

/**
 * The keys a file asks of a namespace's translators (a key built as `kinds.${kind}` counts as
 * `kinds`), and whether it asks with a key that has no plain start.
 */
function keysUsed(text: string, namespace: string): { keys: string[]; dynamic: boolean } {
  const names = [...text.matchAll(new RegExp(`const (\\w+) = useTranslations\\(['"]${namespace}['"]\\)`, 'g'))].map((m) => m[1])
  const keys: string[] = []
  let dynamic = false
  for (const name of names) {
    for (const m of text.matchAll(new RegExp(`\\b${name}(?:\\.rich|\\.markup|\\.has)?\\(\\s*([^,)]*)`, 'g'))) {
      const arg = m[1].trim()
      const literal = arg.match(/^'([^']+)'$/)?.[1] ?? arg.match(/^`(\w+)\.\$\{[^`]*`$/)?.[1]
      if (literal) keys.push(literal)
      else dynamic = true
    }
  }
  return { keys, dynamic }
}

describe('the messages the layout gives every page', () => {
  it('picks part of some namespaces', () => {
    expect(partial.map((p) => p.namespace).sort()).toEqual(Object.keys(PAGE_WIDE).sort())
  })

  for (const { namespace, keys } of partial) {
    it(`covers every key of "${namespace}" that a client component outside its page asks for`, () => {
      const users = clients.filter(
        (f) => new RegExp(`useTranslations\\(['"]${namespace}['"]\\)`).test(f.text) && !PAGE_WIDE[namespace].includes(f.rel),
      )
      expect(users.length).toBeGreaterThan(0)
      for (const f of users) {
        const used = keysUsed(f.text, namespace)
        expect(used.dynamic, `${f.rel} asks "${namespace}" for a key that is not a plain string`).toBe(false)
        expect(
          used.keys.filter((k) => !keys.includes(k.split('.')[0]) && !keys.includes(k)),
          `${f.rel}: keys of "${namespace}" missing from the layout's`,
        ).toEqual([])
      }
    })

    it(`has the components that use more of "${namespace}" imported only under a page's provider of it`, () => {
      for (const file of PAGE_WIDE[namespace]) {
        const name = path.basename(file, '.tsx')
        const importers = sources.filter((f) => f.rel !== file && new RegExp(`from '[^']*/${name.replace('.', '\\.')}'`).test(f.text))
        expect(importers.length, `${file} is imported somewhere`).toBeGreaterThan(0)
        for (const f of importers) {
          const wrapped =
            PAGE_WIDE[namespace].includes(f.rel) || new RegExp(`<WithMessages namespaces=\\{\\[[^\\]]*'${namespace}'`).test(f.text)
          expect(wrapped, `${f.rel} draws ${name} without the whole "${namespace}" namespace`).toBe(true)
        }
      }
    })
  }
})
