import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { SHARED_VECTORS_PATH, VECTORS_PATH } from '../fixtures/vectorsPath'

describe('the committed copy of the worked examples', () => {
  // Skipped only in a checkout without ../shared (the copy in the repository is then the only one).
  it.runIf(fs.existsSync(SHARED_VECTORS_PATH))('is the same as ../shared/vectors/commerce.json (copy it again when that changes)', () => {
    // skipped where ../shared is not beside the clone: nothing to compare with
    expect(JSON.parse(fs.readFileSync(VECTORS_PATH, 'utf8'))).toEqual(JSON.parse(fs.readFileSync(SHARED_VECTORS_PATH, 'utf8')))
  })
})
