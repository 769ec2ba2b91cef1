'use client'

import { useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { fetchSearch } from '@/lib/platform/http/browser/client'
import type { SearchResults } from '@/lib/search/server/searchIndex'

/** Wait after the last keystroke before asking, and the hits per group the modal shows. */
const DEBOUNCE_MS = 120
const LIMIT = 8
export const MAX_QUERY = 100

export type SearchState =
  | { status: 'idle' }
  | { status: 'too-long' }
  | { status: 'loading'; answer: SearchResults | null; query: string }
  | { status: 'done'; answer: SearchResults; query: string }
  | { status: 'error'; query: string }

/**
 * The instant search's answer to what is typed: asked after a pause in typing, a stale request
 * aborted; the last answer stays shown while the next one loads. `onAnswer` runs with each new answer.
 */
export function useSearch(query: string, locale: Locale, onAnswer: () => void): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' })
  const answered = useRef(onAnswer)
  useEffect(() => {
    answered.current = onAnswer
  })

  useEffect(() => {
    const q = query.trim()
    if (!q) return setState({ status: 'idle' })
    if (q.length > MAX_QUERY) return setState({ status: 'too-long' })
    const controller = new AbortController()
    setState((s) => ({ status: 'loading', query: q, answer: s.status === 'done' || s.status === 'loading' ? s.answer : null }))
    const timer = setTimeout(async () => {
      const result = await fetchSearch({ q, locale, limit: LIMIT }, { signal: controller.signal })
      if (controller.signal.aborted) return
      if (result.ok) {
        setState({ status: 'done', answer: result.data, query: q })
        answered.current()
      } else {
        console.error('Search failed', result.error)
        setState({ status: 'error', query: q })
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale])

  return state
}
