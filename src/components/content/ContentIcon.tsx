/**
 * An icon content refers to, inlined: `svg` is already sanitized (src/lib/catalogue/server/icons.ts);
 * null means the icon service did not answer in time, and a plain local glyph stands in.
 * Decorative: the link's text names it.
 */
export function ContentIcon({ svg, className = 'h-4 w-4' }: { svg: string | null; className?: string }) {
  if (svg === null) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        className={`${className} shrink-0`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        data-icon="fallback"
      >
        <rect x="5" y="5" width="14" height="14" rx="3" />
      </svg>
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 [&>svg]:h-full [&>svg]:w-full ${className}`}
      data-icon="drawn"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
