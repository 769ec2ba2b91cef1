import { headers } from 'next/headers'

import { jsonLdString } from '@/lib/structuredData'

/** Structured data for search engines, under this request's CSP nonce. */
export async function JsonLd({ data }: { data: unknown }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
}
