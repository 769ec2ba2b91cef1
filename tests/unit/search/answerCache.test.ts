import { describe, expect, it } from 'vitest'

import { cachedAnswer, MAX_ANSWERS } from '@/lib/search/server/answerCache'

describe('the search answer cache', () => {
  it('answers a repeated question from the cache, per index', () => {
    const index = {}
    let made = 0
    const make = () => `answer ${++made}`
    expect(cachedAnswer(index, 'en\n8\npb22', make)).toBe('answer 1')
    expect(cachedAnswer(index, 'en\n8\npb22', make)).toBe('answer 1')
    expect(made).toBe(1)
    // A new index (an edit) answers afresh.
    expect(cachedAnswer({}, 'en\n8\npb22', make)).toBe('answer 2')
  })

  it('keeps at most MAX_ANSWERS, the least recently used going first', () => {
    const index = {}
    for (let i = 0; i < MAX_ANSWERS; i++) cachedAnswer(index, `q${i}`, () => `a${i}`)
    cachedAnswer(index, 'q0', () => 'again') // q0 is now the most recent
    cachedAnswer(index, 'new', () => 'new')
    expect(cachedAnswer(index, 'q0', () => 'made')).toBe('a0')
    expect(cachedAnswer(index, 'q1', () => 'made')).toBe('made')
  })
})
