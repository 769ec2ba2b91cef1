import type { QuoteJson } from '@/lib/commerce/quoteJson'

/** A term as the cart's answer needs it (src/lib/quotes/server/terms.ts decides it). */
type Term = { quoteNumber: string; problem?: 'expired' | 'not-accepted' | 'over-quantity' | 'not-quoted'; maxQty?: number } | null

/** A cart quote line's quote: its number while priced by it, else why not and the most the quote holds (docs/quotes.md). */
export type QuoteMark = { quoteNumber: string | null; quoteProblem?: NonNullable<Term>['problem']; quoteMaxQty?: number }

/** The cart quote's answer with each line marked with its quote (`quoteNumber` null on every line of a cart without quotes). */
export function withQuoteMarks<J extends QuoteJson>(answer: J, terms: readonly Term[]): J & { lines: (J['lines'][number] & QuoteMark)[] } {
  return {
    ...answer,
    lines: answer.lines.map((line, i) => {
      const term = terms[i]
      if (!term) return { ...line, quoteNumber: null }
      if (!term.problem) return { ...line, quoteNumber: term.quoteNumber, quoteMaxQty: term.maxQty }
      return { ...line, quoteNumber: term.quoteNumber, quoteProblem: term.problem, ...(term.maxQty ? { quoteMaxQty: term.maxQty } : {}) }
    }),
  }
}
