import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { COMMITTED_VECTORS_PATH, SHARED_VECTORS_PATH } from '../fixtures/vectorsPath'

describe('the committed copy of the worked examples', () => {
  it.runIf(fs.existsSync(SHARED_VECTORS_PATH))('is the same as shared/vectors/commerce.json (copy it again when that changes)', () => {
    expect(JSON.parse(fs.readFileSync(COMMITTED_VECTORS_PATH, 'utf8'))).toEqual(JSON.parse(fs.readFileSync(SHARED_VECTORS_PATH, 'utf8')))
  })
})
