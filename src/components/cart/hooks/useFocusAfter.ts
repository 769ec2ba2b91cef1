'use client'

import { useEffect, useState, type RefObject } from 'react'

type Pending = { selector: string } | { chosen: number }

const UNRESOLVED = '[data-testid="bom-unresolved"]'

/** Where focus goes once line `chosen` has left the lines needing attention; null while it is still listed. */
function afterChoosing(root: HTMLElement, chosen: number): HTMLElement | null {
  const items = [...root.querySelectorAll<HTMLElement>(`${UNRESOLVED} li[data-line]`)]
  if (items.some((li) => Number(li.dataset.line) === chosen)) return null
  // Lines offering suggestions (not those offering only "ask us for a cross").
  const suggestion = '[data-testid="bom-suggestion"]'
  const withChoice = items.filter((li) => li.querySelector(suggestion))
  const next = withChoice.find((li) => Number(li.dataset.line) > chosen) ?? withChoice[0]
  return (
    next?.querySelector<HTMLElement>(suggestion) ??
    root.querySelector<HTMLElement>('[data-testid="bom-add"]') ??
    root.querySelector<HTMLElement>(`${UNRESOLVED} h2`)
  )
}

/**
 * Moves focus inside the quick order's results once they have rendered (never leaving it on
 * the page's body): `first(selector)` to the first element matching, `afterChoosing(line)` to
 * the next line still offering suggestions, else the first, else the add button. `rendered`
 * is what the results render from: focus waits until it has changed.
 */
export function useFocusAfter(container: RefObject<HTMLElement | null>, rendered: unknown) {
  const [pending, setPending] = useState<Pending | null>(null)
  useEffect(() => {
    const root = container.current
    if (!pending || !root) return
    const target = 'selector' in pending ? root.querySelector<HTMLElement>(pending.selector) : afterChoosing(root, pending.chosen)
    if (!target) return
    target.focus()
    setPending(null)
  }, [container, pending, rendered])
  return {
    first: (selector: string) => setPending({ selector }),
    afterChoosing: (chosen: number) => setPending({ chosen }),
  }
}
