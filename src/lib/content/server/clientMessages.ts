import type { AbstractIntlMessages } from 'next-intl'
import { getMessages } from 'next-intl/server'

/** A namespace given whole, or only the keys of it that the layout's client components use. */
type Pick = string | { namespace: string; keys: readonly string[] }

/**
 * The cart's messages every page needs: the add buttons, quantity boxes, favorites, the mini
 * cart, the user menu and the cart's notices. The cart page's own components (the lines, the
 * totals, the destination, keeping the cart) get the whole namespace from that page.
 * tests/unit/clientMessages.test.ts checks that the components outside it use no other key.
 */
export const LAYOUT_CART_KEYS = [
  'add',
  'addAllRows',
  'addPart',
  'added',
  'favorite',
  'inCart',
  'lineQty',
  'loadFailed',
  'merged',
  'mergeFailed',
  'miniCart',
  'moreLines',
  'noFilledRows',
  'quantityOf',
  'quantityRange',
  'quickOrder',
  'roundedUp',
  'rowsAdded',
  'rowsRefused',
  'saveFailed',
  'signInToSave',
  'unfavorite',
] as const

/** The sign-in modal's, the profile form's, the user menu's and the notices' words (not the account page's or the dev mailbox's). */
export const LAYOUT_AUTH_KEYS = [
  'account',
  'back',
  'close',
  'codeExpired',
  'codeLabel',
  'codeSent',
  'continue',
  'digit',
  'dismiss',
  'email',
  'emailPlaceholder',
  'firstName',
  'genericError',
  'google',
  'incompleteCode',
  'invalidCode',
  'invalidEmail',
  'lastName',
  'notifications',
  'or',
  'profileSaved',
  'profileTitle',
  'recaptchaRefused',
  'resend',
  'resendIn',
  'saving',
  'sending',
  'sessionEnded',
  'signedInAs',
  'signedOut',
  'signIn',
  'signInIntro',
  'signInTitle',
  'signOut',
  'submit',
  'success',
  'thisFieldIsRequired',
  'tooLong',
  'tooManyAttempts',
  'tooManyRequests',
  'userMenu',
  'verifying',
] as const

/** The search button's and the instant search's words (not the search page's). */
export const LAYOUT_SEARCH_KEYS = [
  'button',
  'buttonLabel',
  'close',
  'content',
  'count',
  'cross',
  'dialogTitle',
  'error',
  'hint',
  'hit',
  'inputLabel',
  'inSeries',
  'keys',
  'kinds',
  'loading',
  'noResults',
  'noResultsHint',
  'parts',
  'placeholder',
  'products',
  'results',
  'seeAll',
  'tooLong',
] as const

/**
 * The messages the layout's client components use (header, sign-in, cart, search, the error
 * boundary), in every page's flight data. Pages whose own client components need more wrap
 * them in a provider of their namespaces (WithMessages: the cart, the quick order pad, the
 * account's lists). Every other message stays on the server.
 */
export const LAYOUT_MESSAGES: readonly Pick[] = [
  { namespace: 'auth', keys: LAYOUT_AUTH_KEYS },
  { namespace: 'cart', keys: LAYOUT_CART_KEYS },
  'errors',
  { namespace: 'favorites', keys: ['title'] },
  'meta',
  'nav',
  // A signed-in buyer's price build-up on the parts tables (drawn client-side after load).
  'priceDetails',
  { namespace: 'savedCarts', keys: ['title'] },
  { namespace: 'search', keys: LAYOUT_SEARCH_KEYS },
]

/** The messages of these picks in the request's language; a namespace picked whole wins over a part of it. */
export async function pickMessages(picks: readonly Pick[] = LAYOUT_MESSAGES): Promise<AbstractIntlMessages> {
  const all = await getMessages()
  const out: AbstractIntlMessages = {}
  const whole = new Set(picks.filter((p) => typeof p === 'string'))
  for (const p of picks) {
    const namespace = typeof p === 'string' ? p : p.namespace
    const messages = all[namespace]
    if (messages === undefined) continue
    if (typeof p === 'string' || whole.has(namespace) || typeof messages === 'string') out[namespace] = messages
    else out[namespace] = Object.fromEntries(p.keys.filter((k) => k in messages).map((k) => [k, messages[k]]))
  }
  return out
}
