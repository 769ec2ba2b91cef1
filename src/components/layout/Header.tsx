import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import { drawMenuIcons } from '@/lib/data/icons'
import { getMenu, type MenuItem } from '@/lib/data/menus'

import { UserMenu } from '@/components/auth/UserMenu.client'
import { MiniCart } from '@/components/cart/MiniCart.client'
import { SearchButton } from '@/components/search/SearchButton.client'

import { LanguageSwitch } from './LanguageSwitch.client'
import { Logo } from './Logo'
import { MainNav, MobileNav } from './MainNav'
import { ThemeToggle } from './ThemeToggle.client'

export async function Header() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations('nav')
  const tm = await getTranslations('meta')
  const tr = await getTranslations('reps')
  const tc = await getTranslations('cart')
  const repsLink: MenuItem = {
    label: tr('nav'),
    href: getPathname({ href: '/sales-reps', locale }),
    submenu: [],
  }
  // The staff's main menu when there is one; else the two pages the shop always has.
  const menu = await getMenu('main', locale)
  const listed: MenuItem[] = menu?.length
    ? [...menu, ...(menu.some((i) => i.href === repsLink.href) ? [] : [repsLink])]
    : [
        {
          label: t('products'),
          href: getPathname({ href: '/products', locale }),
          submenu: [],
        },
        repsLink,
      ]
  // Icons the menu's items refer to, from our drawings or the icon service (at most 1.5 s).
  const items = await drawMenuIcons(listed)
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-300 bg-white/95 backdrop-blur dark:border-neutral-800 dark:bg-neutral-900/95">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <div className="mx-auto max-w-7xl">
        <div className="flex h-14 items-center gap-2 px-4 sm:gap-4">
          <Link href="/" aria-label={t('home')} data-testid="logo-link" className="shrink-0">
            <Logo title={tm('siteName')} />
          </Link>
          <MainNav items={items} label={t('mainNavigation')} />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <SearchButton />
            <LanguageSwitch />
            <ThemeToggle />
            <Link
              href="/quick-order"
              data-testid="header-quick-order"
              aria-label={tc('quickOrder')}
              title={tc('quickOrder')}
              className="hidden h-8 min-w-8 shrink-0 items-center justify-center gap-1.5 rounded border border-neutral-300 px-0 text-sm text-neutral-700 hover:bg-neutral-100 sm:inline-flex 2xl:px-2 dark:border-neutral-700 dark:text-neutral-300 dark:hover:bg-neutral-800"
            >
              <QuickOrderIcon />
              <span className="hidden 2xl:inline" aria-hidden="true">
                {tc('quickOrder')}
              </span>
            </Link>
            <UserMenu />
            <MiniCart />
          </div>
        </div>
        {/* On a phone the bar has no room left: quick order leads the menu row instead. */}
        <MobileNav
          items={items}
          label={t('mainNavigation')}
          first={
            <Link href="/quick-order" data-testid="menu-quick-order" className="flex min-h-11 items-center gap-1.5 px-3 text-sm font-semibold">
              <QuickOrderIcon />
              {tc('quickOrder')}
            </Link>
          }
        />
      </div>
    </header>
  )
}

/** A list with a lightning bolt: ordering by part number. */
function QuickOrderIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 6h9M4 12h7M4 18h9" />
      <path d="M18 3l-3 8h5l-3 10" />
    </svg>
  )
}
