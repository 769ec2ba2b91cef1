import NextLink from 'next/link'

import type { MenuItem } from '@/lib/data/menus'

const linkClass =
  'block rounded px-3 py-2 text-sm font-semibold whitespace-nowrap text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950 dark:text-neutral-200 dark:hover:bg-neutral-800'

function MenuAnchor({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
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

/**
 * The header's main menu (Content > Menus, slug `main`): each item with its submenu opens
 * on hover and on keyboard focus (CSS only, so it works without script). On a phone the
 * top-level items scroll sideways in a row of their own.
 */
export function MainNav({ items, label }: { items: MenuItem[]; label: string }) {
  return (
    <nav aria-label={label} className="hidden flex-1 items-center gap-1 xl:flex" data-testid="main-menu">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.label} className="group relative">
            <MenuAnchor href={item.href} className={linkClass}>
              {item.label}
            </MenuAnchor>
            {item.submenu.length > 0 && (
              <ul className="invisible absolute left-0 top-full z-50 min-w-56 rounded border border-neutral-300 bg-white py-1 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:border-neutral-700 dark:bg-neutral-900">
                {item.submenu.map((sub) => (
                  <li key={sub.href + sub.label}>
                    <MenuAnchor
                      href={sub.href}
                      className="block px-4 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
                    >
                      {sub.label}
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

/** The phone's row of top-level menu items, under the header's bar. */
export function MobileNav({ items, label }: { items: MenuItem[]; label: string }) {
  return (
    <nav aria-label={label} className="w-full overflow-x-auto border-t border-neutral-200 xl:hidden dark:border-neutral-800">
      <ul className="flex gap-1 px-2">
        {items.map((item) => (
          <li key={item.label} className="shrink-0">
            <MenuAnchor href={item.href} className="block px-3 py-2 text-sm font-semibold">
              {item.label}
            </MenuAnchor>
          </li>
        ))}
      </ul>
    </nav>
  )
}
