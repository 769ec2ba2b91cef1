'use client'

import { CatalogueImage } from './CatalogueImage'
import { NoImage } from './NoImage'

/** A card's image: src, srcset, width, height and text. */
export type CardImage = [src: string, srcSet: string | null, width: number | null, height: number | null, alt: string]

/**
 * One series card as plain data: id, series code, title, summary, link, image, its part
 * count in words ('' for none), its lowest price formatted (null: none known), whether
 * it has parts to call for a price, and on the product list how many of them are in stock
 * and ship today, in words ('' for none).
 */
export type SeriesCardData = [
  id: string,
  series: string | null,
  title: string,
  summary: string | null,
  href: string,
  image: CardImage | null,
  parts: string,
  price: string | null,
  hasParts: boolean,
  stock?: string,
]

type Props = {
  cards: SeriesCardData[]
  /** The words around the lowest price ("from {price}"), split on the server. */
  from: [before: string, after: string]
  callForPrice: string
  gridClass: string
  sizes: string
  /** How many cards may be above the fold (their images load at once). */
  eager: number
  testId?: string
}

/**
 * Series cards. Rendered on the server into the HTML like any other; a client component only
 * so that the page's flight data carries each card as a short array rather than its markup
 * again (the product list shows 24). Their look is `.card*` in globals.css.
 */
export function SeriesCards({ cards, from, callForPrice, gridClass, sizes, eager, testId }: Props) {
  return (
    <ul data-testid={testId} className={gridClass}>
      {cards.map(([id, series, title, summary, href, image, parts, price, hasParts, stock], i) => (
        <li key={id} data-series={series ?? undefined} className="card">
          <div className="card-img">
            {image ? (
              <CatalogueImage
                image={{ src: image[0], srcSet: image[1], width: image[2], height: image[3], alt: image[4] }}
                sizes={sizes}
                priority={i < eager}
              />
            ) : (
              <NoImage />
            )}
          </div>
          <div className="card-body">
            <p className="card-code">{series}</p>
            <h2 className="card-title">
              <a href={href} className="card-link">
                {title}
              </a>
            </h2>
            {summary && <p className="card-sum">{summary}</p>}
            <p className="card-meta">
              {parts && <span className="card-n">{parts}</span>}
              {price !== null ? (
                <span data-testid="series-from-price" className="tabular-nums">
                  {from[0]}
                  <strong>{price}</strong>
                  {from[1]}
                </span>
              ) : (
                hasParts && <span className="font-semibold">{callForPrice}</span>
              )}
            </p>
            {stock && (
              <p data-testid="series-stock" className="card-stock">
                {stock}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
