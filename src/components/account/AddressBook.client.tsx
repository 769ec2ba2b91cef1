'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useToast } from '@/components/layout/Toasts.client'

import type { Country } from './AddressForm.client'
import { AddressPanel, type PanelState } from './AddressPanel.client'
import { AddressText } from './AddressText'
import { useAddressBook, type AddressKind } from './useAddressBook'

type Open = { tab: AddressKind; state: PanelState } | null

const buttonClass = 'rounded border border-neutral-500 px-3 py-1 text-sm font-semibold hover:bg-neutral-100 dark:hover:bg-neutral-800'

/**
 * The address book tab of the account area: the default shipping and billing addresses,
 * every address of the buyer and their customers, and the slide-over that adds, edits,
 * removes and chooses defaults.
 */
export function AddressBookView({ countries }: { countries: Country[] }) {
  const t = useTranslations('addresses')
  const toast = useToast()
  const book = useAddressBook(t('loadFailed'))
  const [open, setOpen] = useState<Open>(null)
  const list = book.addresses
  const defaults = book.owner?.defaults ?? { shipping: null, billing: null }
  const countryName = (code: string | null) => countries.find((c) => c.code === code)?.name ?? code ?? ''

  if (book.loadError) {
    return (
      <p role="alert" className="text-error-700 dark:text-error-300" data-testid="addresses-error">
        {book.loadError}
      </p>
    )
  }
  if (!list) {
    return (
      <p role="status" data-testid="addresses-loading">
        {t('loading')}
      </p>
    )
  }

  return (
    <div className="space-y-6" data-testid="address-book">
      <div className="grid gap-4 md:grid-cols-2">
        {(['shipping', 'billing'] as const).map((kind) => {
          const address = list.find((a) => a.id === defaults[kind])
          return (
            <section key={kind} className="rounded border border-neutral-300 p-4 dark:border-neutral-700" data-testid={`default-${kind}`}>
              <h3 className="mb-2 font-semibold">{t(`default.${kind}`)}</h3>
              {address ? <AddressText address={address} countryName={countryName(address.addressCountry)} /> : <p>{t('noDefault')}</p>}
              <button
                type="button"
                className={`mt-3 ${buttonClass}`}
                data-testid={`change-default-${kind}`}
                onClick={() => setOpen({ tab: kind, state: { mode: 'list' } })}
              >
                {t(`changeDefault.${kind}`)}
              </button>
            </section>
          )
        })}
      </div>

      <section>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold">{t('all')}</h3>
          <button
            type="button"
            data-testid="address-book-add"
            onClick={() => setOpen({ tab: 'shipping', state: { mode: 'form', index: -1 } })}
            className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
          >
            {t('addNew')}
          </button>
        </div>
        {list.length === 0 ? (
          <p data-testid="address-none">{t('none')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((a, index) => {
              const label = [a.nameCompany, a.addressLine1].filter(Boolean).join(', ')
              return (
                <li
                  key={a.id}
                  className="rounded border border-neutral-300 p-3 dark:border-neutral-700"
                  data-testid="book-item"
                  data-id={a.id}
                >
                  <AddressText address={a} countryName={countryName(a.addressCountry)} />
                  <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                    {(['shipping', 'billing'] as const).map(
                      (kind) =>
                        defaults[kind] === a.id && (
                          <span
                            key={kind}
                            className="rounded bg-primary-100 px-2 py-0.5 text-primary-900 dark:bg-primary-900 dark:text-primary-100"
                          >
                            {t(`chosen.${kind}`)}
                          </span>
                        ),
                    )}
                    {a.readOnly && (
                      <span
                        className="rounded bg-neutral-200 px-2 py-0.5 text-neutral-900 dark:bg-neutral-700 dark:text-neutral-100"
                        data-testid="book-readonly"
                      >
                        {t('readOnly')}
                      </span>
                    )}
                  </p>
                  {a.readOnly ? (
                    <p className="mt-2 text-xs text-neutral-700 dark:text-neutral-300">{t('readOnlyNote')}</p>
                  ) : (
                    <div className="mt-2 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={buttonClass}
                        data-testid="book-edit"
                        aria-label={`${t('edit')}: ${label}`}
                        onClick={() => setOpen({ tab: 'shipping', state: { mode: 'form', index } })}
                      >
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        className="rounded px-3 py-1 text-sm font-semibold text-error-700 hover:bg-error-50 dark:text-error-300 dark:hover:bg-error-950"
                        data-testid="book-remove"
                        aria-label={`${t('remove')}: ${label}`}
                        onClick={() => setOpen({ tab: 'shipping', state: { mode: 'remove', index } })}
                      >
                        {t('remove')}
                      </button>
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </section>

      {open && (
        <AddressPanel
          book={book}
          countries={countries}
          initialTab={open.tab}
          initialState={open.state}
          chosen={defaults}
          chooseLabel={(kind) => t(`makeDefault.${kind}`)}
          onChoose={async (kind, address) => {
            const result = await book.setDefault(kind, address.id)
            if (result.ok) toast('success', t(`defaultSaved.${kind}`))
            else toast('error', result.error.message)
            return result.ok
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  )
}
