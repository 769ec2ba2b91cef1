/** Why a quote cannot be given; the API layer maps each to a status and an i18n key. */
export type QuoteErrorCode = 'invalid-zip' | 'carrier-not-offered' | 'shipper-number-missing' | 'unknown-part' | 'invalid-quantity'

export interface QuoteError {
  code: QuoteErrorCode
  /** For logs and developers; users see the translated code. */
  message: string
  /** The offending part number, for unknown-part and invalid-quantity. */
  pn?: string
  /** Index of the offending cart item. */
  index?: number
  carrier?: string
  method?: string
}

/** The quote's failure branch: `{ error: { code, ... } }`, as the API answers it. */
export interface QuoteFailure {
  error: QuoteError
}

const MESSAGES: Record<QuoteErrorCode, string> = {
  'invalid-zip': 'Invalid ZIP code',
  'carrier-not-offered': 'This carrier or method is not offered for this order',
  'shipper-number-missing': 'Shipper number missing',
  'unknown-part': 'Unknown part number',
  'invalid-quantity': 'Invalid quantity',
}

/**
 * Builds a failure with the code's default message.
 * @example quoteFailure('invalid-zip').error.message // 'Invalid ZIP code'
 */
export function quoteFailure(code: QuoteErrorCode, details: Omit<QuoteError, 'code' | 'message'> = {}): QuoteFailure {
  return { error: { code, message: MESSAGES[code], ...details } }
}

/**
 * Narrows a result to its failure branch.
 * @example if (isQuoteFailure(result)) return json(result, 400)
 */
export function isQuoteFailure<T extends object>(result: T | QuoteFailure): result is QuoteFailure {
  return 'error' in result && typeof (result as QuoteFailure).error?.code === 'string'
}
