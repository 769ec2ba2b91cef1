'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import { Portal } from '@/components/auth/Portal.client'
import { ModalDialog } from '@/components/layout/ModalDialog.client'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { DocHit, PartHit } from '@/lib/search'

import { MagnifierIcon } from './MagnifierIcon'
import { MAX_QUERY, useSearch } from './useSearch'

type Group = 'parts' | 'products' | 'content'
type Option = { key: string; group: Group; href: string; part?: PartHit; doc?: DocHit }

/** The full results page of a query, in the buyer's language: /search?q=… or /es/buscar?q=…. */
export function resultsHref(query: string, locale: Locale): string {
  const path = getPathname({ href: '/search', locale })
  const q = query.trim()
  return q ? `${path}?${new URLSearchParams({ q })}` : path
}

/**
 * The instant search (showSearchModal): answers as the buyer types (debounced, stale requests
 * aborted), grouped into parts, products and content; arrow keys move through every result,
 * Enter opens the highlighted one (or the full results page), Escape closes. Focus stays in
 * the dialog (../layout/ModalDialog.client.tsx). A full-screen sheet on phones, a centred panel on
 * wider screens.
 */
export function SearchModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('search')
  const locale = useLocale() as Locale
  const router = useRouter()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(-1)
  const state = useSearch(query, locale, () => setActive(-1))
  const input = useRef<HTMLInputElement>(null)
  const baseId = useId()
  const titleId = `${baseId}-title`
  const listId = `${baseId}-list`
  const optionId = (i: number) => `${baseId}-option-${i}`

  const answer = state.status === 'done' || state.status === 'loading' ? state.answer : null
  const options = useMemo<Option[]>(() => {
    if (!answer) return []
    return [
      ...answer.parts.map((part) => ({ key: `part:${part.pn}`, group: 'parts' as const, href: part.href, part })),
      ...answer.products.map((doc) => ({ key: `${doc.collection}:${doc.id}`, group: 'products' as const, href: doc.href, doc })),
      ...answer.content.map((doc) => ({ key: `${doc.collection}:${doc.id}`, group: 'content' as const, href: doc.href, doc })),
    ]
  }, [answer])

  const go = useCallback(
    (href: string) => {
      onClose()
      router.push(href)
    },
    [onClose, router],
  )

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
    // optionId is derived from the stable baseId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

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

  const groups: { group: Group; title: string; total: number }[] = answer
    ? [
        { group: 'parts', title: t('parts'), total: answer.totals.parts },
        { group: 'products', title: t('products'), total: answer.totals.products },
        { group: 'content', title: t('content'), total: answer.totals.content },
      ]
    : []
  const hasResults = options.length > 0
  const settled = state.status === 'done'

  return (
    <Portal slot="search-modal-slot">
      <ModalDialog
        onClose={onClose}
        lockScroll
        backdropClassName="fixed inset-0 z-50 flex items-stretch justify-center bg-neutral-950/60 sm:items-start sm:p-4 sm:pt-[10vh]"
        className="flex h-[100dvh] w-full flex-col bg-white shadow-xl sm:h-auto sm:max-h-[80vh] sm:max-w-2xl sm:rounded-lg dark:bg-neutral-900 dark:text-neutral-100"
        labelledBy={titleId}
        testId="search-modal"
        data-status={state.status}
        data-query={state.status === 'done' ? state.query : undefined}
      >
        <h2 id={titleId} className="sr-only">
          {t('dialogTitle')}
        </h2>
        <div className="flex items-center gap-2 border-b border-neutral-300 px-3 py-2 dark:border-neutral-700">
          <MagnifierIcon className="h-5 w-5 shrink-0 text-neutral-500 dark:text-neutral-400" />
          <input
            ref={input}
            // Focused as the dialog mounts (inside the portal, which mounts after this component).
            autoFocus
            type="search"
            role="combobox"
            aria-label={t('inputLabel')}
            aria-expanded={hasResults}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={MAX_QUERY + 20}
            placeholder={t('placeholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onInputKey}
            data-testid="search-input"
            className="min-w-0 flex-1 bg-transparent py-2 text-base outline-none placeholder:text-neutral-500 dark:placeholder:text-neutral-400 [&::-webkit-search-cancel-button]:hidden"
          />
          {state.status === 'loading' && (
            <span role="status" className="text-xs text-neutral-600 dark:text-neutral-400">
              {t('loading')}
            </span>
          )}
          <button
            type="button"
            onClick={onClose}
            aria-label={t('close')}
            data-testid="search-close"
            className="rounded px-2 py-1 text-sm text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
          >
            <span aria-hidden="true" className="text-2xl leading-none sm:hidden">
              ×
            </span>
            <kbd
              aria-hidden="true"
              className="hidden rounded border border-neutral-300 px-1.5 py-0.5 font-sans text-xs sm:inline dark:border-neutral-600"
            >
              Esc
            </kbd>
          </button>
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-2" data-testid="search-body">
          {state.status === 'idle' && (
            <p className="px-2 py-6 text-center text-sm text-neutral-600 dark:text-neutral-400">{t('hint')}</p>
          )}
          {state.status === 'too-long' && (
            <p role="alert" className="px-2 py-6 text-center text-sm text-error-700 dark:text-error-400">
              {t('tooLong', { max: MAX_QUERY })}
            </p>
          )}
          {state.status === 'error' && (
            <p
              role="alert"
              className="px-2 py-6 text-center text-sm text-error-700 dark:text-error-400"
              data-testid="search-error"
            >
              {t('error')}
            </p>
          )}
          {settled && !hasResults && (
            <div className="px-2 py-6 text-center" data-testid="search-empty" role="status">
              <p className="font-semibold">{t('noResults', { query: state.query })}</p>
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('noResultsHint')}</p>
            </div>
          )}
          <div id={listId} role="listbox" aria-label={t('results')} hidden={!hasResults} data-testid="search-results">
            {groups.map(({ group, title, total }) => {
              const items = options.map((o, i) => [o, i] as const).filter(([o]) => o.group === group)
              if (!items.length) return null
              const headingId = `${baseId}-${group}`
              return (
                <div
                  key={group}
                  role="group"
                  aria-labelledby={headingId}
                  className="mb-2"
                  data-testid={`search-group-${group}`}
                >
                  <div
                    id={headingId}
                    className="flex items-baseline justify-between px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-neutral-600 dark:text-neutral-400"
                  >
                    <span>{title}</span>
                    <span className="font-normal normal-case tabular-nums">{t('count', { count: total })}</span>
                  </div>
                  {items.map(([o, i]) => (
                    <Link
                      key={o.key}
                      id={optionId(i)}
                      href={o.href}
                      role="option"
                      aria-selected={i === active}
                      tabIndex={-1}
                      onMouseMove={() => i !== active && setActive(i)}
                      onClick={onClose}
                      data-testid="search-option"
                      data-group={group}
                      className={`block rounded px-2 py-2 ${i === active ? 'bg-primary-100 text-primary-950 dark:bg-primary-900 dark:text-white' : 'hover:bg-neutral-100 dark:hover:bg-neutral-800'}`}
                    >
                      {o.part ? (
                        <span className="flex flex-wrap items-baseline gap-x-2">
                          <span className="font-mono font-semibold whitespace-nowrap">{o.part.pn}</span>
                          <span className="text-sm text-neutral-700 dark:text-neutral-300">
                            {t.rich('inSeries', {
                              title: o.part.series.title,
                              series: (chunks) => <span className="font-medium">{chunks}</span>,
                            })}
                          </span>
                        </span>
                      ) : o.doc ? (
                        <>
                          <span className="flex items-baseline justify-between gap-2">
                            <span className="font-semibold">{o.doc.title}</span>
                            <span className="shrink-0 text-xs text-neutral-600 dark:text-neutral-400">
                              {t.has(`kinds.${o.doc.collection}`) ? t(`kinds.${o.doc.collection}`) : o.doc.collection}
                            </span>
                          </span>
                          {o.doc.summary && (
                            <span className="mt-0.5 block truncate text-sm text-neutral-700 dark:text-neutral-300">
                              {o.doc.summary}
                            </span>
                          )}
                        </>
                      ) : null}
                    </Link>
                  ))}
                </div>
              )
            })}
          </div>
        </div>

        <div className="flex items-center justify-between gap-3 border-t border-neutral-300 px-4 py-2 text-sm dark:border-neutral-700">
          <span className="hidden text-xs text-neutral-600 sm:inline dark:text-neutral-400">{t('keys')}</span>
          {query.trim() && query.trim().length <= MAX_QUERY ? (
            <Link
              href={resultsHref(query, locale)}
              onClick={onClose}
              data-testid="search-see-all"
              className="ml-auto font-semibold text-primary-800 underline dark:text-primary-300"
            >
              {t('seeAll')}
            </Link>
          ) : (
            <span className="ml-auto" />
          )}
        </div>
      </ModalDialog>
    </Portal>
  )
}
