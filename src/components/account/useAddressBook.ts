'use client'

import { useLocale } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'

import { useAuth } from '@/components/auth/hooks/useAuth'
import type { ApiResult } from '@/lib/platform/http/browser/call'
import {
  addAddress,
  editAddress,
  fetchAddresses,
  fetchUser,
  removeAddress,
  saveDefaultAddresses,
} from '@/lib/accounts/browser/privateClient'
import type { AddressAnswer, AddressBody, UserAnswer } from '@/lib/accounts/contract'
import type { Address as ServerAddress } from '@/lib/accounts/server/addressBook'
import type { BuyerProfile } from '@/lib/accounts/server/defaults'

/** An address as `GET /api/private/contacts` answers it (the server decides `readOnly`). */
export type Address = ServerAddress

export type AddressKind = 'shipping' | 'billing'

/** A customer the buyer buys for, as `GET /api/private/user` lists them. */
export type BuyerCustomer = BuyerProfile['customers'][number]

/** The buyer's web user as `GET /api/private/user` answers it: customers and default addresses. */
export type BookOwner = {
  webUserId: number | null
  customers: BuyerCustomer[]
  defaults: Record<AddressKind, number | null>
}

/** Why a change was refused: the server's message in the buyer's language (else the hook's own), and the field it names. */
export type BookFailure = { status: number; code: string; message: string; field?: string }
export type BookResult<T> = { ok: true; data: T } | { ok: false; error: BookFailure }

const address = (result: BookResult<AddressAnswer>): BookResult<Address> => (result.ok ? { ok: true, data: result.data.data } : result)

/**
 * The buyer's addresses and default billing and shipping addresses, read from and written to
 * the contacts and user APIs (src/lib/accounts/browser/privateClient.ts); every answer of the server
 * replaces what is shown.
 */
export function useAddressBook(failedText: string) {
  const { authFetch, status } = useAuth()
  const locale = useLocale()
  const [owner, setOwner] = useState<BookOwner | null>(null)
  const [addresses, setAddresses] = useState<Address[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)

  const load = useCallback(async (): Promise<boolean> => {
    const read = await fetchUser(authFetch, locale)
    const u = read.ok ? read.data.user : null
    const next: BookOwner = {
      webUserId: u?.webUserId ?? null,
      customers: u?.customers ?? [],
      defaults: { billing: u?.WebUserBillingContactId ?? null, shipping: u?.WebUserShippingContactId ?? null },
    }
    const listed = read.ok
      ? await fetchAddresses(
          authFetch,
          {
            ...(next.webUserId !== null ? { webUserId: String(next.webUserId) } : {}),
            ...(next.customers.length ? { customerIds: next.customers.map((c) => c.id).join(',') } : {}),
          },
          locale,
        )
      : null
    if (!listed?.ok) {
      setLoadError(failedText)
      return false
    }
    setOwner(next)
    setAddresses(listed.data.data)
    setLoadError(null)
    return true
  }, [authFetch, locale, failedText])

  useEffect(() => {
    if (status === 'signed-in') void load()
  }, [status, load])

  /** A change's result, the address book read again after it went through. */
  const after = useCallback(
    async <T>(result: ApiResult<T>): Promise<BookResult<T>> => {
      if (!result.ok)
        return {
          ok: false,
          error: {
            status: result.error.status,
            code: result.error.code,
            message: result.error.message ?? failedText,
            field: result.error.path,
          },
        }
      await load()
      return result
    },
    [load, failedText],
  )

  const create = useCallback(
    async (fields: AddressBody): Promise<BookResult<Address>> => address(await after(await addAddress(authFetch, fields, locale))),
    [after, authFetch, locale],
  )

  const update = useCallback(
    async (id: number, fields: AddressBody): Promise<BookResult<Address>> =>
      address(await after(await editAddress(authFetch, id, fields, locale))),
    [after, authFetch, locale],
  )

  const remove = useCallback(
    async (id: number): Promise<BookResult<Address>> => address(await after(await removeAddress(authFetch, id, locale))),
    [after, authFetch, locale],
  )

  const setDefault = useCallback(
    async (kind: AddressKind, id: number): Promise<BookResult<UserAnswer>> => {
      const defaults = { ...(owner?.defaults ?? { billing: null, shipping: null }), [kind]: id }
      return after(
        await saveDefaultAddresses(
          authFetch,
          { WebUserBillingContactId: defaults.billing, WebUserShippingContactId: defaults.shipping },
          locale,
        ),
      )
    },
    [after, authFetch, locale, owner],
  )

  return { owner, addresses, loadError, reload: load, create, update, remove, setDefault }
}

export type AddressBook = ReturnType<typeof useAddressBook>
