import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Money is one unit inside the domain (docs/pricing.md, "Money"): every amount src/domain
 * takes or returns is integer cents, and dollars are converted at the edges outside it. So
 * no file of src/domain but money.ts (which defines them) converts with toCents or fromCents.
 */
describe('one unit inside the domain', () => {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name)
      return e.isDirectory() ? files(full) : /\.(ts|tsx)$/.test(e.name) ? [full] : []
    })
  /** A use is an import or a call; a comment may still name them. */
  const uses = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').match(/\b(toCents|fromCents)\b/g) ?? []

  it('converts dollars nowhere in src/domain but money.ts', () => {
    const converting = files('src/domain')
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => f !== 'src/domain/money.ts')
      .filter((f) => uses(fs.readFileSync(f, 'utf8')).length > 0)
    expect(converting).toEqual([])
  })

  it('finds a conversion where there is one (money.ts itself)', () => {
    expect(uses(fs.readFileSync('src/domain/money.ts', 'utf8'))).toContain('toCents')
  })
})
