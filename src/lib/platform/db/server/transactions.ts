import { randomUUID } from 'node:crypto'

import type { BeginTransaction, CommitTransaction, Payload } from 'payload'

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type DrizzleLike = {
  initializing?: Promise<void>
  drizzle: { transaction: (work: (tx: unknown) => Promise<void>, options?: unknown) => Promise<void> }
  transactionOptions?: unknown
  sessions: Record<string, Session>
  payload: Payload
}

/** What `reject` ends the transaction's callback with, so a rollback we asked for is not an error. */
const ROLLBACK = new Error('rolled back on request')

/**
 * @payloadcms/drizzle's beginTransaction, except that the session's `resolve` returns the
 * transaction's own promise. Theirs chains `.catch()` onto it, so a COMMIT that fails
 * (SQLITE_BUSY, a deferred constraint, a lost connection) settles as success and
 * commitTransaction reports a write that never happened (issue 25's phantom orders).
 */
export const beginTransaction: BeginTransaction = async function (this: DrizzleLike, options) {
  await this.initializing
  let transaction: unknown
  let finish: ((rollback: boolean) => void) | undefined
  let failed: (error: unknown) => void = () => {}
  let started: () => void = () => {}
  const ready = new Promise<void>((res, rej) => {
    started = res
    failed = rej
  })
  const done = this.drizzle.transaction(async (tx) => {
    transaction = tx
    await new Promise<void>((res, rej) => {
      finish = (rollback) => (rollback ? rej(ROLLBACK) : res())
      started()
    })
  }, options || this.transactionOptions)
  // A connection that fails before the callback runs rejects here instead of hanging; later
  // failures (the COMMIT's) reach whoever awaits `done` through resolve() and reject().
  done.catch(failed)
  try {
    await ready
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    this.payload.logger.error({ err: error, msg: `Error: cannot begin transaction: ${message}` })
    throw new Error(`Error: cannot begin transaction: ${message}`, { cause: error })
  }
  const id = randomUUID()
  this.sessions[id] = {
    db: transaction,
    resolve: () => {
      finish!(false)
      return done
    },
    reject: () => {
      finish!(true)
      return done.catch((error: unknown) => {
        if (error !== ROLLBACK) throw error
      })
    },
  }
  return id
}

/**
 * @payloadcms/drizzle's commitTransaction, except that a failed COMMIT is thrown to the
 * caller (the database has rolled the transaction back by then) instead of being dropped.
 */
export const commitTransaction: CommitTransaction = async function (this: DrizzleLike, incomingID = '') {
  const id = String(incomingID instanceof Promise ? await incomingID : incomingID)
  const session = this.sessions[id]
  // Already ended (rolled back by an operation that shared it).
  if (!session) return
  delete this.sessions[id]
  await session.resolve()
}
