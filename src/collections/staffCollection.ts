import type { Access, CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { viaStorefront } from '@/access/viaStorefront'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateCollection'

type Options = Omit<CollectionConfig, 'access' | 'hooks'> & {
  group: 'Catalogue' | 'Pricing and shipping' | 'Customers'
  /** Who may read through the storefront's loaders; staff only unless the data is public by nature. Over REST, staff only. */
  read?: Access
  /** Run before a record is deleted (records of other collections that must go first). */
  beforeDelete?: CollectionBeforeDeleteHook[]
  /** Run before a record is written (checks across records). */
  beforeChange?: CollectionBeforeChangeHook[]
  /** Run after a record is written, in its transaction, after the cache tag is expired (mails the change causes). */
  afterChange?: CollectionAfterChangeHook[]
}

/**
 * A collection the shop's staff keep: staff write, reads as given, and every change
 * expires the collection's cache tag so prices and totals follow at once.
 */
export function staffCollection({
  group,
  read = isStaff,
  admin,
  beforeDelete,
  beforeChange,
  afterChange = [],
  ...config
}: Options): CollectionConfig {
  return {
    ...config,
    admin: { group, ...admin },
    access: { read: viaStorefront(read), create: isStaff, update: isStaff, delete: isStaff },
    hooks: {
      afterChange: [revalidateAfterChange, ...afterChange],
      afterDelete: [revalidateAfterDelete],
      ...(beforeDelete ? { beforeDelete } : {}),
      ...(beforeChange ? { beforeChange } : {}),
    },
  }
}
