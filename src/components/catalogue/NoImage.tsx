/** A neutral outline where a series has no image yet. */
export function NoImage({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className={`${className} text-neutral-300 dark:text-neutral-600`}
    >
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <circle cx="12" cy="10" r="3.5" />
      <path d="M9 17h6" />
    </svg>
  )
}
