import { getLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { drawMenuIcons } from '@/lib/catalogue/server/icons'
import { getMenu } from '@/lib/content/server/menus'

import { ContentIcon } from '@/components/content/ContentIcon'

/** The menu `e2e-icons` with its icons drawn as the header draws them, for the icon service tests. */
export async function MenuIconsProbe() {
  const locale = (await getLocale()) as Locale
  const items = await drawMenuIcons((await getMenu('e2e-icons', locale)) ?? [])
  return (
    <ul data-testid="menu-icons" className="space-y-2">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          {item.icon !== undefined && <ContentIcon svg={item.icon} />}
          {item.label}
        </li>
      ))}
    </ul>
  )
}
