import { E2E_ADMIN, E2E_PORT } from '../../../scripts/commands/serveTest'

export const base = `http://localhost:${E2E_PORT}`

let cached: Record<string, string> | undefined

/**
 * Signs in to the admin's REST API once per worker and returns the Authorization header
 * (every login adds a session to the admin's document; fewer logins, fewer races).
 */
export async function adminAuth(): Promise<Record<string, string>> {
  if (cached) return cached
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`)
  const { token } = (await res.json()) as { token: string }
  cached = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  return cached
}

export async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const send = async () =>
    fetch(`${base}/api${path}`, { method, headers: await adminAuth(), body: body === undefined ? undefined : JSON.stringify(body) })
  let res = await send()
  // A session lost to a concurrent login of the same admin: sign in again, once.
  if (res.status === 401 || res.status === 403) {
    cached = undefined
    res = await send()
  }
  const json = (await res.json()) as T
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}
