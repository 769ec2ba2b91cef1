import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The repository's own ESLint configuration (eslint.config.mjs) keeps src/domain pure.
describe('lint: src/domain imports no framework', () => {
  // import/no-cycle reads the files a linted text imports, and a probe that is not on disk has none.
  const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } })
  const problems = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === 'no-restricted-imports').length

  it('refuses Next, Payload, React and Better Auth in src/domain', async () => {
    for (const from of ['next/server', 'payload', '@payloadcms/db-sqlite', 'react', 'better-auth', '@/lib/payload']) {
      expect(await problems(`import x from '${from}'\nexport const y = x\n`, 'src/domain/probe.ts'), from).toBe(1)
    }
  }, 60_000)

  it('allows them outside src/domain, and the domain its own modules', async () => {
    expect(await problems(`import { NextResponse } from 'next/server'\nexport const y = NextResponse\n`, 'src/lib/probe.ts')).toBe(0)
    expect(await problems(`import { money } from './money'\nexport const y = money\n`, 'src/domain/probe.ts')).toBe(0)
  }, 60_000)
})
