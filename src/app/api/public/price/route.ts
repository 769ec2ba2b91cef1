import { NextResponse } from 'next/server'
import { z } from 'zod'

import { PUBLIC_PRICE_LIST, resolvePriceListName } from '@/domain'
import { HttpError, route } from '@/lib/platform/http/server/route'
import { customersOfSessionEmail } from '@/lib/accounts/server/customers'
import { appCommerceSource } from '@/lib/commerce/server/data'

export const dynamic = 'force-dynamic'

/**
 * GET /api/public/price?listName=NAME: the entries of a price list. OEM is public; any
 * other list only to a signed-in user one of whose customers uses that list. A list that
 * does not exist and one this visitor may not read answer the same 404, so the names of
 * contract lists cannot be probed.
 */
export const GET = route(
  { auth: 'optional', query: z.object({ listName: z.string().trim().min(1).max(100) }) },
  async ({ query, user }) => {
    const name = resolvePriceListName(query.listName)
    if (name !== PUBLIC_PRICE_LIST) {
      const lists = user ? (await customersOfSessionEmail(user.email)).map((c) => resolvePriceListName(c.priceList)) : []
      if (!lists.includes(name)) throw new HttpError(404, 'not-found')
    }
    const entries = await appCommerceSource.priceList(name)
    if (!entries) throw new HttpError(404, 'not-found')
    // OEM is the same for everyone; a contract list is this buyer's alone: no shared cache may keep it.
    const cacheControl = name === PUBLIC_PRICE_LIST ? 'public, max-age=60' : 'private, no-store'
    return NextResponse.json(
      { listName: name, priceListEntries: entries },
      { headers: { 'Cache-Control': cacheControl, Vary: 'Cookie, Authorization' } },
    )
  },
)
