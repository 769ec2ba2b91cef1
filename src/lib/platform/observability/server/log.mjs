// Plain JavaScript: the one logging set-up of the process (README, "Operating the shop", Logs),
// loaded by the front server (src/server/serve.mjs) and by the app's bundle (Payload's logger,
// Better Auth's, the outbox's). JSON lines on stdout, pretty only on a terminal outside production.
import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'

import pino from 'pino'
import pretty from 'pino-pretty'

/** The request being served (its id), set by the front server around Next's handler; one instance per process (a globalThis symbol: the app's bundle has its own copy of this module). */
const CONTEXT = Symbol.for('switchyard.requestContext')
/** The process's one destination (fd 1), shared the same way, so lines of every logger never interleave mid-line. */
const DESTINATION = Symbol.for('switchyard.logDestination')
const ROOT = Symbol.for('switchyard.rootLogger')

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
/** How much of an error's message a line keeps. */
const MAX_MESSAGE = 300
const MAX_FRAMES = 12

/** Keys whose values never reach a line, at any of the first three levels of a logged object. */
const SECRET_KEYS = [
  'email', 'name', 'nameFirst', 'nameLast', 'company', 'street', 'line1', 'line2', 'city', 'phone', 'phone1', 'phone2', 'postal',
  'postalCode', 'zip', 'addressLine1', 'addressLine2', 'addressCity', 'addressPostalCode', 'shipTo', 'billTo',
  'address', 'token', 'code', 'otp', 'password', 'secret', 'authorization', 'cookie', 'set-cookie', 'apiKey', 'input',
  'secretKey', 'processID', 'connectionString', 'connectionParameters', 'client', 'connection', 'body', 'params',
] // prettier-ignore

const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `["${k}"]`)
/**
 * pino's redact paths for SECRET_KEYS: `email`, `*.email`, `*.*.email`, and the same for each
 * (not a top-level `name`: that is the logger's own, `payload`).
 */
export const REDACT_PATHS = SECRET_KEYS.flatMap((k) => [...(k === 'name' ? [] : [key(k).replace(/^\./, '')]), `*${key(k)}`, `*.*${key(k)}`])

/** LOG_LEVEL when it names a pino level, else info. */
export function levelOf(value) {
  const level = String(value ?? '')
    .trim()
    .toLowerCase()
  return LEVELS.has(level) ? level : 'info'
}

/** What a line may say of a message: no control characters, no e-mail address, no SQL parameters, at most MAX_MESSAGE characters. */
export function cleanMessage(text) {
  return String(text)
    .replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
    .replace(/[^\s<>()'",;:/]+@[^\s<>()'",;:/]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .slice(0, MAX_MESSAGE)
}

/** An error's fields a line keeps (`code` as `errorCode`: a `code` anywhere else is redacted, it may be a sign-in code). */
const KEPT_FIELDS = ['status', 'statusCode', 'responseCode', 'severity', 'constraint', 'table', 'column', 'routine', 'errno', 'syscall']

/**
 * An error as a line may carry it: its class, cleaned message, a few named codes and its stack
 * frames (never its other properties: a PostgreSQL error's connection with its cancel key, a
 * query's parameters, a mail's recipients), and the same of its cause.
 */
export function safeError(error, depth = 0) {
  if (!(error instanceof Error)) return { message: cleanMessage(typeof error === 'string' ? error : format('%o', error)) }
  const out = { type: error.constructor?.name || error.name, message: cleanMessage(error.message) }
  const code = /** @type {any} */ (error).code
  if (typeof code === 'string' || typeof code === 'number') out.errorCode = code
  for (const field of KEPT_FIELDS) {
    const value = /** @type {any} */ (error)[field]
    if (typeof value === 'string' || typeof value === 'number') out[field] = typeof value === 'string' ? value.slice(0, 80) : value
  }
  const frames = String(error.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
  if (frames.length) out.stack = frames.slice(0, MAX_FRAMES).join('\n')
  if (error.cause !== undefined && depth < 3) out.cause = safeError(error.cause, depth + 1)
  return out
}

/** pino's arguments with their message cleaned (cleanMessage; an error's own message too, which pino would print as given). */
export function cleanArgs(args) {
  const [first, ...rest] = args
  if (first instanceof Error) return [{ err: first }, cleanMessage(typeof rest[0] === 'string' ? format(...rest) : first.message)]
  if (typeof first === 'string') return [cleanMessage(format(first, ...rest))]
  if (typeof first !== 'object' || first === null) return args
  const obj = typeof first.msg === 'string' ? { ...first, msg: cleanMessage(first.msg) } : first
  if (typeof rest[0] === 'string') return [obj, cleanMessage(format(...rest))]
  if (obj.err instanceof Error && obj.msg === undefined) return [obj, cleanMessage(obj.err.message)]
  return [obj, ...rest]
}

/** The context of the request this code runs for (the front server's AsyncLocalStorage). */
export function requestContext() {
  const g = /** @type {any} */ (globalThis)
  return /** @type {AsyncLocalStorage<{ id: string }>} */ (g[CONTEXT] ??= new AsyncLocalStorage())
}

/** Pretty only for a person at a terminal: stdout a TTY and NODE_ENV not production. */
export const wantsPretty = (env = process.env, tty = Boolean(process.stdout.isTTY)) => tty && env.NODE_ENV !== 'production'

/** pino's logMethod hook that cleans every message (cleanArgs). */
export function cleanLogMethod(args, method) {
  return method.apply(this, cleanArgs(args))
}

/** The options every logger of the process is made with (level, time, redaction, the request id, safe errors). */
export function loggerOptions(env = process.env) {
  return {
    level: levelOf(env.LOG_LEVEL),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: safeError, error: safeError, cause: safeError },
    hooks: { logMethod: cleanLogMethod },
    // Every line written while serving a request carries its id (X-Request-Id).
    mixin: () => {
      const id = requestContext().getStore()?.id
      return id ? { reqId: id } : {}
    },
  }
}

/** fd 1 as pino writes it: JSON lines, or pino-pretty's colours (see wantsPretty). */
export function logDestination(env = process.env) {
  const g = /** @type {any} */ (globalThis)
  if (g[DESTINATION]) return g[DESTINATION]
  if (wantsPretty(env))
    return (g[DESTINATION] = pretty({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true }))
  return (g[DESTINATION] = pino.destination({ dest: 1, sync: true }))
}

/** The process's logger for `component` (a child of one root logger). */
export function getLogger(component) {
  const g = /** @type {any} */ (globalThis)
  g[ROOT] ??= pino(loggerOptions(), logDestination())
  return g[ROOT].child({ component })
}

/** The part of console's arguments a line keeps: a cleaned message and the first error, safely. */
function fromConsole(args) {
  const error = args.find((a) => a instanceof Error)
  const text = args
    .filter((a) => a !== error)
    .map((a) => (typeof a === 'string' ? a : format('%o', a)))
    .join(' ')
    .replace(/\u001b\[[0-9;]*m/g, '')
  return { fields: error ? { err: error } : {}, message: cleanMessage(text || (error ? error.message : '')) }
}

/**
 * console.* as JSON lines through `logger`: Next's own messages, libraries', and any left in
 * the app, so every line of the process has one shape (and passes the same redaction).
 */
export function routeConsole(logger) {
  const levels = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug', trace: 'trace' }
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => {
      const { fields, message } = fromConsole(args)
      logger[level](fields, message)
    }
  }
}
