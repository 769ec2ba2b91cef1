import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import type { RichTextValue } from '@/lib/catalogue/server/documents'

export function RichText({ data }: { data: RichTextValue | null }) {
  if (!data?.root?.children?.length) return null
  return (
    <div className="prose-content max-w-3xl">
      <LexicalRichText data={data} />
    </div>
  )
}
