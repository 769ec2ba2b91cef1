/**
 * The browser's calls to the storefront's private API (/api/private/*: the signed-in buyer's
 * own profile, addresses, orders and cart), one typed function per endpoint the pages call.
 * What each sends and answers are the types of the accounts' and orders' contract.ts, which the routes validate
 * and answer with (imported as types only: zod stays out of the browser).
 *
 * Each takes the fetch to send with: AuthProvider's `authFetch`, which sends the session's
 * cookie, goes through retryFetch and signs the buyer out on a 401. None marks a request
 * `safe`, so retryFetch tries again only what may be sent twice: a GET, PUT or DELETE, and the
 * order with its `Idempotency-Key`; any other POST or PATCH is sent once. Every request is
 * the one the components always sent (method, address, headers, body). An answer comes back
 * as platform/http/browser/call.ts's ApiResult, a refusal with the field it names (`error.path`). The cart's calls,
 * which the layout makes on every page, are apart in cart/browser/hubClient.ts: a page loads this module
 * only when one of its own components calls it.
 */
import { LOCALE_HEADER } from '@/lib/accounts/localeHeader'
import { RECAPTCHA_HEADER } from '@/lib/platform/services/recaptcha'

import { call, sending, via, type Send } from '@/lib/platform/http/browser/call'
import type { AddressAnswer, AddressBody, AddressesAnswer, ContactsQuery, UserAnswer, UserPatch } from '@/lib/accounts/contract'
import type {
  NewCustomerAnswer,
  NewCustomerRequest,
  OrderAnswer,
  PayAnswer,
  PlacedOrderAnswer,
  PlaceOrderRequest,
  PriceChangedAnswer,
  ReorderAnswer,
} from '@/lib/orders/contract'

const noStore: RequestInit = { cache: 'no-store' }
const order = (number: string) => `/api/private/orders/${encodeURIComponent(number)}`

// --- the buyer: /api/private/user, /api/private/customer

/** GET /api/private/user: the session's user with its web user, default addresses and customers. */
export const fetchUser = (send: Send, locale: string) => call<UserAnswer>(`/api/private/user?locale=${locale}`, noStore, via(send))

/** PATCH /api/private/user with the buyer's names (trimmed); the page's language in LOCALE_HEADER, not in the query. */
export const saveName = (send: Send, names: Required<Pick<UserPatch, 'nameFirst' | 'nameLast'>>, locale: string) =>
  call<UserAnswer>('/api/private/user', sending('PATCH', names, { [LOCALE_HEADER]: locale }), via(send))

/** PATCH /api/private/user with the default billing and shipping addresses. */
export const saveDefaultAddresses = (
  send: Send,
  ids: Pick<UserPatch, 'WebUserBillingContactId' | 'WebUserShippingContactId'>,
  locale: string,
) => call<UserAnswer>(`/api/private/user?locale=${locale}`, sending('PATCH', ids), via(send))

/** POST /api/private/customer: a new buyer's first customer (201); 409 `customer-exists` when there is one. */
export const createCustomer = (send: Send, body: NewCustomerRequest, locale: string) =>
  call<NewCustomerAnswer>(`/api/private/customer?locale=${locale}`, sending('POST', body), via(send))

// --- the address book: /api/private/contacts

/** GET /api/private/contacts: the addresses of the web user and customers named (each the buyer's own). */
export function fetchAddresses(send: Send, query: ContactsQuery, locale: string) {
  const named = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined))
  return call<AddressesAnswer>(`/api/private/contacts?${named}&locale=${locale}`, noStore, via(send))
}

/** POST /api/private/contacts: a new address (201). */
export const addAddress = (send: Send, fields: AddressBody, locale: string) =>
  call<AddressAnswer>(`/api/private/contacts?locale=${locale}`, sending('POST', fields), via(send))

/** PATCH /api/private/contacts/{id}: the fields sent. */
export const editAddress = (send: Send, id: number, fields: AddressBody, locale: string) =>
  call<AddressAnswer>(`/api/private/contacts/${id}?locale=${locale}`, sending('PATCH', fields), via(send))

/** DELETE /api/private/contacts/{id}: answers the address removed. */
export const removeAddress = (send: Send, id: number, locale: string) =>
  call<AddressAnswer>(`/api/private/contacts/${id}?locale=${locale}`, { method: 'DELETE' }, via(send))

// --- orders: /api/private/orders

/**
 * POST /api/private/orders with the checkout attempt's `Idempotency-Key` (so it alone of the
 * writes is tried again after a 5xx or a lost answer) and the reCAPTCHA token when there is
 * one. A 409 `price-changed` carries the quote as it is now (`conflict.quote`).
 */
export const submitOrder = (send: Send, body: PlaceOrderRequest, attempt: { key: string; recaptchaToken?: string }, locale: string) =>
  call<PlacedOrderAnswer, PriceChangedAnswer>(
    `/api/private/orders?locale=${locale}`,
    sending('POST', body, {
      'Idempotency-Key': attempt.key,
      ...(attempt.recaptchaToken ? { [RECAPTCHA_HEADER]: attempt.recaptchaToken } : {}),
    }),
    { ...via(send), conflict: true },
  )

/** GET /api/private/orders/{number}: the buyer's own order (404 for anyone else's). */
export const fetchOrder = (send: Send, number: string, locale: string) =>
  call<OrderAnswer>(`${order(number)}?locale=${locale}`, noStore, via(send))

/** POST /api/private/orders/{number}/pay: the card order's Stripe Checkout page. */
export const payOrder = (send: Send, number: string, locale: string) =>
  call<PayAnswer>(`${order(number)}/pay?locale=${locale}`, { method: 'POST' }, via(send))

/** POST /api/private/orders/{number}/reorder (into the live cart) or …/save-cart (a new saved cart). */
export const copyOrder = (send: Send, number: string, into: 'reorder' | 'save-cart', locale: string) =>
  call<ReorderAnswer>(`${order(number)}/${into}?locale=${locale}`, { method: 'POST' }, via(send))
