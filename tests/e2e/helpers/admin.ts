import { E2E_ADMIN, E2E_PORT } from '../../../scripts/commands/serveTest'

export const base = `http://localhost:${E2E_PORT}`

/** Signs in to the admin's REST API and returns the Authorization header. */
export async function adminAuth(): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`)
  const { token } = (await res.json()) as { token: string }
  return { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
}

export async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: await adminAuth(),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json()) as T
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}
