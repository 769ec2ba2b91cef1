import { NextResponse } from 'next/server'

import { collectionTag, globalTag } from '@/lib/platform/cache/tags'
import { expireTags } from '@/lib/platform/cache/server/memo'
import { loadEnv } from '@/lib/platform/server/env'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { isRevalidateToken } from '@/lib/platform/security/server/revalidateToken'
import { route } from '@/lib/platform/http/server/route'

export const dynamic = 'force-dynamic'

/**
 * Expires every collection's and global's cache tag: the importer (a separate process)
 * calls it so what it wrote reaches the running server at once. Bearer token only.
 */
export const POST = route({}, async ({ request }) => {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
  if (!isRevalidateToken(token, loadEnv().payloadSecret)) {
    return NextResponse.json({ error: { code: 'unauthorized', message: 'A valid revalidation token is required' } }, { status: 401 })
  }
  const { config } = await getPayloadClient()
  const tags = [...config.collections.map((c) => collectionTag(c.slug)), ...config.globals.map((g) => globalTag(g.slug))]
  expireTags(tags)
  return NextResponse.json({ revalidated: tags.length })
})
