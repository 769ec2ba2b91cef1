'use client'

import dynamic from 'next/dynamic'
import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import type { ViewerImage, ViewerLabels } from './ImageViewer.client'

// The viewer's code is fetched when a buyer first points at or opens an image, not with the page.
const loadViewer = () => import('./ImageViewer.client')
const ImageViewer = dynamic(() => loadViewer().then((m) => m.ImageViewer), { ssr: false })

/**
 * The series gallery's links (rendered on the server as plain links to the image files)
 * opening an image viewer on the page instead: a click on a link with `data-viewer-index`
 * opens that image; a click with a modifier key, or any click before script runs, follows
 * the link as usual. Focus goes back to the link when the viewer closes.
 */
export function GalleryViewer({ images, labels, children }: { images: ViewerImage[]; labels: ViewerLabels; children: ReactNode }) {
  const [open, setOpen] = useState<number | null>(null)
  const returnFocus = useRef<HTMLElement | null>(null)

  const onClick = useCallback((e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const link = (e.target as Element).closest<HTMLAnchorElement>('a[data-viewer-index]')
    if (!link) return
    e.preventDefault()
    returnFocus.current = link
    setOpen(Number(link.dataset.viewerIndex))
  }, [])

  const close = useCallback(() => {
    setOpen(null)
    const target = returnFocus.current
    returnFocus.current = null
    requestAnimationFrame(() => target?.isConnected && target.focus())
  }, [])

  return (
    // Clicks bubble here from the links inside; the links themselves stay plain links.
    <div onClick={onClick} onPointerOver={() => void loadViewer()} onFocusCapture={() => void loadViewer()}>
      {children}
      {open !== null && <ImageViewer images={images} start={open} labels={labels} onClose={close} />}
    </div>
  )
}
