import { randomBytes } from 'node:crypto'
import os from 'node:os'

import type { Payload } from 'payload'

import { cleanMessage, getLogger, requestContext } from '@/lib/platform/observability/server/log.mjs'

import { backoffMs, type ClaimedDelivery, type DeliveryKind, type RetryPolicy } from '../contract'
import { anyDue, claimDue, markFailed, markSent } from './store'

/** How one kind of delivery is sent (throws when it was not), and how often it is tried. */
export type DeliveryHandler = { send: (payload: Payload, delivery: ClaimedDelivery) => Promise<void>; retry: RetryPolicy }
export type DeliveryHandlers = Record<DeliveryKind, DeliveryHandler>

export type RunOptions = { owner: string; leaseMs: number; limit?: number; now?: number }
export type RunTally = { sent: number; retrying: number; failed: number; leaseLost: number }

const log = getLogger('outbox')
/** A failure as the outbox logs and records it: its message, cleaned and bounded (never the delivery's input). */
const problem = (error: unknown) => cleanMessage(error instanceof Error ? error.message : String(error))

/** This process's name on the leases it takes: host, pid and a random part (a restarted pid is someone else). */
export const runnerName = () => `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`

/**
 * One round: claims the due deliveries (up to `limit`), sends each, and records the outcome.
 * At least once: a process that dies between sending and recording leaves the lease to run
 * out, and the delivery is sent again under the same key (the mail's Message-ID, the
 * webhook's event id), by which the receiver recognises the repeat.
 */
export async function deliverDue(payload: Payload, handlers: DeliveryHandlers, options: RunOptions): Promise<RunTally> {
  const tally: RunTally = { sent: 0, retrying: 0, failed: 0, leaseLost: 0 }
  const claimed = await claimDue(payload, { owner: options.owner, limit: options.limit ?? 10, leaseMs: options.leaseMs, now: options.now })
  await Promise.all(claimed.map((delivery) => deliverOne(payload, handlers[delivery.kind], delivery, options, tally)))
  return tally
}

async function deliverOne(payload: Payload, handler: DeliveryHandler, delivery: ClaimedDelivery, options: RunOptions, tally: RunTally) {
  const { owner } = options
  let error: unknown = null
  try {
    await handler.send(payload, delivery)
  } catch (caught) {
    error = caught ?? new Error('failed')
  }
  const now = options.now === undefined ? Date.now() : options.now
  const final = error !== null && delivery.attempts >= handler.retry.tries
  const recorded =
    error === null
      ? await markSent(payload, delivery.id, owner, now)
      : await markFailed(payload, {
          id: delivery.id,
          owner,
          error: problem(error),
          waitMs: backoffMs(handler.retry, delivery.attempts),
          final,
          now,
        })
  // What a line says of a delivery: never its input (an order's names, addresses and phone numbers),
  // and its key without the recipient's address a mail's key ends with.
  const where = { delivery: cleanMessage(delivery.key), kind: delivery.kind, order: delivery.orderNumber, attempt: delivery.attempts }
  if (!recorded) {
    // Took longer than its lease: another runner has it (and sends it again under the same key).
    tally.leaseLost++
    log.warn(where, 'Delivery outlived its lease')
  } else if (error === null) tally.sent++
  else if (final) {
    tally.failed++
    log.error({ ...where, problem: problem(error) }, 'Delivery failed for good')
  } else {
    tally.retrying++
    log.warn({ ...where, problem: problem(error) }, 'Delivery failed; will retry')
  }
}

export type DeliveryRunner = { wake: () => void; stop: () => Promise<void> }

/**
 * Runs `deliverDue` every `pollMs` (at once again while rounds come back full, and when
 * woken after a commit) until stopped. Stopping takes no new claims and waits for the round
 * in flight; a delivery cut off by a kill is taken again when its lease runs out.
 */
export function startDeliveryRunner(
  payload: Payload,
  handlers: DeliveryHandlers,
  { leaseMs, pollMs = 1_000, limit = 10 }: { leaseMs: number; pollMs?: number; limit?: number },
): DeliveryRunner {
  const owner = runnerName()
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let again = false
  const schedule = (ms: number) => {
    if (stopped) return
    if (timer) clearTimeout(timer)
    // A round is no request's: its lines carry no request id, even when a request's commit woke it.
    timer = requestContext().exit(() => setTimeout(round, ms))
    timer.unref?.()
  }
  function round() {
    timer = null
    if (stopped || running) return
    running = (async () => {
      let full = false
      try {
        if (await anyDue(payload)) full = (await deliverDue(payload, handlers, { owner, leaseMs, limit })).sent >= limit
      } catch (error) {
        log.warn({ err: error }, 'Delivery round failed')
      } finally {
        running = null
        schedule(full || again ? 0 : pollMs)
        again = false
      }
    })()
  }
  schedule(0)
  return {
    wake: () => {
      if (running) again = true
      else schedule(0)
    },
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}

/** What payload.config.ts keeps under `custom.deliveries` (server-only): each kind's handler (the orders' today) and the lease. */
export type DeliverySettings = { handlers: DeliveryHandlers; leaseMs: number }
const settingsOf = (payload: Payload) => payload.config.custom.deliveries as DeliverySettings

/** One round now, with the config's handlers (scripts and tests; the server's runner does this every second). */
export const deliverDueNow = (payload: Payload, options: Partial<RunOptions> = {}) => {
  const { handlers, leaseMs } = settingsOf(payload)
  return deliverDue(payload, handlers, { owner: 'inline', leaseMs, ...options })
}

type Global = { __switchyardDeliveries?: WeakMap<Payload, DeliveryRunner>; __switchyardShutdown?: Set<() => Promise<void>> }

/**
 * The server's runner for `payload` (one per instance, started on first use). On SIGTERM or
 * SIGINT it takes no new work at once; the front server's drain (src/server/lifecycle.mjs)
 * awaits the round in flight before the process exits.
 */
export function deliveryRunner(payload: Payload): DeliveryRunner {
  const g = globalThis as Global
  g.__switchyardDeliveries ??= new WeakMap()
  let runner = g.__switchyardDeliveries.get(payload)
  if (!runner) {
    const { handlers, leaseMs } = settingsOf(payload)
    runner = startDeliveryRunner(payload, handlers, { leaseMs })
    g.__switchyardDeliveries.set(payload, runner)
    const stop = runner.stop
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop())
    g.__switchyardShutdown ??= new Set()
    g.__switchyardShutdown.add(stop)
  }
  return runner
}

/** Wakes this process's runner shortly (after the change that queued deliveries has committed); the next poll would find them anyway. */
export function wakeDeliveriesSoon(payload: Payload, ms = 200): void {
  const runner = (globalThis as Global).__switchyardDeliveries?.get(payload)
  if (runner) setTimeout(runner.wake, ms).unref?.()
}
