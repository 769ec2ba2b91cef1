import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { listDocs } from '@/lib/catalogue/server/documents'
import { getMenu, getSiteContact } from '@/lib/content/server/menus'
import { docHref } from '@/lib/content/server/hrefs'
import { getTranslationTable } from '@/lib/content/server/tstrings'
import { needsConsent } from '@/components/services/Services'
import { publicServices, servicesConfig } from '@/lib/platform/services/server/config'

import { FooterView } from './FooterView.client'

const NETWORK_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
}

/** The content string shown as a line of its own at the foot of every page, if the staff keep one. */
const FOOTER_NOTICE = 'footer-notice'

/** The footer: the staff's footer menu (else the site's pages), the shop's contact details and social links. */
export async function Footer() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations('nav')
  const tm = await getTranslations('meta')
  const [menu, contact, services, strings] = await Promise.all([
    getMenu('footer', locale),
    getSiteContact(locale),
    servicesConfig(),
    getTranslationTable(),
  ])
  const consent = needsConsent(publicServices(services))
  const tc = consent ? await getTranslations('consent') : null
  const links = menu?.length
    ? menu.map((i) => ({ label: i.label, href: i.href }))
    : (await listDocs('pages', locale))
        .filter((p) => p.slug !== 'home')
        .map((p) => ({ label: p.title, href: docHref('pages', p.slug, locale) }))
  return (
    <FooterView
      data={{
        siteName: tm('siteName'),
        tagline: contact.tagline ?? tm('tagline'),
        pagesLabel: t('footerPages'),
        links: links.map((l) => [l.label, l.href]),
        contactLabel: t('contact'),
        address: contact.address || null,
        phone: contact.phone || null,
        email: contact.email || null,
        socialLabel: t('social'),
        social: contact.social.map((s) => [NETWORK_NAMES[s.network] ?? s.network, s.url]),
        rights: t('rights'),
        cookies: tc ? tc('footerLink') : null,
        // The staff's one line under the footer (the demo shop's says that it is a demo), when there is one.
        notice: strings[FOOTER_NOTICE]?.text[locale] || strings[FOOTER_NOTICE]?.text.en || null,
      }}
    />
  )
}
