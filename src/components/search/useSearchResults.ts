'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import type { DocHit, PartHit } from '@/lib/search/server/searchIndex'

import { resultsHref } from './resultsHref'
import { MAX_QUERY, useSearch } from './useSearch'

export type Group = 'parts' | 'products' | 'content'
export type Option = { key: string; group: Group; href: string; part?: PartHit; doc?: DocHit }
export type GroupHeading = { group: Group; title: string; total: number }

/**
 * The instant search's results as one list of options (parts, products, content) with the
 * highlighted one: arrow keys move through every result, Enter opens the highlighted one (or
 * the full results page). `baseId` names the options' ids; `go` leaves for a page.
 */
export function useSearchResults(query: string, locale: Locale, baseId: string, go: (href: string) => void) {
  const t = useTranslations('search')
  const [active, setActive] = useState(-1)
  const state = useSearch(query, locale, () => setActive(-1))
  const optionId = useCallback((i: number) => `${baseId}-option-${i}`, [baseId])

  const answer = state.status === 'done' || state.status === 'loading' ? state.answer : null
  const options = useMemo<Option[]>(() => {
    if (!answer) return []
    return [
      ...answer.parts.map((part) => ({ key: `part:${part.pn}`, group: 'parts' as const, href: part.href, part })),
      ...answer.products.map((doc) => ({ key: `${doc.collection}:${doc.id}`, group: 'products' as const, href: doc.href, doc })),
      ...answer.content.map((doc) => ({ key: `${doc.collection}:${doc.id}`, group: 'content' as const, href: doc.href, doc })),
    ]
  }, [answer])

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  }, [active, optionId])

  function onInputKey(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && options.length) {
      e.preventDefault()
      setActive((i) => (i + 1) % options.length)
    } else if (e.key === 'ArrowUp' && options.length) {
      e.preventDefault()
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      if (active >= 0 && options[active]) go(options[active].href)
      else if (query.trim() && query.trim().length <= MAX_QUERY) go(resultsHref(query, locale))
    }
  }

  const groups: GroupHeading[] = answer
    ? [
        { group: 'parts', title: t('parts'), total: answer.totals.parts },
        { group: 'products', title: t('products'), total: answer.totals.products },
        { group: 'content', title: t('content'), total: answer.totals.content },
      ]
    : []

  return { state, options, groups, active, setActive, optionId, onInputKey }
}
