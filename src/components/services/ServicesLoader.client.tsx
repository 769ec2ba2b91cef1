'use client'

import { useLocale } from 'next-intl'
import { useEffect } from 'react'

import { consentDefault } from '@/lib/platform/services/analytics'
import { chatMissingMessage, type PublicServices } from '@/lib/platform/services/rules'

import type { ConsentText } from './consent'

let started = false

/**
 * Once per page load: the console error (README, "Third-party services") when one Tawk.to id is missing,
 * consent mode's default state when the tag manager is configured, and (only when the tag
 * manager or the chat is configured) the consent banner, whose code loads here, apart from
 * every page's bundle. The tag manager and the chat load only once accepted (./consent.ts).
 */
export function ServicesLoader({ services, text }: { services: PublicServices; text?: ConsentText }) {
  const locale = useLocale()
  useEffect(() => {
    if (started) return
    started = true
    if (services.chat && 'missing' in services.chat) console.error(chatMissingMessage(services.chat.missing))
    if (services.gtm) consentDefault()
    if (text) void import('./consent').then((m) => m.startConsent(services, text, locale))
  }, [services, text, locale])
  return null
}
