import type { PayloadRequest } from 'payload'

import { BUYER_WRITE_CONTEXT } from '@/lib/accounts/server/webUser'

/**
 * The context of the quote service's own writes (a request made, the buyer's revision,
 * decline or accept, the order placed): the staff desk's hooks (src/hooks/quoteDesk.ts) let
 * them by, as the service checks the status machine itself and queues the events in its own
 * transaction.
 */
export const QUOTE_SERVICE_CONTEXT = { ...BUYER_WRITE_CONTEXT, quoteService: true } as const

export const isQuoteServiceWrite = (req: PayloadRequest): boolean => req.context?.quoteService === true
