import { api } from './admin'

type Found = { docs: { id: number }[] }

/** The browser tests' warehouse. */
const WAREHOUSE = { code: 'E2E-MAIN', name: 'Main warehouse', sequence: 1 }

/** The date `days` from now, as YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The catalogue's stock (helpers/catalogue.ts): E2ER-G24 has 40 on hand, E2ER-R24 3 with 50 due
 * in 20 days, E2ER-G120 and E2EP-8 have no stock row (made to order; availability.e2e.ts puts
 * stock on E2EP-8 and takes it away again).
 */
const STOCK = { 'E2ER-G24': { onHand: 40 }, 'E2ER-R24': { onHand: 3, receipt: { qty: 50, date: inDays(20) } } } as const

const partId = async (pn: string) => (await api<Found>('GET', `/parts?where[pn][equals]=${encodeURIComponent(pn)}&limit=1`)).docs[0].id

async function warehouseId(): Promise<number> {
  const found = await api<Found>('GET', `/warehouses?where[code][equals]=${WAREHOUSE.code}&limit=1`)
  return found.docs[0]?.id ?? (await api<{ doc: { id: number } }>('POST', '/warehouses?locale=en', WAREHOUSE)).doc.id
}

/** Sets a part's stock in the tests' warehouse (through the admin's REST API, as the staff would). */
export async function setStock(pn: string, onHand: number, receipt: { qty: number; date: string } | null = null) {
  const [part, warehouse] = await Promise.all([partId(pn), warehouseId()])
  const body = { part, warehouse, onHand, nextReceiptDate: receipt?.date ?? null, nextReceiptQty: receipt?.qty ?? null }
  const existing = await api<Found>('GET', `/stock?where[part][equals]=${part}&where[warehouse][equals]=${warehouse}&limit=1`)
  if (existing.docs[0]) await api('PATCH', `/stock/${existing.docs[0].id}`, body)
  else await api('POST', '/stock', body)
}

/** Whether a part has a stock row; removes them with `remove`. */
export async function stockRows(pn: string, remove = false): Promise<number> {
  const found = await api<Found>('GET', `/stock?where[part][equals]=${await partId(pn)}&limit=10`)
  if (remove) for (const row of found.docs) await api('DELETE', `/stock/${row.id}`)
  return found.docs.length
}

/** The catalogue's stock as STOCK says (once per server, from globalSetup). */
export async function ensureStock() {
  for (const [pn, s] of Object.entries(STOCK)) await setStock(pn, s.onHand, 'receipt' in s ? s.receipt : null)
}
