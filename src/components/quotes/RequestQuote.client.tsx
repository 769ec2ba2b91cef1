'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { SlideOver } from '@/components/account/SlideOver.client'
import { useAuth } from '@/components/auth/hooks/useAuth'
import { draftLines, type RequestDraft } from '@/lib/quotes/requestDraft'

import { QuoteRequestForm } from './QuoteRequestForm.client'

type Line = { pn: string; qty: number; pkgqty?: number | null; family?: string | null }

/**
 * "Request a quote" for these lines (the cart's, a saved cart's, the BOM paste's matched ones):
 * a signed-in buyer opens the request form in a panel; a visitor is offered the sign-in.
 */
export function RequestQuote({
  lines,
  source,
  className,
  testId = 'request-quote',
}: {
  lines: readonly Line[]
  source: RequestDraft['source']
  className: string
  testId?: string
}) {
  const t = useTranslations('quotes')
  const { status, openSignIn } = useAuth()
  const [open, setOpen] = useState(false)
  if (lines.length === 0) return null
  if (status !== 'signed-in') {
    return (
      <button type="button" onClick={openSignIn} className={className} data-testid={`${testId}-signin`}>
        {t('signInToRequest')}
      </button>
    )
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className} data-testid={testId}>
        {t('requestQuote')}
      </button>
      {open && (
        <SlideOver title={t('requestTitle')} closeLabel={t('close')} onClose={() => setOpen(false)} testId="quote-request-panel">
          <QuoteRequestForm lines={draftLines(lines)} source={source} />
        </SlideOver>
      )}
    </>
  )
}
