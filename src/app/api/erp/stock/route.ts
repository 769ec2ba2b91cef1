import { loadEnv } from '@/lib/platform/server/env'
import { getPayloadClient } from '@/lib/platform/server/payload'
import { stockFeedRoute } from '@/lib/stock/server/feedRoute'

export const dynamic = 'force-dynamic'

/**
 * PUT /api/erp/stock: the ERP's stock counts, all or nothing (docs/api.md, "ERP"). Off (404)
 * unless ERP_TOKEN is set; the bearer token is that value.
 */
export const PUT = stockFeedRoute({ token: () => loadEnv().erpToken, payload: getPayloadClient })
