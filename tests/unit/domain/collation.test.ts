import { describe, expect, it } from 'vitest'

import { sortByName } from '@/domain'

describe('names sorted in the page language', () => {
  it('puts Bélgica before Bután in Spanish, and accented names where a reader looks for them', () => {
    const countries = [
      { name: 'Bután' },
      { name: 'Brasil' },
      { name: 'Bélgica' },
      { name: 'Alemania' },
      { name: 'Canadá' },
      { name: 'Chile' },
    ]
    expect(sortByName(countries, 'es').map((c) => c.name)).toEqual(['Alemania', 'Bélgica', 'Brasil', 'Bután', 'Canadá', 'Chile'])
  })

  it('leaves the input alone', () => {
    const input = [{ name: 'b' }, { name: 'a' }]
    sortByName(input, 'en')
    expect(input.map((c) => c.name)).toEqual(['b', 'a'])
  })
})
