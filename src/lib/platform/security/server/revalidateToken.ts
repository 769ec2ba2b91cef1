import { createHmac, timingSafeEqual } from 'node:crypto'

/** The bearer token scripts use to ask the running server to expire its caches. */
export const revalidateToken = (secret: string) => createHmac('sha256', secret).update('switchyard:revalidate').digest('hex')

export function isRevalidateToken(candidate: string, secret: string): boolean {
  const expected = Buffer.from(revalidateToken(secret))
  const given = Buffer.from(candidate)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
