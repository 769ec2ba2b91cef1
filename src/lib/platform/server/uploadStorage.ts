import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { Env } from '@/lib/platform/server/env'

/** The upload collections (src/collections/uploads.ts) whose files go to S3 when it is configured. */
const UPLOAD_COLLECTIONS = ['media', 'files', 'quote-attachments'] as const

/**
 * Where uploads live (README, "Operating the shop", Uploads). With S3_BUCKET, every instance
 * reads and writes the same bucket: media under `<S3_PREFIX>media/`, files under
 * `<S3_PREFIX>files/`, image sizes beside their original (Payload makes them with sharp before
 * the upload). Files are still served by the app at the same URLs (/api/media/file/…),
 * Payload's handler reading the object from the bucket: the collections' read access and the
 * front server's headers keep applying, and nothing the pages link to changes.
 *
 * Without it files stay under DATA_DIR as before. The plugin is applied either way
 * (`alwaysInsertFields`), so the collections have the same columns (`prefix`, `_objectKey`)
 * in both modes and one set of migrations fits both.
 */
export function uploadStorage(env: Pick<Env, 's3'>): Plugin {
  const s3 = env.s3
  return s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    collections: Object.fromEntries(UPLOAD_COLLECTIONS.map((slug) => [slug, { prefix: `${s3?.prefix ?? ''}${slug}` }])),
    bucket: s3?.bucket ?? '',
    config: s3
      ? {
          region: s3.region,
          endpoint: s3.endpoint,
          forcePathStyle: s3.forcePathStyle,
          credentials:
            s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
        }
      : {},
  })
}
