'use client'

import { useModalDialog } from './useModalDialog'

type Props = {
  onClose: () => void
  /** The backdrop's look (a press on it, outside the dialog, closes). */
  backdropClassName: string
  className: string
  /** The id of the dialog's title. */
  labelledBy: string
  testId: string
  /** The page behind does not scroll while it is open. */
  lockScroll?: boolean
  children: React.ReactNode
} & { [data: `data-${string}`]: string | number | undefined }

/**
 * A modal dialog over a backdrop: focus kept inside and given back, Escape or a press on the
 * backdrop closes, the rest of the page inert (./useModalDialog.ts). Its caller places it (a
 * portal); `data-*` attributes go on the dialog.
 */
export function ModalDialog({ onClose, backdropClassName, className, labelledBy, testId, lockScroll = false, children, ...data }: Props) {
  const ref = useModalDialog(onClose, { lockScroll })
  return (
    <div className={backdropClassName} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={labelledBy} data-testid={testId} {...data} className={className}>
        {children}
      </div>
    </div>
  )
}
