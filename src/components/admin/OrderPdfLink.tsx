'use client'

import { useFormFields } from '@payloadcms/ui'

/** The order view's link to the order PDF (GET /api/private/orders/{number}/pdf answers staff signed into the admin). */
export function OrderPdfLink() {
  const number = useFormFields(([fields]) => fields.number?.value as string | undefined)
  if (!number) return null
  return (
    <p style={{ marginBottom: 'var(--base)' }}>
      <a
        href={`/api/private/orders/${encodeURIComponent(number)}/pdf`}
        download
        className="btn btn--style-secondary btn--size-small"
        data-testid="admin-order-pdf"
      >
        Download the order PDF
      </a>
    </p>
  )
}
