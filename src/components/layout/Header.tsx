import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import { LanguageSwitch } from './LanguageSwitch.client'
import { Logo } from './Logo'
import { ThemeToggle } from './ThemeToggle.client'

export async function Header() {
  const t = await getTranslations('nav')
  const tm = await getTranslations('meta')
  const tr = await getTranslations('reps')
  const links = [
    { href: '/products' as const, label: t('products') },
    { href: '/sales-reps' as const, label: tr('nav') },
  ]
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-300 bg-white/95 backdrop-blur dark:border-neutral-800 dark:bg-neutral-900/95">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
        <Link href="/" aria-label={t('home')} data-testid="logo-link" className="shrink-0">
          <Logo title={tm('siteName')} />
        </Link>
        <nav aria-label={t('mainNavigation')} className="hidden flex-1 items-center gap-1 sm:flex">
          {links.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              className="rounded px-3 py-2 text-sm font-semibold text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950 dark:text-neutral-200 dark:hover:bg-neutral-800"
            >
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
      <nav aria-label={t('mainNavigation')} className="flex gap-1 border-t border-neutral-200 px-2 sm:hidden dark:border-neutral-800">
        {links.map((l) => (
          <Link key={l.href} href={l.href} className="px-3 py-2 text-sm font-semibold">
            {l.label}
          </Link>
        ))}
      </nav>
    </header>
  )
}
