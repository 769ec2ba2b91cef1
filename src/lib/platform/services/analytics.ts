/**
 * The page's `dataLayer` (Google Tag Manager's queue): Google's consent mode state and the
 * shop's events (accountLogin on sign-in; GA4's ecommerce events). Pushing needs no
 * consent: nothing leaves the page until the tag manager is loaded, which only happens
 * after the visitor accepts analytics in the consent banner.
 */
declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export const CURRENCY = 'USD'

export type EcommerceItem = { item_id: string; item_name?: string; item_category?: string; price?: number; quantity: number }

const layer = (): unknown[] => (window.dataLayer ??= [])

/** Google's gtag(): pushes its arguments object, the form the tag manager reads consent commands in. */
export function gtag(...args: unknown[]): void {
  void args
  // eslint-disable-next-line prefer-rest-params -- gtag's contract is the arguments object itself
  layer().push(arguments)
}

export function track(event: string, data: Record<string, unknown> = {}): void {
  layer().push({ event, ...data })
}

/** A GA4 ecommerce event; the previous ecommerce object is cleared first, as Google asks. */
export function trackEcommerce(
  event: 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'purchase',
  ecommerce: Record<string, unknown> & { items: EcommerceItem[] },
): void {
  layer().push({ ecommerce: null })
  layer().push({ event, ecommerce: { currency: CURRENCY, ...ecommerce } })
}

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const

/** Consent mode's default: everything denied until the visitor chooses (set once per page). */
export function consentDefault(): void {
  gtag('consent', 'default', { ...DENIED, wait_for_update: 500 })
}

/** After the visitor's choice: analytics granted or denied (the shop has no advertising category). */
export function consentUpdate(analytics: boolean): void {
  gtag('consent', 'update', { ...DENIED, analytics_storage: analytics ? 'granted' : 'denied' })
}
