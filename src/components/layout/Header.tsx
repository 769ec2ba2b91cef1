import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import { drawMenuIcons } from '@/lib/catalogue/server/icons'
import { getMenu, type MenuItem } from '@/lib/content/server/menus'

import { UserMenu } from '@/components/auth/UserMenu.client'
import { MiniCart } from '@/components/cart/MiniCart.client'
import { SearchButton } from '@/components/search/SearchButton.client'

import { LanguageSwitch } from './LanguageSwitch.client'
import { Logo, QuickOrderIcon } from './Logo.client'
import { MainNav, MobileNav } from './MainNav.client'
import { ThemeToggle } from './ThemeToggle.client'
import { SkipLinks } from './SkipLinks.client'

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
      <SkipLinks content={t('skipToContent')} />
      <div className="mx-auto max-w-7xl">
        <div className="flex min-h-14 flex-wrap items-center gap-x-2 px-4 sm:gap-x-4">
          <Link href="/" aria-label={t('logoLink', { site: tm('siteName') })} data-testid="logo-link" className="shrink-0">
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
              className="hb hb-q max-sm:hidden"
            >
              <QuickOrderIcon />
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
            <Link href="/quick-order" data-testid="menu-quick-order">
              <QuickOrderIcon />
              {tc('quickOrder')}
            </Link>
          }
        />
      </div>
    </header>
  )
}
