'use client'

/**
 * One category link as plain data: href, title, how many series match, whether it is the
 * current page, and its accessories (one level) the same way.
 */
export type CategoryLink = [href: string, title: string, count: number, current: 0 | 1, children?: CategoryLink[]]

/**
 * The category list's links (rendered on the server too, so they work without script). A
 * client component only so that the page's flight data carries each link as a short array
 * rather than its markup: the list shows every family. Their look is `.cats` in globals.css.
 */
export function CategoryLinks({ links }: { links: CategoryLink[] }) {
  return links.map(([href, title, count, current, children]) => (
    <li key={href}>
      <a href={href} aria-current={current ? 'page' : undefined} className={count ? undefined : 'dim'}>
        {title}
        <small>{count}</small>
      </a>
      {children && children.length > 0 && (
        <ul>
          <CategoryLinks links={children} />
        </ul>
      )}
    </li>
  ))
}
