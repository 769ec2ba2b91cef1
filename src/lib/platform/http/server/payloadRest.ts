import fs from 'node:fs'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

import { loadEnv } from '@/lib/platform/server/env'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
const isId = (segment: string | undefined) => segment !== undefined && /^[1-9]\d{0,15}$/.test(segment)

/**
 * Paths of Payload's REST API that Payload itself answers with a 5xx although nothing is
 * wrong but the request (found by the fuzz): versions of a collection or global that keeps
 * none, a version or a duplicate of an id that cannot be one, e-mail verification on a
 * collection that does not verify, the migrations' collection (501), a lock record by a
 * name that is no id, a file that is not on disk (when files are on disk). They answer 404 here, as an unknown document does.
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
    if (name !== third) return true
    // In S3 (src/lib/platform/server/uploadStorage.ts) the storage's handler answers a missing object 404 itself.
    return !collection.upload.disableLocalStorage && !fs.existsSync(path.join(dataDir, first, name))
  }
  return false
}

const WORDS = {
  en: {
    multipart: 'The request body is not valid multipart/form-data.',
    payload: 'The _payload field must be a JSON object.',
    file: 'The file field must be an uploaded file.',
    json: 'The request body is not valid JSON.',
  },
  es: {
    multipart: 'El cuerpo de la solicitud no es multipart/form-data válido.',
    payload: 'El campo _payload debe ser un objeto JSON.',
    file: 'El campo file debe ser un archivo subido.',
    json: 'El cuerpo de la solicitud no es JSON válido.',
  },
}
type Refusal = keyof typeof WORDS.en

const badRequest = (request: Request, key: Refusal) =>
  Response.json(
    { errors: [{ message: WORDS[/^\s*es\b/i.test(request.headers.get('accept-language') ?? '') ? 'es' : 'en'][key] }] },
    { status: 400 },
  )

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/**
 * What Payload's body reader (addDataAndFileToRequest) would throw on, answered 500: a
 * multipart body that does not parse, a `_payload` field that is not a JSON object (it is
 * JSON.parse'd unguarded), a `file` field sent as text (read as a client upload, which no
 * collection here takes), and a method-override read (`X-Payload-HTTP-Method-Override: GET`)
 * whose JSON body does not parse. Null when the body may go on.
 */
async function bodyRefusal(request: Request): Promise<Refusal | null> {
  const type = request.headers.get('content-type') ?? ''
  if (/^multipart\/form-data\b/i.test(type)) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null)
    if (!form) return 'multipart'
    const data = form.getAll('_payload')
    if (data.some((v) => typeof v !== 'string' || !isJsonObject(v))) return 'payload'
    if (form.getAll('file').some((v) => typeof v === 'string')) return 'file'
    return null
  }
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (request.method === 'POST' && override === 'GET' && type === 'application/json') {
    const text = await request.clone().text()
    try {
      JSON.parse(text)
    } catch {
      return 'json'
    }
  }
  return null
}

/**
 * Payload's REST handlers, behind three checks: the paths of `isDeadPayloadPath` answer 404,
 * paging and id conditions that are no whole numbers 400, and a body Payload's own reader
 * would fail on (`bodyRefusal`) 400 in Payload's error shape. Filters a field cannot take are
 * refused by every collection's hook (src/hooks/rejectMalformedWhere.ts).
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
    const refused = await bodyRefusal(request)
    if (refused) return badRequest(request, refused)
    return handler(request, context)
  }
}
