'use client'

import { useTranslations } from 'next-intl'

import { AddressText } from './AddressText'
import { ConfirmDialog } from './SlideOver.client'
import type { Address, AddressKind } from './useAddressBook'

/**
 * One address in the panel's list: the address, its chosen and read-only badges, and either its
 * buttons (choose, edit, remove; a read-only one can only be chosen) or the remove confirmation.
 */
export function AddressItem({
  address: a,
  tab,
  countryName,
  isChosen,
  chooseLabel,
  removing,
  busy,
  onChoose,
  onEdit,
  onAskRemove,
  onCancelRemove,
  onRemove,
}: {
  address: Address
  tab: AddressKind
  countryName: string
  isChosen: boolean
  chooseLabel: string
  removing: boolean
  busy: boolean
  onChoose: () => Promise<void>
  onEdit: () => void
  onAskRemove: () => void
  onCancelRemove: () => void
  onRemove: () => Promise<void>
}) {
  const t = useTranslations('addresses')
  const label = [a.nameCompany, a.addressLine1].filter(Boolean).join(', ')
  return (
    <li
      data-testid="address-item"
      data-id={a.id}
      className={`rounded border p-3 ${isChosen ? 'border-primary-700 dark:border-primary-400' : 'border-neutral-300 dark:border-neutral-700'}`}
    >
      <AddressText address={a} countryName={countryName} />
      <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
        {isChosen && (
          <span
            className="rounded bg-primary-100 px-2 py-0.5 text-primary-900 dark:bg-primary-900 dark:text-primary-100"
            data-testid="address-chosen"
          >
            {t(`chosen.${tab}`)}
          </span>
        )}
        {a.readOnly && (
          <span
            className="rounded bg-neutral-200 px-2 py-0.5 text-neutral-900 dark:bg-neutral-700 dark:text-neutral-100"
            data-testid="address-readonly"
          >
            {t('readOnly')}
          </span>
        )}
      </p>
      {removing ? (
        <div className="mt-3">
          <ConfirmDialog
            testId="address-remove-dialog"
            message={t('removeConfirm', { address: label })}
            confirmLabel={t('removeYes')}
            cancelLabel={t('removeNo')}
            busy={busy}
            onCancel={onCancelRemove}
            onConfirm={onRemove}
          />
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {!isChosen && (
            <button
              type="button"
              disabled={busy}
              onClick={onChoose}
              data-testid="address-choose"
              aria-label={`${chooseLabel}: ${label}`}
              className="rounded border border-primary-700 px-3 py-1 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-300 dark:hover:bg-primary-950"
            >
              {chooseLabel}
            </button>
          )}
          {!a.readOnly && (
            <>
              <button
                type="button"
                onClick={onEdit}
                data-testid="address-edit"
                aria-label={`${t('edit')}: ${label}`}
                className="rounded border border-neutral-500 px-3 py-1 text-sm font-semibold hover:bg-neutral-100 dark:hover:bg-neutral-800"
              >
                {t('edit')}
              </button>
              <button
                type="button"
                onClick={onAskRemove}
                data-testid="address-remove"
                aria-label={`${t('remove')}: ${label}`}
                className="rounded px-3 py-1 text-sm font-semibold text-error-700 hover:bg-error-50 dark:text-error-300 dark:hover:bg-error-950"
              >
                {t('remove')}
              </button>
            </>
          )}
        </div>
      )}
    </li>
  )
}
