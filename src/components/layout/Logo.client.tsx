'use client'

/*
 * Drawings of the header, as client components only so that every page's flight data names
 * them instead of carrying their markup again (README, "Lean pages").
 */

/** The wordmark, 209 x 27: a switch symbol and the shop's name, drawn in SVG. */
export function Logo({ title }: { title: string }) {
  return (
    <svg width="209" height="27" viewBox="0 0 209 27" role="img" aria-label={title} className="block h-auto w-[120px] sm:w-[209px]">
      <title>{title}</title>
      <rect x="0.5" y="0.5" width="26" height="26" rx="4" className="fill-primary-600 dark:fill-primary-500" />
      <circle cx="7" cy="18" r="2.5" className="fill-white" />
      <circle cx="20" cy="18" r="2.5" className="fill-white" />
      <path d="M7 18 L19 8" strokeWidth="2.5" strokeLinecap="round" className="stroke-white" />
      <text
        x="35"
        y="20.5"
        fontSize="19"
        fontWeight="700"
        letterSpacing="1.5"
        className="fill-neutral-900 dark:fill-neutral-50"
        style={{ fontFamily: 'ui-sans-serif, system-ui, sans-serif' }}
      >
        SWITCHYARD
      </text>
    </svg>
  )
}

/** A list with a lightning bolt: ordering by part number. */
export function QuickOrderIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 6h9M4 12h7M4 18h9" />
      <path d="M18 3l-3 8h5l-3 10" />
    </svg>
  )
}
