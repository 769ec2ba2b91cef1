import { NextIntlClientProvider } from 'next-intl'

import { LAYOUT_MESSAGES, pickMessages } from '@/lib/content/server/clientMessages'

/** Gives the client components below it the layout's messages and these namespaces whole (a page's own). */
export async function WithMessages({ namespaces, children }: { namespaces: readonly string[]; children: React.ReactNode }) {
  return <NextIntlClientProvider messages={await pickMessages([...LAYOUT_MESSAGES, ...namespaces])}>{children}</NextIntlClientProvider>
}
