'use client'

import { useId } from 'react'

import { Portal } from '@/components/layout/Portal.client'
import { ModalDialog } from '@/components/layout/ModalDialog.client'
import { useModalDialog } from '@/components/layout/useModalDialog'

/**
 * A panel sliding in from the right (the address book's and shipping's slide-overs of spec
 * section 2): modal, focus kept inside, Escape or the close button closes it.
 */
export function SlideOver({
  title,
  closeLabel,
  onClose,
  children,
  testId,
}: {
  title: string
  closeLabel: string
  onClose: () => void
  children: React.ReactNode
  testId: string
}) {
  const titleId = useId()
  return (
    <Portal slot="login-modal-slot">
      <ModalDialog
        onClose={onClose}
        backdropClassName="fixed inset-0 z-50 flex justify-end bg-neutral-950/60"
        className="flex h-full w-full max-w-lg flex-col overflow-y-auto bg-white shadow-xl dark:bg-neutral-900 dark:text-neutral-100"
        labelledBy={titleId}
        testId={testId}
      >
        <div className="flex items-start justify-between gap-4 border-b border-neutral-200 p-4 dark:border-neutral-800">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            data-testid={`${testId}-close`}
            className="rounded px-2 text-2xl leading-none hover:bg-neutral-100 dark:hover:bg-neutral-800"
          >
            ×
          </button>
        </div>
        <div className="flex-1 p-4">{children}</div>
      </ModalDialog>
    </Portal>
  )
}

/** A confirmation asked inside a panel (role alertdialog), focus kept on its two buttons. */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
  testId,
}: {
  message: React.ReactNode
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
  testId: string
}) {
  const ref = useModalDialog(onCancel)
  const messageId = useId()
  return (
    <div
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={messageId}
      data-testid={testId}
      className="rounded border border-error-600 bg-error-50 p-4 text-error-950 dark:bg-error-950 dark:text-error-50"
    >
      <div id={messageId}>{message}</div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          data-testid={`${testId}-confirm`}
          className="rounded bg-error-700 px-3 py-1.5 font-semibold text-white disabled:opacity-60 dark:bg-error-300 dark:text-neutral-950"
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          onClick={onCancel}
          data-autofocus
          data-testid={`${testId}-cancel`}
          className="rounded border border-neutral-500 bg-white px-3 py-1.5 font-semibold text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100"
        >
          {cancelLabel}
        </button>
      </div>
    </div>
  )
}
