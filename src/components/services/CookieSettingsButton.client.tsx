'use client'

/** The footer's "Cookie settings": the consent banner's preferences, to change the choice at any time. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      data-testid="cookie-settings"
      onClick={() => void import('./consent').then((m) => m.showPreferences())}
    >
      {label}
    </button>
  )
}
