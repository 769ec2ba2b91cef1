'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'

import { useToast } from '@/components/layout/Toasts.client'

import { AddressForm, type Country } from './AddressForm.client'
import { AddressItem } from './AddressItem.client'
import { SlideOver } from './SlideOver.client'
import type { Address, AddressBook, AddressKind } from './useAddressBook'

/** The address panel's open states (docs/accounts.md, "Addresses"): the list, a form (-1: new) or the remove dialog. */
export type PanelState = { mode: 'list' } | { mode: 'form'; index: number } | { mode: 'remove'; index: number }

const KINDS: readonly AddressKind[] = ['shipping', 'billing']

/**
 * The address book's slide-over (docs/accounts.md, "Addresses"): tabs for shipping and billing, each
 * listing the buyer's addresses to choose from, an add-new form, an edit form and a remove
 * confirmation. Read-only addresses (docs/accounts.md) can be chosen, not changed.
 * Unmounting it (closing) drops every form's state.
 */
export function AddressPanel({
  book,
  countries,
  initialTab,
  initialState = { mode: 'list' },
  chosen,
  chooseLabel,
  onChoose,
  chooseNew = false,
  onClose,
}: {
  book: AddressBook
  countries: Country[]
  initialTab: AddressKind
  initialState?: PanelState
  chosen: Record<AddressKind, number | null>
  chooseLabel: (kind: AddressKind) => string
  onChoose: (kind: AddressKind, address: Address) => Promise<boolean>
  /** Every address added here is chosen at once (checkout: the buyer added it to use it); else only a first one. */
  chooseNew?: boolean
  onClose: () => void
}) {
  const t = useTranslations('addresses')
  const toast = useToast()
  const ids = useId()
  const [tab, setTab] = useState<AddressKind>(initialTab)
  const [state, setState] = useState<PanelState>(initialState)
  const [busy, setBusy] = useState(false)
  const tabRefs = useRef<Partial<Record<AddressKind, HTMLButtonElement | null>>>({})
  const list = book.addresses ?? []
  const countryName = (code: string | null) => countries.find((c) => c.code === code)?.name ?? code ?? ''
  const title = state.mode === 'form' ? (state.index === -1 ? t('newTitle') : t('editTitle')) : t('panelTitle')

  // Back on the list from a form or the remove dialog: the focus goes to the tab in view.
  // Only a change of mode moves the focus, not a change of tab: the tab is read as the mode changes.
  const previousMode = useRef(state.mode)
  const focusTab = useEffectEvent(() => tabRefs.current[tab]?.focus())
  useEffect(() => {
    if (state.mode === 'list' && previousMode.current !== 'list') focusTab()
    previousMode.current = state.mode
  }, [state.mode])

  const onTabKey = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return
    e.preventDefault()
    const i = KINDS.indexOf(tab)
    const next =
      e.key === 'Home'
        ? KINDS[0]
        : e.key === 'End'
          ? KINDS[KINDS.length - 1]
          : KINDS[(i + (e.key === 'ArrowRight' ? 1 : KINDS.length - 1)) % KINDS.length]
    setTab(next)
    tabRefs.current[next]?.focus()
  }

  if (state.mode === 'form') {
    const address = state.index === -1 ? null : (list[state.index] ?? null)
    return (
      <SlideOver title={title} closeLabel={t('close')} onClose={onClose} testId="address-panel">
        <AddressForm
          address={address}
          countries={countries}
          onCancel={() => setState({ mode: 'list' })}
          onSubmit={async (fields) => {
            const result = address ? await book.update(address.id, fields) : await book.create(fields)
            if (result.ok) {
              toast('success', address ? t('updated') : t('added'))
              // A new address is chosen for the tab it was added from (a new buyer's first one becomes the default).
              // At checkout (chooseNew), choosing it closes the panel: nothing more to do here.
              if (!address && result.data?.id && (chooseNew || !chosen[tab]) && (await onChoose(tab, result.data)) && chooseNew)
                return result
              setState({ mode: 'list' })
            }
            return result
          }}
        />
      </SlideOver>
    )
  }

  return (
    <SlideOver title={title} closeLabel={t('close')} onClose={onClose} testId="address-panel">
      <div role="tablist" aria-label={t('kinds')} className="mb-4 flex gap-1 border-b border-neutral-300 dark:border-neutral-700">
        {KINDS.map((kind) => (
          <button
            key={kind}
            ref={(el) => {
              tabRefs.current[kind] = el
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${kind}`}
            aria-selected={tab === kind}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === kind ? 0 : -1}
            onClick={() => setTab(kind)}
            onKeyDown={onTabKey}
            data-testid={`address-tab-${kind}`}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab === kind ? 'border-primary-700 text-primary-800 dark:border-primary-400 dark:text-primary-300' : 'border-transparent text-neutral-700 dark:text-neutral-300'}`}
          >
            {t(`tab.${kind}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${tab}`} className="space-y-3">
        <button
          type="button"
          onClick={() => setState({ mode: 'form', index: -1 })}
          data-testid="address-add"
          className="rounded bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950"
        >
          {t('addNew')}
        </button>
        {list.length === 0 && <p data-testid="address-none">{t('none')}</p>}
        <ul className="space-y-3">
          {list.map((a, index) => (
            <AddressItem
              key={a.id}
              address={a}
              tab={tab}
              countryName={countryName(a.addressCountry)}
              isChosen={chosen[tab] === a.id}
              chooseLabel={chooseLabel(tab)}
              removing={state.mode === 'remove' && state.index === index}
              busy={busy}
              onChoose={async () => {
                setBusy(true)
                await onChoose(tab, a)
                setBusy(false)
              }}
              onEdit={() => setState({ mode: 'form', index })}
              onAskRemove={() => setState({ mode: 'remove', index })}
              onCancelRemove={() => setState({ mode: 'list' })}
              onRemove={async () => {
                setBusy(true)
                const result = await book.remove(a.id)
                setBusy(false)
                if (result.ok) toast('info', t('removed'))
                else toast('error', result.error.message)
                setState({ mode: 'list' })
              }}
            />
          ))}
        </ul>
      </div>
    </SlideOver>
  )
}
