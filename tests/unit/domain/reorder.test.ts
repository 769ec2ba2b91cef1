import { describe, expect, it } from 'vitest'

import { reorderPlan } from '@/domain'

describe('reorderPlan', () => {
  const existing = new Set(['PB22-XG1', 'RLU-2C-24D', 'E2E-A'])
  const orderable = new Set(['PB22-XG1', 'E2E-A'])

  it('adds the lines still orderable and names each other line with its reason', () => {
    const plan = reorderPlan(
      [
        { pn: 'PB22-XG1', qty: 3 },
        { pn: 'GONE-1', qty: 2 },
        { pn: 'RLU-2C-24D', qty: 1 },
        { pn: 'E2E-A', qty: 5 },
      ],
      existing,
      orderable,
    )
    expect(plan.add).toEqual([
      { pn: 'PB22-XG1', qty: 3 },
      { pn: 'E2E-A', qty: 5 },
    ])
    expect(plan.skipped).toEqual([
      { pn: 'GONE-1', qty: 2, reason: 'discontinued' },
      { pn: 'RLU-2C-24D', qty: 1, reason: 'restricted' },
    ])
  })

  it('sums a part ordered on two lines and normalizes part numbers as the cart does', () => {
    const plan = reorderPlan(
      [
        { pn: ' pb22-xg1 ', qty: 1 },
        { pn: 'PB22-XG1', qty: 4 },
      ],
      existing,
      orderable,
    )
    expect(plan).toEqual({ add: [{ pn: 'PB22-XG1', qty: 5 }], skipped: [] })
  })

  it('ignores empty lines and answers nothing to add for an order of gone parts', () => {
    expect(
      reorderPlan(
        [
          { pn: '', qty: 1 },
          { pn: 'X', qty: 0 },
        ],
        existing,
        orderable,
      ),
    ).toEqual({ add: [], skipped: [] })
    expect(reorderPlan([{ pn: 'GONE', qty: 1 }], existing, orderable).add).toEqual([])
  })
})
