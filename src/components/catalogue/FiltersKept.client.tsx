'use client'

import { useEffect } from 'react'

const KEY = 'switchyard:filters-open'

type Kept = { attribute: string; label: string }

/**
 * Keeps the phone's "Filters" panel open across a filter tap. Each value is a plain link (a
 * new page, its panel closed in the HTML so results come first), so a buyer picking three
 * values had to open the panel three times. A tap inside the open panel is remembered for the
 * next page only; that page opens its panel and puts focus back on the value tapped (now on,
 * or off), so keyboard and screen-reader users carry on where they were.
 */
export function FiltersKept() {
  useEffect(() => {
    const panel = document.querySelector<HTMLDetailsElement>('details[data-facets]')
    if (!panel) return
    const raw = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    if (raw) {
      try {
        const kept = JSON.parse(raw) as Kept
        panel.open = true
        const group = [...panel.querySelectorAll<HTMLElement>('[data-attribute]')].find((g) => g.dataset.attribute === kept.attribute)
        const link = [...(group ?? panel).querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.firstChild?.textContent === kept.label)
        link?.focus()
      } catch {
        // Not ours: nothing to restore.
      }
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a')
      if (!link || !panel.open) return
      const attribute = link.closest<HTMLElement>('[data-attribute]')?.dataset.attribute ?? ''
      const kept: Kept = { attribute, label: link.firstChild?.textContent ?? '' }
      sessionStorage.setItem(KEY, JSON.stringify(kept))
    }
    panel.addEventListener('click', onClick)
    return () => panel.removeEventListener('click', onClick)
  }, [])
  return null
}
