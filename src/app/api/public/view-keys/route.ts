import { NextResponse } from 'next/server'

import { route } from '@/lib/platform/http/server/route'
import { listViewKeys } from '@/lib/catalogue/viewKeys'
import { getAttributeTitles, getCatalogueIndex } from '@/lib/catalogue/server/catalogue'

export const dynamic = 'force-dynamic'

/** The attribute keys and values list views filter on (public: the list pages show them all), for the proxy's canonical view query. */
export const GET = route({}, async () => {
  const [titles, index] = await Promise.all([getAttributeTitles(), getCatalogueIndex('en')])
  return NextResponse.json({ keys: listViewKeys(titles, index.values) }, { headers: { 'Cache-Control': 'no-store' } })
})
