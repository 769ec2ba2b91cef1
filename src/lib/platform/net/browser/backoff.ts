/**
 * How long to wait before trying a read again after a refusal (429), a server error or a
 * lost connection: the server's Retry-After when it gave one, else 1 s doubling per attempt,
 * capped at a minute, with up to a fifth added at random so many tabs behind one address
 * do not all come back in the same instant.
 * @example retryDelay(0) // 1000–1200
 * @example retryDelay(3, 10) // 10000–12000
 */
export function retryDelay(attempt: number, retryAfterSeconds?: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, attempt))
  const told =
    retryAfterSeconds && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? Math.min(600, retryAfterSeconds) * 1000 : 0
  const wait = Math.max(base, told)
  return Math.round(wait + wait * 0.2 * random())
}

/** Whether a failed read is worth trying again: refused for now, a server error, or no answer at all. */
export const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500
