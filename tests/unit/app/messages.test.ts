import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import es from '@/i18n/messages/es.json'

type Tree = { [key: string]: string | Tree }

/** 'list.count' -> the message, for every leaf of a message tree. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

/** The top-level ICU arguments a message uses: {name}, {count, plural, …}. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  let depth = 0
  for (let i = 0; i < message.length; i++) {
    if (message[i] === '{') {
      if (depth === 0) names.add(message.slice(i + 1).match(/^\s*(\w+)/)?.[1] ?? '')
      depth++
    } else if (message[i] === '}') depth--
  }
  return [...names].sort()
}

describe('UI messages', () => {
  const english = leaves(en as Tree)
  const spanish = leaves(es as Tree)

  it('every key has an English and a Spanish text', () => {
    const missingEs = [...english.keys()].filter((k) => !spanish.has(k))
    const missingEn = [...spanish.keys()].filter((k) => !english.has(k))
    expect({ missingEs, missingEn }).toEqual({ missingEs: [], missingEn: [] })
  })

  it('no text is empty', () => {
    const empty = [...english, ...spanish].filter(([, v]) => !v.trim()).map(([k]) => k)
    expect(empty).toEqual([])
  })

  it('both languages use the same arguments', () => {
    const differing = [...english]
      .filter(([k, v]) => spanish.has(k) && argumentsOf(v).join() !== argumentsOf(spanish.get(k)!).join())
      .map(([k]) => k)
    expect(differing).toEqual([])
  })
})

describe('UI messages as ICU reads them', () => {
  it('every text parses (a select key with a hyphen does not, and fails the build)', async () => {
    const { createTranslator, IntlErrorCode } = await import('next-intl')
    for (const [locale, messages] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const invalid: string[] = []
      const t = createTranslator({
        locale,
        messages: messages as Tree,
        onError: (error) => {
          if (error.code === IntlErrorCode.INVALID_MESSAGE) invalid.push(error.message)
        },
        getMessageFallback: ({ key }) => key,
      })
      for (const key of leaves(messages as Tree).keys()) (t as (key: string) => string)(key)
      expect(invalid, locale).toEqual([])
    }
  })
})
