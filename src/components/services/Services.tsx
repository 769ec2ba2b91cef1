import { getTranslations } from 'next-intl/server'

import { publicServices, servicesConfig } from '@/lib/platform/services/server/config'
import { SERVICES_CSP_META, serializeSources, serviceSources } from '@/lib/platform/services/csp'

import type { ConsentText } from './consent'
import { ServicesLoader } from './ServicesLoader.client'
import { ServicesProvider } from './ServicesContext.client'

/** Whether a service that needs the visitor's consent (the tag manager, the chat) is configured. */
export const needsConsent = (s: { gtm?: unknown; chat?: object }) => Boolean(s.gtm || (s.chat && 'propertyId' in s.chat))

/**
 * In <head>: the hosts of the configured services a cached page's policy must allow (the
 * page cache handler reads them back, src/lib/platform/security/server/policy.mjs). Nothing when none is
 * configured. Cached pages never load reCAPTCHA (sign-in and checkout are dynamic).
 */
export async function ServicesHead() {
  const sources = serializeSources(serviceSources(publicServices(await servicesConfig()), false))
  return sources ? <meta name={SERVICES_CSP_META} content={sources} /> : null
}

/** Around the default layout: the public services for the forms, and the loader with the banner's words when a service needs consent. */
export async function Services({ children }: { children: React.ReactNode }) {
  const services = publicServices(await servicesConfig())
  let text: ConsentText | undefined
  if (needsConsent(services)) {
    const t = await getTranslations('consent')
    const keys = [
      'title',
      'description',
      'acceptAll',
      'rejectAll',
      'settings',
      'save',
      'close',
      'preferencesTitle',
      'necessaryTitle',
      'necessaryDescription',
      'analyticsTitle',
      'analyticsDescription',
      'chatTitle',
      'chatDescription',
    ] as const
    text = Object.fromEntries(keys.map((k) => [k, t(k)])) as ConsentText
  }
  const anything = services.gtm || services.chat || services.recaptcha
  return (
    <ServicesProvider services={services}>
      {children}
      {anything && <ServicesLoader services={services} text={text} />}
    </ServicesProvider>
  )
}
