import type { CollectionConfig, Field } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { viaStorefront } from '@/access/viaStorefront'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateCollection'
import { slugify, validateSlug } from '@/lib/catalogue/slug'

type Options = {
  slug: string
  group: 'Catalogue' | 'Content'
  /** Product slugs may span several segments (docs/routes.md). */
  multiSegmentSlug?: boolean
  fields?: Field[]
  /** Drafts with preview: visitors see the published version only. */
  drafts?: boolean
  /** Fields shown in the sidebar after the slug. */
  sidebar?: Field[]
}

/**
 * The shape every routed document shares: a localized title and a localized slug, so one
 * document has an English and a Spanish address, a summary and a rich-text body.
 */
export function contentCollection({
  slug,
  group,
  multiSegmentSlug = false,
  fields = [],
  drafts = false,
  sidebar = [],
}: Options): CollectionConfig {
  return {
    slug,
    admin: {
      useAsTitle: 'title',
      group,
      defaultColumns: ['title', 'slug', 'updatedAt'],
      // The Preview button opens the storefront page with the latest draft (staff only, see /api/preview).
      ...(drafts
        ? {
            preview: (doc: Record<string, unknown>, { locale }: { locale: string }) =>
              doc.id ? `/api/preview?collection=${slug}&id=${String(doc.id)}&locale=${locale}` : null,
          }
        : {}),
    },
    access: { read: viaStorefront(drafts ? publishedOrStaff : anyone), create: isStaff, update: isStaff, delete: isStaff },
    ...(drafts ? { versions: { drafts: true, maxPerDoc: 20 } } : {}),
    hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      {
        name: 'slug',
        type: 'text',
        localized: true,
        index: true,
        admin: {
          position: 'sidebar',
          description: multiSegmentSlug
            ? 'Lowercase words with dashes; segments separated by /. Left empty: made from the title.'
            : 'Lowercase words with dashes. Left empty: made from the title.',
        },
        hooks: {
          beforeValidate: [({ value, siblingData }) => value || slugify(String(siblingData?.title ?? ''))],
        },
        validate: (value: string | null | undefined) => validateSlug(value ?? '', multiSegmentSlug),
      },
      ...sidebar.map((field) => ({ ...field, admin: { ...('admin' in field ? field.admin : {}), position: 'sidebar' as const } }) as Field),
      { name: 'summary', type: 'textarea', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Shown at the top and in lists and link previews' } },
      { name: 'content', type: 'richText', localized: true },
      ...fields,
    ],
  }
}
