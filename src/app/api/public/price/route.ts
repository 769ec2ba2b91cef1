import { NextResponse, type NextRequest } from 'next/server'

import { PUBLIC_PRICE_LIST, resolvePriceListName } from '@/domain'
import { apiError } from '@/lib/api/respond'
import { customersOfSessionEmail } from '@/lib/auth/customers'
import { getSessionUser } from '@/lib/auth/session'
import { appCommerceSource } from '@/lib/data/commerce'

export const dynamic = 'force-dynamic'

/**
 * GET /api/public/price?listName=NAME: the entries of a price list. OEM is public; any
 * other list only to a signed-in user one of whose customers uses that list; else 403.
 */
export async function GET(request: NextRequest) {
  const requested = request.nextUrl.searchParams.get('listName')?.trim()
  if (!requested) return apiError(request, 400, 'bad-request', { path: 'listName', problem: 'required' })
  const name = resolvePriceListName(requested)
  const entries = await appCommerceSource.priceList(name)
  if (!entries) return apiError(request, 404, 'not-found')
  if (name !== PUBLIC_PRICE_LIST) {
    const user = await getSessionUser(request.headers)
    const lists = user ? (await customersOfSessionEmail(user.email)).map((c) => resolvePriceListName(c.priceList)) : []
    if (!lists.includes(name)) return apiError(request, 403, 'forbidden')
  }
  return NextResponse.json({ listName: name, priceListEntries: entries })
}
