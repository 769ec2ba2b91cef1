import { jsonLdString } from '@/lib/content/structuredData'

/** Structured data for search engines: a data block, never run, so no script policy applies to it. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
}
