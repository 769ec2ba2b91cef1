import type { CollectionConfig } from 'payload'

import { MATCH_LEVELS, crossKey } from '@/domain'
import { answerRequests, checkCrossTarget, checkCrossTargetExists, checkSupersession } from '@/hooks/crossReferenceChecks'

import { staffCollection } from './staffCollection'

/** The key field a number's normal form is kept in (docs/cross-references.md): set on every save, never typed. */
const keyOf = (source: string) => ({
  name: `${source.replace(/Pn$/, '')}Key`,
  type: 'text' as const,
  index: true,
  admin: { readOnly: true, hidden: true },
  hooks: { beforeChange: [({ siblingData }: { siblingData: Record<string, unknown> }) => crossKey(String(siblingData[source] ?? ''))] },
})

const trimmed = { beforeValidate: [({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value)] }

/**
 * Another maker's part and ours that replaces it (docs/cross-references.md): the search, the
 * quick order and the BOM paste answer a competitor's number with ours. Crosses to a part, or
 * to a series when the match is a family. Read by the storefront's loaders only.
 */
export const CrossReferences: CollectionConfig = staffCollection({
  slug: 'cross-references',
  group: 'Catalogue',
  // A buyer who asked for this number's cross is mailed the answer (docs/cross-references.md, "Ask us for a cross").
  afterChange: [answerRequests],
  admin: {
    useAsTitle: 'competitorPn',
    defaultColumns: ['brand', 'competitorPn', 'part', 'series', 'match'],
    description: 'Other makers’ part numbers and ours. Numbers compare without case, spaces, dashes, dots and slashes.',
  },
  beforeChange: [checkCrossTargetExists],
  fields: [
    {
      name: 'brand',
      type: 'text',
      required: true,
      index: true,
      hooks: trimmed,
      admin: { description: 'e.g. Allen-Bradley, Schneider Electric' },
    },
    { name: 'competitorPn', label: 'Competitor part number', type: 'text', required: true, hooks: trimmed },
    keyOf('competitorPn'),
    {
      name: 'part',
      type: 'relationship',
      relationTo: 'parts',
      index: true,
      admin: { description: 'Our part; or leave empty and choose a series when the match is a family' },
      validate: checkCrossTarget,
    },
    {
      name: 'series',
      type: 'relationship',
      relationTo: 'products',
      index: true,
      admin: { description: 'Our series, when no one part matches' },
    },
    {
      name: 'match',
      type: 'select',
      required: true,
      defaultValue: 'exact',
      options: MATCH_LEVELS.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      admin: {
        description: 'Exact: same function, ratings and fit. Functional: same function, check the differences. Partial: part of it.',
      },
    },
    {
      name: 'attributes',
      type: 'json',
      admin: { description: 'The competitor part’s key attributes, by our attribute keys: {"color": "Red", "voltage": "24 V"}' },
    },
    { name: 'note', type: 'textarea', localized: true },
  ],
})

/**
 * One of our part numbers replaced by another (docs/cross-references.md). A replacement may be
 * replaced later: the shop follows the chain to the part sold today; a chain must end at a
 * part and never come back on itself (checked on save and on import).
 */
export const Supersessions: CollectionConfig = staffCollection({
  slug: 'supersessions',
  group: 'Catalogue',
  admin: { useAsTitle: 'oldPn', defaultColumns: ['oldPn', 'replacementPn', 'since'] },
  beforeChange: [checkSupersession],
  fields: [
    { name: 'oldPn', label: 'Old part number', type: 'text', required: true, hooks: trimmed },
    { ...keyOf('oldPn'), unique: true },
    {
      name: 'replacementPn',
      label: 'Replaced by',
      type: 'text',
      required: true,
      hooks: trimmed,
      admin: { description: 'A part number of ours' },
    },
    keyOf('replacementPn'),
    { name: 'since', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'reason', type: 'textarea', localized: true },
  ],
})
