'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

type Target = { id: string; label: string }

/**
 * The header's skip links: "Skip to content" always (in the HTML), then one per landmark the
 * page marks with `data-skip="<its label>"` and an id (a series page's parts and their
 * filters, a list's results and filters), found once the page is there (again after each navigation). Without them a
 * keyboard user tabbed through the header, gallery and text: 38 Tabs to a series' first
 * quantity box, 59 to a filter. A link moves focus into its landmark, so the next Tab is the
 * landmark's first control.
 */
export function SkipLinks({ content }: { content: string }) {
  const [targets, setTargets] = useState<Target[]>([])
  const path = usePathname()
  useEffect(() => {
    setTargets(
      [...document.querySelectorAll<HTMLElement>('main [data-skip][id]')].map((el) => ({ id: el.id, label: el.dataset.skip ?? '' })),
    )
  }, [path])
  const go = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id)
    if (!target) return
    event.preventDefault()
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
    target.scrollIntoView({ block: 'start' })
  }
  const look =
    'sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2 dark:focus:bg-neutral-900'
  return (
    <>
      <a href="#main" className={look}>
        {content}
      </a>
      {targets.map((t) => (
        <a key={t.id} href={`#${t.id}`} className={look} onClick={(e) => go(e, t.id)}>
          {t.label}
        </a>
      ))}
    </>
  )
}
