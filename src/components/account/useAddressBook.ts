'use client'

import { useLocale } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'

import { useAuth } from '@/components/auth/AuthProvider.client'
import type { AddressFields } from '@/domain/addresses'

/** An address as `GET /api/private/contacts` answers it (the server decides `readOnly`). */
export type Address = Required<{ [K in keyof AddressFields]: string | null }> & {
  id: number
  customerId: number | null
  readOnly: boolean
}

export type AddressKind = 'shipping' | 'billing'

/** The buyer's web user as `GET /api/private/user` answers it: customers and default addresses. */
export type BookOwner = {
  webUserId: number | null
  customers: BuyerCustomer[]
  defaults: Record<AddressKind, number | null>
}

export type ApiFailure = { status: number; code: string; message: string; field?: string }
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure }

type ErrorBody = { error?: { code?: string; message?: string; field?: string; path?: string } }

async function failure(res: Response | null, fallback: string): Promise<ApiFailure> {
  const body = (await res?.json().catch(() => null)) as ErrorBody | null
  return {
    status: res?.status ?? 0,
    code: body?.error?.code ?? 'network',
    message: body?.error?.message ?? fallback,
    field: body?.error?.field ?? body?.error?.path,
  }
}

/** A customer the buyer buys for, as `GET /api/private/user` lists them. */
export type BuyerCustomer = { id: number; name: string; primary: boolean; approvedForTerms: boolean }

type UserBody = {
  user?: {
    webUserId?: number | null
    customers?: BuyerCustomer[]
    WebUserBillingContactId?: number | null
    WebUserShippingContactId?: number | null
  }
}

/**
 * The buyer's addresses and default billing and shipping addresses, read from and written to
 * the contacts and user APIs; every answer of the server replaces what is shown.
 */
export function useAddressBook(failedText: string) {
  const { authFetch, status } = useAuth()
  const locale = useLocale()
  const [owner, setOwner] = useState<BookOwner | null>(null)
  const [addresses, setAddresses] = useState<Address[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)

  const withLocale = useCallback((path: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`, [locale])

  const load = useCallback(async (): Promise<boolean> => {
    try {
      const userRes = await authFetch(withLocale('/api/private/user'), { cache: 'no-store' })
      if (!userRes.ok) throw new Error(String(userRes.status))
      const u = ((await userRes.json()) as UserBody).user ?? {}
      const next: BookOwner = {
        webUserId: u.webUserId ?? null,
        customers: u.customers ?? [],
        defaults: { billing: u.WebUserBillingContactId ?? null, shipping: u.WebUserShippingContactId ?? null },
      }
      const query = new URLSearchParams()
      if (next.webUserId !== null) query.set('webUserId', String(next.webUserId))
      if (next.customers.length) query.set('customerIds', next.customers.map((c) => c.id).join(','))
      const res = await authFetch(withLocale(`/api/private/contacts?${query}`), { cache: 'no-store' })
      if (!res.ok) throw new Error(String(res.status))
      const { data } = (await res.json()) as { data: Address[] }
      setOwner(next)
      setAddresses(data)
      setLoadError(null)
      return true
    } catch {
      setLoadError(failedText)
      return false
    }
  }, [authFetch, withLocale, failedText])

  useEffect(() => {
    if (status === 'signed-in') void load()
  }, [status, load])

  const send = useCallback(
    async <T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> => {
      const res = await authFetch(withLocale(path), {
        method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).catch(() => null)
      if (!res?.ok) return { ok: false, error: await failure(res, failedText) }
      const json = (await res.json().catch(() => ({}))) as { data?: T }
      return { ok: true, data: json.data as T }
    },
    [authFetch, withLocale, failedText],
  )

  const create = useCallback(
    async (fields: AddressFields): Promise<ApiResult<Address>> => {
      const result = await send<Address>('POST', '/api/private/contacts', fields)
      if (result.ok) await load()
      return result
    },
    [send, load],
  )

  const update = useCallback(
    async (id: number, fields: AddressFields): Promise<ApiResult<Address>> => {
      const result = await send<Address>('PATCH', `/api/private/contacts/${id}`, fields)
      if (result.ok) await load()
      return result
    },
    [send, load],
  )

  const remove = useCallback(
    async (id: number): Promise<ApiResult<unknown>> => {
      const result = await send<unknown>('DELETE', `/api/private/contacts/${id}`)
      if (result.ok) await load()
      return result
    },
    [send, load],
  )

  const setDefault = useCallback(
    async (kind: AddressKind, id: number): Promise<ApiResult<unknown>> => {
      const defaults = { ...(owner?.defaults ?? { billing: null, shipping: null }), [kind]: id }
      const result = await send<unknown>('PATCH', '/api/private/user', {
        WebUserBillingContactId: defaults.billing,
        WebUserShippingContactId: defaults.shipping,
      })
      if (result.ok) await load()
      return result
    },
    [send, load, owner],
  )

  return { owner, addresses, loadError, reload: load, create, update, remove, setDefault }
}

export type AddressBook = ReturnType<typeof useAddressBook>
