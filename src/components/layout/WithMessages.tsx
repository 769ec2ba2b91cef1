import { NextIntlClientProvider } from 'next-intl'

import { LAYOUT_NAMESPACES, pickMessages } from '@/lib/i18n/clientMessages'

/** Gives the client components below it the layout's message namespaces and these (a page's own). */
export async function WithMessages({ namespaces, children }: { namespaces: readonly string[]; children: React.ReactNode }) {
  return <NextIntlClientProvider messages={await pickMessages([...LAYOUT_NAMESPACES, ...namespaces])}>{children}</NextIntlClientProvider>
}
