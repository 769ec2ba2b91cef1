import { HttpError, route } from '@/lib/platform/http/server/route'

export const dynamic = 'force-dynamic'

/** Any other /api/private/* path: 401 without a session (docs/api.md, "Private"), else 404. */
const answer = route({ auth: 'session' }, () => {
  throw new HttpError(404, 'not-found')
})

export { answer as GET, answer as POST, answer as PATCH, answer as PUT, answer as DELETE }
