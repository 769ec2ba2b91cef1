import { toNextJsHandler } from 'better-auth/next-js'

import { getAuth } from '@/lib/auth/auth'

export const dynamic = 'force-dynamic'

/** Better Auth: e-mail codes, Google, sessions (spec sections 4 and 7). */
const handler = (request: Request) => toNextJsHandler(getAuth()).GET(request)
const post = (request: Request) => toNextJsHandler(getAuth()).POST(request)

export { handler as GET, post as POST }
