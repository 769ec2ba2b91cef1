'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useId, useRef, useState } from 'react'

import { Portal } from '@/components/layout/Portal.client'
import { ModalDialog } from '@/components/layout/ModalDialog.client'
import type { Locale } from '@/i18n/locales'

import { MagnifierIcon } from './MagnifierIcon'
import { resultsHref } from './resultsHref'
import { SearchListbox } from './SearchListbox.client'
import { MAX_QUERY, type SearchState } from './useSearch'
import { useSearchResults } from './useSearchResults'

/** What the body says besides the results: the hint, a query too long, an error, nothing found. */
function SearchMessages({ state, empty }: { state: SearchState; empty: boolean }) {
  const t = useTranslations('search')
  return (
    <>
      {state.status === 'idle' && <p className="px-2 py-6 text-center text-sm text-neutral-600 dark:text-neutral-400">{t('hint')}</p>}
      {state.status === 'too-long' && (
        <p role="alert" className="px-2 py-6 text-center text-sm text-error-700 dark:text-error-400">
          {t('tooLong', { max: MAX_QUERY })}
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="px-2 py-6 text-center text-sm text-error-700 dark:text-error-400" data-testid="search-error">
          {t('error')}
        </p>
      )}
      {state.status === 'done' && empty && (
        <div className="px-2 py-6 text-center" data-testid="search-empty" role="status">
          <p className="font-semibold">{t('noResults', { query: state.query })}</p>
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('noResultsHint')}</p>
        </div>
      )}
    </>
  )
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
  const input = useRef<HTMLInputElement>(null)
  const baseId = useId()
  const titleId = `${baseId}-title`
  const listId = `${baseId}-list`

  const go = useCallback(
    (href: string) => {
      onClose()
      router.push(href)
    },
    [onClose, router],
  )
  const { state, options, groups, active, setActive, optionId, onInputKey } = useSearchResults(query, locale, baseId, go)
  const hasResults = options.length > 0

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
            className="min-w-0 flex-1 rounded bg-transparent px-1 py-2 text-base placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-700 dark:placeholder:text-neutral-400 dark:focus-visible:outline-primary-300 [&::-webkit-search-cancel-button]:hidden"
          />
          {state.status === 'loading' && (
            <span role="status" className="text-xs text-neutral-600 dark:text-neutral-400">
              {t('loading')}
            </span>
          )}
          {/* Its name is its visible word ("Close"); Escape does the same (the footer says so). */}
          <button
            type="button"
            onClick={onClose}
            title={t('close')}
            aria-keyshortcuts="Escape"
            data-testid="search-close"
            className="flex min-h-11 items-center gap-1 rounded px-2 py-1 text-sm text-neutral-700 hover:bg-neutral-100 sm:min-h-8 dark:text-neutral-300 dark:hover:bg-neutral-800"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
            {t('hit.closeText')}
          </button>
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-2" data-testid="search-body">
          <SearchMessages state={state} empty={!hasResults} />
          {state.status === 'done' && state.answer.didYouMean && (
            <p className="px-2 pb-1 text-sm" data-testid="search-did-you-mean">
              {t.rich('hit.didYouMean', {
                pn: state.answer.didYouMean,
                link: (chunks) => (
                  <Link
                    href={resultsHref(state.answer.didYouMean ?? '', locale)}
                    onClick={onClose}
                    className="font-mono font-semibold underline"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
          <SearchListbox
            listId={listId}
            baseId={baseId}
            groups={groups}
            options={options}
            active={active}
            optionId={optionId}
            onHover={setActive}
            onChoose={onClose}
          />
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
