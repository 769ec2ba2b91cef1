import { getMessages } from 'next-intl/server'

import { getShopTimeZone } from '@/lib/availability/server/shopTimeZone'

import type { PromiseSetup } from './AvailabilityProvider.client'

/**
 * What the promises on a page need from the server: the shop's time zone and the words of
 * the `availability` messages in the page's language. Settings and words only, never stock:
 * the page stays cached as it is, and the stock comes to the browser alone.
 */
export async function promiseSetup(): Promise<PromiseSetup> {
  const [timeZone, messages] = await Promise.all([getShopTimeZone(), getMessages()])
  return { timeZone, messages: messages.availability as Record<string, string> }
}
