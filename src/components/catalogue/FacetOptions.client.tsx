'use client'

import { serializeListQuery, toggleFilter, type ListQuery } from '@/lib/catalogue/query'

/** One value: slug, label, how many series it leaves, whether it is on, and its own key when not the group's (the stock filters' group). */
export type FacetOption = [slug: string, label: string, count: number, on: 0 | 1, key?: string]

/**
 * An attribute's values as plain links (rendered on the server too, so they work without
 * script). A client component only so that the page's flight data carries each value as a
 * short array rather than its whole markup: the product list has about 185 of them, so each
 * is the least markup that works (the group's links with no list around them: the group is
 * named by its heading; the box and tick drawn by CSS, the link a query only). Their look is
 * `.facets` in globals.css.
 */
export function FacetOptions({
  attribute,
  options,
  query,
  basePath,
}: {
  attribute: string
  options: FacetOption[]
  query: ListQuery
  basePath: string
}) {
  return (
    <div className="facets">
      {/* The query alone (it resolves against the page's own path), or the path for no query. */}
      {options.map(([slug, label, count, on, key = attribute]) => (
        <a
          key={`${key}=${slug}`}
          href={serializeListQuery(toggleFilter(query, key, slug)) || basePath}
          rel="nofollow"
          aria-current={on ? 'true' : undefined}
        >
          {label}
          <small>{count}</small>
        </a>
      ))}
    </div>
  )
}

/**
 * One attribute's group: key, the group's own id when it is one of several (an attribute
 * in several units has one group per unit; '' otherwise: the key), title, its values (the first `visible` shown, the rest folded under
 * "n more", open when one of them is on) and the words of that fold.
 */
export type FacetGroup = [key: string, id: string, title: string, options: FacetOption[], more: string]

/** Every attribute's group of values, from one short array per group (see FacetOptions). */
export function FacetGroups({
  groups,
  visible,
  query,
  basePath,
}: {
  groups: FacetGroup[]
  visible: number
  query: ListQuery
  basePath: string
}) {
  return groups.map(([key, own, title, options, more]) => {
    const id = own || key
    return (
      // Its look is `.fg` in globals.css.
      <div key={id} role="group" aria-labelledby={`facet-${id}`} data-attribute={key} className="fg">
        <h3 id={`facet-${id}`}>{title}</h3>
        <FacetOptions attribute={key} options={options.slice(0, visible)} query={query} basePath={basePath} />
        {options.length > visible && (
          <details open={options.slice(visible).some((o) => o[3] === 1)}>
            <summary>{more}</summary>
            <FacetOptions attribute={key} options={options.slice(visible)} query={query} basePath={basePath} />
          </details>
        )}
      </div>
    )
  })
}
