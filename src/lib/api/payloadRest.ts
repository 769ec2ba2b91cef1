import fs from 'node:fs'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

import { loadEnv } from '@/lib/env'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
const isId = (segment: string | undefined) => segment !== undefined && /^[1-9]\d{0,15}$/.test(segment)

/**
 * Paths of Payload's REST API that Payload itself answers with a 5xx although nothing is
 * wrong but the request (found by the fuzz): versions of a collection or global that keeps
 * none, a version or a duplicate of an id that cannot be one, e-mail verification on a
 * collection that does not verify, the migrations' collection (501), a lock record by a
 * name that is no id, a file that is not on disk. They answer 404 here, as an unknown document does.
 */
export function isDeadPayloadPath(slug: string[], config: SanitizedConfig, dataDir: string): boolean {
  const [first, second, third] = slug
  // A name every object has (`constructor`, `__proto__`...) is no collection: Payload looks it up on a plain object.
  if (first === undefined || first in Object.prototype) return true
  if (first === 'payload-migrations') return true
  // Payload's own lock records: listed, counted or read by id, nothing else.
  if (first === 'payload-locked-documents') return second !== undefined && second !== 'count' && !isId(second)
  if (first === 'globals') {
    const global = config.globals.find((g) => g.slug === second)
    return third === 'versions' && !global?.versions
  }
  const collection = config.collections.find((c) => c.slug === first)
  if (!collection) return false
  if (second === 'versions') return !collection.versions || (third !== undefined && !isId(third))
  if (slug[2] === 'duplicate') return !isId(second)
  if (second === 'verify') return !collection.auth?.verify
  if (second === 'file' && collection.upload && third !== undefined) {
    const name = path.basename(third)
    return name !== third || !fs.existsSync(path.join(dataDir, first, name))
  }
  return false
}

/**
 * Payload's REST handlers, behind two checks: the paths of `isDeadPayloadPath` answer 404,
 * and a body sent as multipart/form-data that does not parse answers 400 in Payload's error
 * shape, where Payload's own reader would throw and answer 500.
 */
export function checkedPayloadRest(handler: Handler, config: Promise<SanitizedConfig>): Handler {
  return async (request, context) => {
    const { slug = [] } = await context.params
    // Next hands the segments over decoded.
    if (isDeadPayloadPath(slug, await config, loadEnv().dataDir)) return notFound()
    // Paging and depth are small whole numbers; Payload fails on others (`limit=1e309`).
    const query = new URL(request.url).searchParams
    if (['limit', 'page', 'depth'].some((k) => query.getAll(k).some((v) => !/^\d{1,6}$/.test(v))))
      return Response.json({ errors: [{ message: 'limit, page and depth must be whole numbers.' }] }, { status: 400 })
    // Ids are whole numbers: a condition on `id` with anything else fails in the database.
    if ([...query].some(([k, v]) => /\[id\]/.test(k) && !/^(?:\d{1,16}(?:,\d{1,16})*|true|false)?$/.test(v)))
      return Response.json({ errors: [{ message: 'A condition on id takes whole numbers.' }] }, { status: 400 })
    if (/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
      const parses = await request
        .clone()
        .formData()
        .then(
          () => true,
          () => false,
        )
      if (!parses) return Response.json({ errors: [{ message: 'The request body is not valid multipart/form-data.' }] }, { status: 400 })
    }
    return handler(request, context)
  }
}

