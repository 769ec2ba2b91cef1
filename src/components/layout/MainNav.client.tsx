'use client'

import NextLink from 'next/link'

import type { DrawnItem, DrawnLink } from '@/lib/catalogue/server/icons'

import { ContentIcon } from '@/components/content/ContentIcon'

/** A menu link's icon (when content gives one) before its label. */
function Label({ link }: { link: DrawnLink }) {
  return link.icon === undefined ? (
    link.label
  ) : (
    <span className="inline-flex items-center gap-1.5">
      <ContentIcon svg={link.icon} />
      {link.label}
    </span>
  )
}

function MenuAnchor({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  // Menu links are written by the staff already localized (/es/productos...); outside links open as they are.
  return href.startsWith('/') ? (
    <NextLink href={href} className={className}>
      {children}
    </NextLink>
  ) : (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  )
}

/*
 * Client components only so that the page's flight data carries the menu once, as its items
 * (the header passes the same list to both), not as the markup of two menus (README, "Lean pages").
 */

/**
 * The header's main menu (Content > Menus, slug `main`): each item with its submenu opens
 * on hover and on keyboard focus (CSS only, so it works without script). From 1280 px it takes
 * a row of its own under the bar (the Spanish words, the search box and a signed-in name did
 * not fit beside it: the page was 1,401 px wide), beside the bar from 1536 px. On a phone the
 * top-level items scroll sideways in a row of their own.
 */
export function MainNav({ items, label }: { items: DrawnItem[]; label: string }) {
  return (
    // Its items' look is `.mm` in globals.css, written once rather than on every link.
    <nav
      aria-label={label}
      className="mm hidden items-center gap-1 xl:order-last xl:flex xl:w-full xl:pb-1 2xl:order-none 2xl:w-auto 2xl:flex-1 2xl:pb-0"
      data-testid="main-menu"
    >
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.label}>
            <MenuAnchor href={item.href}>
              <Label link={item} />
            </MenuAnchor>
            {item.submenu.length > 0 && (
              <ul>
                {item.submenu.map((sub) => (
                  <li key={sub.href + sub.label}>
                    <MenuAnchor href={sub.href}>
                      <Label link={sub} />
                    </MenuAnchor>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The phone's row of top-level menu items, under the header's bar. When it is wider than the
 * screen, its right edge fades out (and the fade leaves once scrolled to the end), so the row
 * shows that it scrolls; `first` (on phones only) leads the row.
 */
export function MobileNav({ items, label, first }: { items: DrawnItem[]; label: string; first?: React.ReactNode }) {
  return (
    // Its items' look is `.mn` in globals.css.
    <nav aria-label={label} className="mn scroll-hint w-full overflow-x-auto border-t border-neutral-200 xl:hidden dark:border-neutral-800">
      <ul className="flex gap-1 px-2">
        {first && <li className="sm:hidden">{first}</li>}
        {items.map((item) => (
          <li key={item.label}>
            <MenuAnchor href={item.href}>
              <Label link={item} />
            </MenuAnchor>
          </li>
        ))}
      </ul>
    </nav>
  )
}
