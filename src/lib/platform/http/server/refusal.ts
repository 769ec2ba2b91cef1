import type { ApiErrorCode } from './respond'

/** A loader's refusal (status, code, details), answered by the route as `{ error: { code, message, ... } }`. */
export type Refusal = { ok: false; status: 400 | 403 | 404 | 409 | 413 | 422; code: ApiErrorCode; details?: Record<string, unknown> }

export const refuse = (status: Refusal['status'], code: ApiErrorCode, details?: Record<string, unknown>): Refusal => ({
  ok: false,
  status,
  code,
  details,
})
