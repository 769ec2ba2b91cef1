import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The repository's own ESLint configuration (eslint.config.mjs) keeps src/domain pure.
describe('lint: src/domain imports no framework', () => {
  const eslint = new ESLint()
  const problems = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === 'no-restricted-imports').length

  it('refuses Next, Payload, React and Better Auth in src/domain', async () => {
    for (const from of ['next/server', 'payload', '@payloadcms/db-sqlite', 'react', 'better-auth', '@/lib/platform/server/payload']) {
      expect(await problems(`import x from '${from}'\nexport const y = x\n`, 'src/domain/probe.ts'), from).toBe(1)
    }
  }, 60_000)

  it('allows them outside src/domain, and the domain its own modules', async () => {
    expect(await problems(`import { NextResponse } from 'next/server'\nexport const y = NextResponse\n`, 'src/lib/probe.ts')).toBe(0)
    expect(await problems(`import { money } from './money'\nexport const y = money\n`, 'src/domain/probe.ts')).toBe(0)
  }, 60_000)
})

describe('lint: import rules of the layout (README, "Layout")', () => {
  const eslint = new ESLint()
  const problems = async (code: string, filePath: string, rule: string) =>
    (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === rule).length

  it('keeps src/lib off globals/ and server/, type imports included', async () => {
    const up = [
      `import { revalidateGlobal } from '@/globals/revalidateGlobal'\nexport const y = revalidateGlobal\n`,
      `import { refusal } from '../../server/requestRules.mjs'\nexport const y = refusal\n`,
      `import type { clientAddress } from '@/server/clientAddress.mjs'\nexport type Y = typeof clientAddress\n`,
    ]
    for (const code of up) expect(await problems(code, 'src/lib/cache/probe.ts', 'import/no-restricted-paths'), code).toBe(1)
    expect(
      await problems(
        `import { globalTag } from '@/lib/platform/cache/tags'\nexport const y = globalTag\n`,
        'src/lib/cache/probe.ts',
        'import/no-restricted-paths',
      ),
    ).toBe(0)
    expect(await problems(up[0], 'src/app/probe.ts', 'import/no-restricted-paths')).toBe(0)
  }, 60_000)

  it('keeps browser code off server modules', async () => {
    for (const from of [
      'payload',
      '@payload-config',
      'next/headers',
      'server-only',
      '@/lib/platform/server/payload',
      '@/lib/cart/server/loaders',
    ]) {
      expect(
        await problems(`import x from '${from}'\nexport const y = x\n`, 'src/components/cart/Probe.client.tsx', 'no-restricted-imports'),
        from,
      ).toBeGreaterThan(0)
    }
    // A hook that starts with 'use client' is held to the same rule.
    expect(
      await problems(`import x from 'payload'\nexport const y = x\n`, 'src/components/cart/hooks/useCartLoad.ts', 'no-restricted-imports'),
    ).toBe(1)
    expect(
      await problems(
        `import type { Payload } from 'payload'\nexport type Y = Payload\n`,
        'src/components/cart/Probe.client.tsx',
        'no-restricted-imports',
      ),
    ).toBe(0)
    expect(await problems(`import x from 'payload'\nexport const y = x\n`, 'src/lib/probe.ts', 'no-restricted-imports')).toBe(0)
  }, 60_000)

  it("keeps src/lib's browser/ folders and 'use client' files off every server/ folder, type imports aside", async () => {
    const server = ['@/lib/cart/server/store', '../server/store', '@/lib/platform/db/server/transactions', 'payload']
    for (const from of server) {
      expect(
        await problems(`import x from '${from}'\nexport const y = x\n`, 'src/lib/cart/browser/probe.ts', 'no-restricted-imports'),
        from,
      ).toBe(1)
    }
    // A 'use client' file found by its first line, under any name.
    expect(
      await problems(
        `import x from '@/lib/orders/server/present'\nexport const y = x\n`,
        'src/components/checkout/usePlaceOrder.ts',
        'no-restricted-imports',
      ),
    ).toBe(1)
    expect(
      await problems(
        `import type { Order } from '@/lib/orders/server/present'\nexport type Y = Order\n`,
        'src/lib/orders/browser/probe.ts',
        'no-restricted-imports',
      ),
    ).toBe(0)
    // The subject's root (its contract) and other browser modules are open to it; server code may import its server/.
    expect(
      await problems(`import { x } from '../contract'\nexport const y = x\n`, 'src/lib/cart/browser/probe.ts', 'no-restricted-imports'),
    ).toBe(0)
    expect(await problems(`import x from '../server/store'\nexport const y = x\n`, 'src/lib/cart/probe.ts', 'no-restricted-imports')).toBe(
      0,
    )
  }, 60_000)
})
