import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateCollection'
import { localeLabels, locales } from '@/i18n/locales'
import { synonymGroupProblem } from '@/lib/search/server/synonyms'

/**
 * The trade's words for the instant search: each document is a group of terms that mean
 * the same in one language ("push button", "pushbutton"). A search for any of them finds
 * what the others name. Read by the search index only (Local API); every change expires
 * the collection's cache tag, so the next search uses it.
 */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: 'Search synonym group', plural: 'Search synonyms' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'locale', 'terms'],
    description:
      'Words buyers use for the same thing. A search for any word of a group also finds what the other words name, in the language of the group. Changes apply to the next search.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        // Terms trimmed; the list's title is the group's terms, so staff find a group by any of its words.
        const given: unknown = data.terms ?? (originalDoc as { terms?: unknown } | undefined)?.terms
        const terms = Array.isArray(given)
          ? given
              .filter((t): t is string => typeof t === 'string')
              .map((t) => t.trim())
              .filter(Boolean)
          : []
        return { ...data, ...(data.terms ? { terms } : {}), name: terms.join(' = ') }
      },
    ],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  fields: [
    {
      name: 'locale',
      label: 'Language',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'en',
      options: locales.map((value) => ({ label: localeLabels[value].name, value })),
      admin: { description: 'The language buyers search in. Add the English words a Spanish buyer may type to a Spanish group too.' },
    },
    {
      name: 'terms',
      label: 'Equivalent words',
      type: 'text',
      hasMany: true,
      required: true,
      admin: {
        description:
          'At least two; each a word or a short phrase (up to 4 words), e.g. push button, pushbutton. Case and accents do not matter.',
      },
      validate: (value: string[] | null | undefined) => synonymGroupProblem(value) ?? true,
    },
    {
      name: 'name',
      type: 'text',
      label: 'Group',
      admin: { readOnly: true, position: 'sidebar', description: 'Made from the words, for the list.' },
    },
  ],
}
