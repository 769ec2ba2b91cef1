import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { badRequestDetails } from '@/lib/platform/http/server/respond'

const schema = z.object({ items: z.array(z.object({ pn: z.string(), qty: z.number().int().min(1) })) })
const firstIssue = (body: unknown) => {
  const parsed = schema.safeParse(body, { reportInput: true })
  if (parsed.success) throw new Error('expected a failure')
  return parsed.error.issues[0]
}

describe('badRequestDetails', () => {
  it('tells a wrong type, with the type expected', () => {
    expect(badRequestDetails(firstIssue({ items: [{ pn: 'A', qty: 'two' }] }))).toEqual({
      path: 'items.0.qty',
      problem: 'type',
      expected: 'number',
    })
  })
  it('tells a missing value', () => {
    expect(badRequestDetails(firstIssue({ items: [{ pn: 'A' }] }))).toEqual({ path: 'items.0.qty', problem: 'required' })
  })
  it('tells a value out of range', () => {
    expect(badRequestDetails(firstIssue({ items: [{ pn: 'A', qty: 0 }] }))).toEqual({ path: 'items.0.qty', problem: 'range' })
  })
  it('names the body itself when the problem is at the top', () => {
    expect(badRequestDetails(firstIssue('text'))).toEqual({ path: '(body)', problem: 'type', expected: 'object' })
  })
})
