import type { AbstractIntlMessages } from 'next-intl'
import { getMessages } from 'next-intl/server'

/**
 * The message namespaces the layout's client components use (header, sign-in, cart, search,
 * the error boundary). Pages whose own client components need more wrap them in a provider
 * of their namespace (the quick order pad). Every other namespace stays on the server, out
 * of each page's flight data.
 */
export const LAYOUT_NAMESPACES = ['auth', 'cart', 'errors', 'favorites', 'meta', 'nav', 'savedCarts', 'search'] as const

/** The messages of these namespaces in the request's language. */
export async function pickMessages(namespaces: readonly string[] = LAYOUT_NAMESPACES): Promise<AbstractIntlMessages> {
  const all = await getMessages()
  return Object.fromEntries(namespaces.filter((n) => n in all).map((n) => [n, all[n]]))
}
