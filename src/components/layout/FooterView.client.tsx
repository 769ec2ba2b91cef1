'use client'

import NextLink from 'next/link'

import { CookieSettingsButton } from '@/components/services/CookieSettingsButton.client'

/** The footer's words and links, as plain data (Footer reads them on the server). */
export type FooterData = {
  siteName: string
  tagline: string
  pagesLabel: string
  /** Label and address of each page link: the site's own (starting with `/`) or another site's. */
  links: [label: string, href: string][]
  contactLabel: string
  address: string | null
  phone: string | null
  email: string | null
  socialLabel: string
  /** Network name and address of each social link. */
  social: [name: string, url: string][]
  rights: string
  /** The "Cookie settings" button's label when the consent banner is on, else null. */
  cookies: string | null
  /** A line of the staff's under the rest (the demo shop: that it is a demo), or null. */
  notice: string | null
}

/**
 * The footer's markup. A client component only so that every page's flight data carries the
 * footer as this short data, not its markup again (README, "Lean pages"). Its links' look is
 * `.ft` in globals.css (the phone and e-mail links, one per line, are 24 px tall tap targets there).
 */
export function FooterView({ data: d }: { data: FooterData }) {
  const hasContact = Boolean(d.phone || d.email || d.address || d.social.length)
  return (
    <footer className="ft">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="font-semibold">{d.siteName}</p>
          <p className="mt-1 text-neutral-600 dark:text-neutral-400">{d.tagline}</p>
        </div>
        {d.links.length > 0 && (
          <nav aria-label={d.pagesLabel} data-testid="footer-menu">
            <p className="font-semibold">{d.pagesLabel}</p>
            <ul className="mt-1 space-y-1">
              {d.links.map(([label, href]) => (
                <li key={href + label}>
                  {href.startsWith('/') ? (
                    <NextLink href={href}>{label}</NextLink>
                  ) : (
                    <a href={href} rel="noopener">
                      {label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {hasContact && (
          <address className="not-italic" data-testid="footer-contact">
            <p className="font-semibold">{d.contactLabel}</p>
            {d.address && <p className="mt-1 whitespace-pre-line text-neutral-700 dark:text-neutral-300">{d.address}</p>}
            {d.phone && (
              <p className="mt-1">
                <a href={`tel:${d.phone.replace(/[^+\d]/g, '')}`}>{d.phone}</a>
              </p>
            )}
            {d.email && (
              <p>
                <a href={`mailto:${d.email}`}>{d.email}</a>
              </p>
            )}
            {d.social.length > 0 && (
              <ul className="mt-2 flex gap-3" aria-label={d.socialLabel}>
                {d.social.map(([name, url]) => (
                  <li key={url}>
                    <a href={url} rel="noopener me">
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </address>
        )}
      </div>
      <p className="border-t border-neutral-200 px-4 py-3 text-center text-xs text-neutral-500 dark:border-neutral-800">
        © {d.siteName} · {d.rights}
        {d.cookies && (
          <>
            {' · '}
            <CookieSettingsButton
              label={d.cookies}
              className="inline-flex min-h-11 items-center px-1 text-neutral-700 underline hover:no-underline dark:text-neutral-300"
            />
          </>
        )}
      </p>
      {d.notice && (
        <p data-testid="footer-notice" className="px-4 pb-3 text-center text-xs text-neutral-600 dark:text-neutral-400">
          {d.notice}
        </p>
      )}
    </footer>
  )
}
