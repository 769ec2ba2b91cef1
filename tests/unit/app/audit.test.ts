import { describe, expect, it } from 'vitest'

import { auditVerdict } from '../../../scripts/lib/checks'

const report = (vulnerabilities: Record<string, { severity: string; range: string }>) =>
  JSON.stringify({
    vulnerabilities,
    metadata: {
      vulnerabilities: {
        info: 0,
        low: 0,
        moderate: 0,
        high: 0,
        critical: 0,
        ...Object.fromEntries(Object.values(vulnerabilities).map((v) => [v.severity, 1])),
      },
    },
  })

// npm test with CI=true: `npm audit --omit=dev` must show no high or critical finding.
describe('the audit step', () => {
  it('fails on a high or a critical finding, naming it', () => {
    const verdict = auditVerdict(report({ 'some-lib': { severity: 'high', range: '<1.2.3' } }))
    expect(verdict).toMatchObject({ ok: false, reached: true })
    expect(verdict.summary).toContain('some-lib (high, <1.2.3)')
    expect(auditVerdict(report({ other: { severity: 'critical', range: '*' } })).ok).toBe(false)
  })

  it('passes with moderate and low findings only', () => {
    expect(auditVerdict(report({ a: { severity: 'moderate', range: '*' }, b: { severity: 'low', range: '*' } }))).toMatchObject({
      ok: true,
      reached: true,
    })
  })

  it('warns without failing when the registry does not answer', () => {
    const verdict = auditVerdict(
      JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
      }),
    )
    expect(verdict).toMatchObject({ ok: true, reached: false })
    expect(verdict.summary).toContain('405')
    expect(auditVerdict('', 'npm error network request failed')).toMatchObject({ ok: true, reached: false })
  })
})
