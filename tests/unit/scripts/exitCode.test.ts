import { describe, expect, it } from 'vitest'

import { exitCodeOf } from '../../../scripts/lib/exitCode.mjs'

// `npm start` exits as its server did (README, "Operating the shop"): a crash or a kill is a failure a supervisor restarts.
describe('npm start exit codes', () => {
  it('passes a clean drain (0) and a crash (its code) through', () => {
    expect(exitCodeOf(0, null)).toBe(0)
    expect(exitCodeOf(1, null)).toBe(1)
  })
  it('turns a kill into 128 + the signal number', () => {
    expect(exitCodeOf(null, 'SIGKILL')).toBe(137)
    expect(exitCodeOf(null, 'SIGTERM')).toBe(143)
  })
})
