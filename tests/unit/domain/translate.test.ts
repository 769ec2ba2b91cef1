import { describe, expect, it } from 'vitest'
import { DATA_MISSING, t } from '@/domain'

const entries = {
  greet: { text: { en: 'Hello ~~1~~, you have ~~2~~ items', es: 'Hola ~~1~~, tienes ~~2~~ artículos' } },
  repeat: { text: { en: '~~2~~ then ~~1~~ then ~~2~~' } },
  raw: { text: { en: 'Keep ~~1~~ as typed' }, changeEditor: true },
  tricky: { text: { en: 'A ~~1~~ B ~~2~~' } },
}

describe('t', () => {
  it('replaces numbered placeholders with vars in order, per locale', () => {
    expect(t(entries, 'greet', 'en', 'Ann', 3)).toBe('Hello Ann, you have 3 items')
    expect(t(entries, 'greet', 'es', 'Ana', 0)).toBe('Hola Ana, tienes 0 artículos')
    expect(t(entries, 'repeat', 'en', 'a', 'b')).toBe('b then a then b')
  })

  it('leaves placeholders without a var, and does not re-substitute inside vars', () => {
    expect(t(entries, 'greet', 'en', 'Ann')).toBe('Hello Ann, you have ~~2~~ items')
    expect(t(entries, 'tricky', 'en', '~~2~~', 'x')).toBe('A ~~2~~ B x')
  })

  it('uses changeEditor text as is', () => {
    expect(t(entries, 'raw', 'en', 'X')).toBe('Keep ~~1~~ as typed')
  })

  it('shows -data missing- for a missing entry or locale', () => {
    expect(t(entries, 'nope', 'en')).toBe(DATA_MISSING)
    expect(t(entries, 'repeat', 'es')).toBe('-data missing-')
  })
})
