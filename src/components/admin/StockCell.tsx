import type { DefaultServerCellComponentProps } from 'payload'

type Row = {
  warehouse?: number | { code?: string; sequence?: number | null } | null
  onHand?: number | null
  nextReceiptDate?: string | null
}

/**
 * The parts list's stock column (the `stock` join of Parts.ts): the total on hand, then each
 * warehouse's count and the next receipt due where one is; "Made to order" for a part
 * without stock rows (docs/availability.md). A server cell: one indexed read per row shown.
 */
export async function StockCell({ rowData, payload }: DefaultServerCellComponentProps) {
  const { docs } = await payload.find({
    collection: 'stock',
    where: { part: { equals: rowData.id } },
    select: { warehouse: true, onHand: true, nextReceiptDate: true },
    populate: { warehouses: { code: true, sequence: true } },
    depth: 1,
    pagination: false,
    overrideAccess: true, // the admin's list view renders this cell to signed-in staff only (parts and stock are staff-only)
  })
  if (docs.length === 0) return <span data-testid="admin-stock-cell">Made to order</span>
  const rows = (docs as Row[])
    .map((d) => {
      const w = typeof d.warehouse === 'object' && d.warehouse ? d.warehouse : {}
      return { code: w.code ?? '?', sequence: w.sequence ?? 0, onHand: d.onHand ?? 0, due: d.nextReceiptDate?.slice(0, 10) }
    })
    .sort((a, b) => a.sequence - b.sequence || a.code.localeCompare(b.code))
  const total = rows.reduce((sum, r) => sum + r.onHand, 0)
  const each = rows.map((r) => `${r.code} ${r.onHand.toLocaleString('en')}${r.due ? ` (due ${r.due})` : ''}`).join(', ')
  return (
    <span data-testid="admin-stock-cell" title={each}>
      <strong>{total.toLocaleString('en')}</strong> · {each}
    </span>
  )
}
