import NextLink from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { listDocs } from '@/lib/data/documents'
import { getMenu, getSiteContact } from '@/lib/data/menus'
import { docHref } from '@/lib/hrefs'
import { CookieSettingsButton } from '@/components/services/CookieSettingsButton.client'
import { needsConsent } from '@/components/services/Services'
import { publicServices, servicesConfig } from '@/lib/services/config'

const NETWORK_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
}

const linkClass = 'text-neutral-700 hover:underline dark:text-neutral-300'
/** Links stacked one per line (phone over e-mail) are 24 px tall at least, so each is its own tap target (WCAG 2.5.8). */
const stackedTarget = 'inline-block min-h-6 py-0.5'

/** The footer: the staff's footer menu (else the site's pages), the shop's contact details and social links. */
export async function Footer() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations('nav')
  const tm = await getTranslations('meta')
  const [menu, contact, services] = await Promise.all([getMenu('footer', locale), getSiteContact(locale), servicesConfig()])
  const consent = needsConsent(publicServices(services))
  const tc = consent ? await getTranslations('consent') : null
  const links = menu?.length
    ? menu.map((i) => ({ label: i.label, href: i.href }))
    : (await listDocs('pages', locale)).filter((p) => p.slug !== 'home').map((p) => ({ label: p.title, href: docHref('pages', p.slug, locale) }))
  const hasContact = Boolean(contact.phone || contact.email || contact.address || contact.social.length)
  return (
    <footer className="mt-12 border-t border-neutral-300 bg-white text-sm dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="font-semibold">{tm('siteName')}</p>
          <p className="mt-1 text-neutral-600 dark:text-neutral-400">{contact.tagline ?? tm('tagline')}</p>
        </div>
        {links.length > 0 && (
          <nav aria-label={t('footerPages')} data-testid="footer-menu">
            <p className="font-semibold">{t('footerPages')}</p>
            <ul className="mt-1 space-y-1">
              {links.map((l) => (
                <li key={l.href + l.label}>
                  {l.href.startsWith('/') ? (
                    <NextLink href={l.href} className={linkClass}>
                      {l.label}
                    </NextLink>
                  ) : (
                    <a href={l.href} className={linkClass} rel="noopener">
                      {l.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {hasContact && (
          <address className="not-italic" data-testid="footer-contact">
            <p className="font-semibold">{t('contact')}</p>
            {contact.address && <p className="mt-1 whitespace-pre-line text-neutral-700 dark:text-neutral-300">{contact.address}</p>}
            {contact.phone && (
              <p className="mt-1">
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className={`${linkClass} ${stackedTarget}`}>
                  {contact.phone}
                </a>
              </p>
            )}
            {contact.email && (
              <p>
                <a href={`mailto:${contact.email}`} className={`${linkClass} ${stackedTarget}`}>
                  {contact.email}
                </a>
              </p>
            )}
            {contact.social.length > 0 && (
              <ul className="mt-2 flex gap-3" aria-label={t('social')}>
                {contact.social.map((s) => (
                  <li key={s.url}>
                    <a href={s.url} className={linkClass} rel="noopener me">
                      {NETWORK_NAMES[s.network] ?? s.network}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </address>
        )}
      </div>
      <p className="border-t border-neutral-200 px-4 py-3 text-center text-xs text-neutral-500 dark:border-neutral-800">
        © {tm('siteName')} · {t('rights')}
        {tc && (
          <>
            {' · '}
            <CookieSettingsButton label={tc('footerLink')} className="inline-flex min-h-11 items-center px-1 text-neutral-700 underline hover:no-underline dark:text-neutral-300" />
          </>
        )}
      </p>
    </footer>
  )
}
