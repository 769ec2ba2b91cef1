import type { Config } from 'payload'

import { cleanArgs, logDestination, loggerOptions } from '@/lib/platform/observability/server/log.mjs'

type LoggerConfig = Extract<NonNullable<Config['logger']>, { options: unknown }>
type LogMethod = NonNullable<NonNullable<LoggerConfig['options']['hooks']>['logMethod']>

const ERROR = 50
const MAX_LINE = 200

/** An error Payload answers with a 4xx: Forbidden, NotFound, ValidationError, a QueryError, an APIError of status < 500... */
function refusalOf(value: unknown): { status: number; message: string } | null {
  const err =
    value instanceof Error ? value : typeof value === 'object' && value !== null && 'err' in value ? (value as { err: unknown }).err : null
  if (!(err instanceof Error)) return null
  const status = (err as { status?: unknown }).status
  return typeof status === 'number' && status >= 400 && status < 500 ? { status, message: err.message } : null
}

/**
 * Payload logs every error its REST handler answers by the error's class name
 * (`loggingLevels`: Forbidden and NotFound at info, the rest at error with the stack). The
 * production build minifies class names (`Forbidden` becomes `j`), so every anonymous 403 or
 * 404 was an ERROR with a 1.4 KB stack, and so is any 400 (`APIError`, `QueryError`) in
 * every build: a flood anyone can cause. This hook decides by the answer's status instead:
 * a refusal is one info line (status and message, control characters out, at most 200
 * characters); a real failure (5xx, or anything that is not a refusal) keeps its stack.
 */
export const refusalsAsInfo: LogMethod = function (args, method, level) {
  const refusal = level >= ERROR ? refusalOf(args[0]) : null
  if (!refusal) return method.apply(this, args)
  const message = refusal.message.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, MAX_LINE)
  this.info(`${refusal.status} ${message}`)
}

/**
 * Payload's logger: the process's one set-up (src/lib/platform/observability/server/log.mjs: JSON
 * lines, LOG_LEVEL, redaction, the request id), messages cleaned, refusals as info lines.
 */
export function payloadLogger(env: NodeJS.ProcessEnv = process.env): LoggerConfig {
  const logMethod: LogMethod = function (args, method, level) {
    return refusalsAsInfo.call(this, cleanArgs(args) as typeof args, method, level)
  }
  return { options: { ...loggerOptions(env), hooks: { logMethod } } as LoggerConfig['options'], destination: logDestination(env) }
}
