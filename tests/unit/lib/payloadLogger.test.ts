import { APIError, Forbidden, NotFound, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { refusalsAsInfo } from '@/lib/platform/server/payloadLogger'

type Call = { level: string; args: unknown[] }

/** A stand-in for pino's logger: what its hook passes on, and what it writes at info. */
function logWith(level: number, ...args: unknown[]): Call[] {
  const calls: Call[] = []
  const logger = { info: (...a: unknown[]) => calls.push({ level: 'info', args: a }) }
  const method = (...a: unknown[]) => void calls.push({ level: String(level), args: a })
  ;(refusalsAsInfo as (this: unknown, args: unknown[], method: (...a: unknown[]) => void, level: number) => void).call(
    logger,
    args,
    method,
    level,
  )
  return calls
}

// Minified, every Payload error class is named alike (`j`): its class name says nothing.
const minified = <E extends Error>(e: E): E => Object.assign(e, { name: 'j' })

describe("Payload's logger", () => {
  it('writes a refusal (4xx) as one info line with its status and message, without the error or its stack', () => {
    for (const [err, status] of [
      [minified(new Forbidden()), 403],
      [minified(new NotFound()), 404],
      [minified(new ValidationError({ errors: [{ message: 'required', path: 'email' }] })), 400],
      [new APIError('The field x cannot be filtered with "near".', 400), 400],
    ] as const) {
      for (const call of [logWith(50, { err }), logWith(50, err), logWith(50, { err, msg: 'There was an error building form state' })]) {
        expect(call).toHaveLength(1)
        expect(call[0].level).toBe('info')
        expect(call[0].args).toEqual([`${status} ${err.message}`])
      }
    }
  })

  it('keeps one line and at most 200 characters, whatever the message holds', () => {
    const [call] = logWith(50, { err: new APIError(`The path a\nb\r\n${'x'.repeat(500)} cannot be queried`, 400) })
    expect(call.args[0]).not.toMatch(/[\n\r]/)
    expect(String(call.args[0]).length).toBeLessThanOrEqual(204)
  })

  it('leaves a real failure (5xx, or no status) and every other level as they were', () => {
    const failure = new APIError('Something broke', 500)
    expect(logWith(50, { err: failure })).toEqual([{ level: '50', args: [{ err: failure }] }])
    const plain = new TypeError('e.operators[O] is not a function')
    expect(logWith(50, { err: plain })).toEqual([{ level: '50', args: [{ err: plain }] }])
    expect(logWith(30, { msg: 'Migrating' })).toEqual([{ level: '30', args: [{ msg: 'Migrating' }] }])
    expect(logWith(40, { err: new Forbidden() })).toEqual([{ level: '40', args: [{ err: expect.any(Forbidden) }] }])
  })
})
