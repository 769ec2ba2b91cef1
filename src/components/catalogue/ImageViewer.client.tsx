'use client'

import { useCallback, useEffect, useId, useState } from 'react'
import { createPortal } from 'react-dom'

import { ModalDialog } from '@/components/layout/ModalDialog.client'

/** An image as the viewer shows it: the largest stored rendition, its srcset and the file as uploaded. */
export type ViewerImage = { src: string; srcSet: string | null; width: number | null; height: number | null; alt: string; full: string }

/** The viewer's words, in the page's language (passed from the server: no messages on the client). */
export type ViewerLabels = { title: string; close: string; previous: string; next: string; counter: string; openFull: string }

const button =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * The series gallery's image viewer: a modal dialog with the large image, its description,
 * previous and next (buttons, and the arrow keys), Escape or the close button to leave.
 * Focus stays inside while it is open and the rest of the page is inert.
 */
export function ImageViewer({
  images,
  start,
  labels,
  onClose,
}: {
  images: ViewerImage[]
  start: number
  labels: ViewerLabels
  onClose: () => void
}) {
  const [index, setIndex] = useState(() => Math.min(Math.max(0, start), images.length - 1))
  const titleId = useId()
  const image = images[index]
  const many = images.length > 1
  const step = useCallback((by: number) => setIndex((i) => (i + by + images.length) % images.length), [images.length])

  // Escape and Tab are the dialog hook's; the arrow keys step through the images.
  useEffect(() => {
    if (!many) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
      e.preventDefault()
      step(e.key === 'ArrowLeft' ? -1 : 1)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [many, step])

  if (!image) return null
  const counter = labels.counter.replace('{n}', String(index + 1)).replace('{total}', String(images.length))
  return createPortal(
    <ModalDialog
      onClose={onClose}
      lockScroll
      backdropClassName="fixed inset-0 z-50 flex items-center justify-center bg-neutral-950/85 p-2 sm:p-6"
      className="flex max-h-full w-full max-w-5xl flex-col gap-3 text-white"
      labelledBy={titleId}
      testId="image-viewer"
      data-index={index}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold">
          {labels.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={labels.close}
          data-autofocus
          data-testid="image-viewer-close"
          className={button}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center">
        <img
          key={image.src}
          src={image.src}
          srcSet={image.srcSet ?? undefined}
          sizes={image.srcSet ? '(min-width: 1024px) 64rem, 100vw' : undefined}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          alt={image.alt}
          className="max-h-[70dvh] w-auto max-w-full rounded bg-white object-contain"
        />
        {many && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={labels.previous}
              data-testid="image-viewer-previous"
              className={`${button} absolute top-1/2 left-1 -translate-y-1/2`}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={labels.next}
              data-testid="image-viewer-next"
              className={`${button} absolute top-1/2 right-1 -translate-y-1/2`}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        {/* Said again as the image changes. */}
        <p aria-live="polite" data-testid="image-viewer-caption">
          <span className="font-semibold tabular-nums">{counter}</span> {image.alt}
        </p>
        <a href={image.full} className="inline-flex min-h-11 items-center font-semibold underline">
          {labels.openFull}
        </a>
      </div>
    </ModalDialog>,
    document.body,
  )
}
