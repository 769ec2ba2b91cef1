'use client'

import dynamic from 'next/dynamic'
import { useCallback, useRef, useState, type MouseEvent } from 'react'

import { CatalogueImage } from './CatalogueImage'
import type { ViewerImage, ViewerLabels } from './ImageViewer.client'

/** The viewer's words, the list's name and a thumbnail's link text (`{n}` and `{alt}` filled in here). */
export type GalleryLabels = ViewerLabels & { gallery: string; openImage: string }

// The viewer's code is fetched when a buyer first points at or opens an image, not with the page.
const loadViewer = () => import('./ImageViewer.client')
const ImageViewer = dynamic(() => loadViewer().then((m) => m.ImageViewer), { ssr: false })

/**
 * The series gallery's thumbnails after the main image (`thumbs[i]` is the file that shows
 * `images[i + 1]` small; its srcset, size and text are that image's):
 * plain links to the image files in the HTML, opening an image viewer on the page instead: a
 * click on a link with `data-viewer-index` opens that image; a click with a modifier key, or
 * any click before script runs, follows the link as usual. Focus goes back to the link when
 * the viewer closes. Drawn here from the images' data, so the page's flight data does not
 * carry the list's markup as well. Their look is `.thumb` in globals.css.
 */
export function GalleryViewer({ images, thumbs, labels }: { images: ViewerImage[]; thumbs: string[]; labels: GalleryLabels }) {
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
      <ul aria-label={labels.gallery} className="grid grid-cols-4 gap-2">
        {thumbs.map((src, i) => {
          const image = images[i + 1]
          return (
            <li key={image.full}>
              <a
                href={image.full}
                data-viewer-index={i + 1}
                aria-haspopup="dialog"
                aria-label={labels.openImage.replace('{n}', String(i + 2)).replace('{alt}', image.alt)}
                className="thumb"
              >
                <CatalogueImage image={{ ...image, src }} sizes="8rem" />
              </a>
            </li>
          )
        })}
      </ul>
      {open !== null && <ImageViewer images={images} start={open} labels={labels} onClose={close} />}
    </div>
  )
}
