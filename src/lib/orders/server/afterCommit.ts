import type { Payload, PayloadRequest } from 'payload'

import type { Order as OrderDoc } from '@/payload-types'

const POLL_MS = 25
const GIVE_UP_MS = 120_000

/**
 * Runs `work` once the request's transaction is over, on the order as committed: Payload
 * has no after-commit hook, but it forgets `req.transactionID` when it commits or rolls
 * back, so this waits for that, then reads the order again outside any transaction. After
 * a rollback the change is not in the database, and `work` (which checks what it expects
 * to see) does nothing. Never throws and never delays the save: errors are logged.
 */
export function afterCommit(req: PayloadRequest, id: number, work: (order: OrderDoc) => unknown): void {
  const { payload } = req
  const started = Date.now()
  const tick = async () => {
    if ((await openTransaction(req)) && Date.now() - started < GIVE_UP_MS) {
      setTimeout(tick, POLL_MS)
      return
    }
    void readCommitted(payload, id)
      .then((order) => (order ? work(order) : undefined))
      .catch((error: unknown) => payload.logger.error({ err: error, order: id }, 'Order event failed after commit'))
  }
  setTimeout(tick, 0)
}

/** Whether the request is still inside a transaction. An adapter without transactions (SQLite by default) leaves a promise of null there. */
async function openTransaction(req: PayloadRequest): Promise<boolean> {
  const id = req.transactionID
  if (!id) return false
  if (typeof (id as Promise<unknown>).then === 'function') return Boolean(await id) && Boolean(req.transactionID)
  return true
}

async function readCommitted(payload: Payload, id: number): Promise<OrderDoc | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true, // the order just saved, read back for its events (no user data leaves here)
  })
  return docs[0] ?? null
}
