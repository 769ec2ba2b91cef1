import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { QUOTE_ATTACHMENT_TYPES } from '@/domain'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateCollection'

// Files are served by Payload's REST (/api/media/file/…), so visitors read uploads there.
const access = { read: anyone, create: isStaff, update: isStaff, delete: isStaff }
const hooks = { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] }

/**
 * Images, kept under DATA_DIR/media. Raster images get the widths of `imageSizes` for
 * srcset; SVG illustrations are served as they are. The placement fields are the spec's
 * image fields: a Spanish variant, the desktop and mobile widths and the alignment.
 */
export function Media(dataDir: string): CollectionConfig {
  return {
    slug: 'media',
    admin: { group: 'Content', useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'updatedAt'] },
    access,
    hooks,
    upload: {
      staticDir: path.join(dataDir, 'media'),
      mimeTypes: ['image/*'],
      imageSizes: [
        { name: 'w480', width: 480 },
        { name: 'w960', width: 960 },
        { name: 'w1440', width: 1440 },
      ],
      adminThumbnail: 'w480',
      withMetadata: false,
    },
    fields: [
      {
        name: 'alt',
        type: 'text',
        required: true,
        localized: true,
        admin: { description: 'What the image shows, for screen readers and search engines' },
      },
      {
        name: 'imageEs',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Shown instead on Spanish pages (e.g. a drawing with Spanish labels)' },
      },
      {
        name: 'desktopWidth',
        type: 'select',
        defaultValue: '100',
        options: ['100', '50', '33', '25'].map((value) => ({ label: `${value}%`, value })),
        admin: { description: 'Share of the text width on desktop; 33 is shown at 25% (spec)' },
      },
      {
        name: 'mobileWidth',
        type: 'select',
        defaultValue: '100',
        options: ['100', '50', '33'].map((value) => ({ label: `${value}%`, value })),
      },
      {
        name: 'imageAlign',
        type: 'select',
        defaultValue: 'center',
        options: ['left', 'center', 'right'].map((value) => ({ label: value, value })),
      },
    ],
  }
}

/** Downloadable documents (data sheets, catalogues, white papers), kept under DATA_DIR/files. */
export function Files(dataDir: string): CollectionConfig {
  return {
    slug: 'files',
    admin: { group: 'Content', useAsTitle: 'filename', defaultColumns: ['filename', 'title', 'filesize'] },
    access,
    hooks,
    upload: { staticDir: path.join(dataDir, 'files'), mimeTypes: ['application/pdf'] },
    fields: [{ name: 'title', type: 'text', localized: true }],
  }
}

/**
 * Files a buyer sent with a quote request (issue 30, docs/quotes.md): PDF, XLSX, CSV, PNG or
 * JPEG up to 10 MB each, checked by their content before they are written
 * (src/lib/quotes/server/attachments.ts). Staff read them here; the buyer's company reads them
 * only through /api/private/quotes/{number}/files/{id}. Nobody else: no public URL serves them.
 */
export function QuoteAttachments(dataDir: string): CollectionConfig {
  return {
    slug: 'quote-attachments',
    labels: { singular: 'Quote attachment', plural: 'Quote attachments' },
    admin: { group: 'Customers', useAsTitle: 'filename', defaultColumns: ['filename', 'quoteNumber', 'mimeType', 'filesize', 'createdAt'] },
    access: { read: isStaff, create: () => false, update: () => false, delete: isStaff },
    upload: {
      staticDir: path.join(dataDir, 'quote-files'),
      mimeTypes: QUOTE_ATTACHMENT_TYPES.map((t) => t.mimeType),
    },
    fields: [
      { name: 'quoteNumber', type: 'text', index: true, admin: { readOnly: true } },
      { name: 'customer', type: 'relationship', relationTo: 'customers', admin: { readOnly: true } },
      { name: 'webUser', type: 'relationship', relationTo: 'web-users', admin: { readOnly: true } },
    ],
  }
}
