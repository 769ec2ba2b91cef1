'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'

import { toCents } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import { formatCents } from '@/lib/commerce/money'

import { CrossNote } from './CrossNote'
import type { GroupHeading, Option } from './useSearchResults'

/** One result: a part (its number, series, first attribute values and list price) or a page (its title, kind and summary). */
function OptionText({ option }: { option: Option }) {
  const t = useTranslations('search')
  const locale = useLocale() as Locale
  if (option.part) {
    const { part } = option
    return (
      <>
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-mono font-semibold whitespace-nowrap">{part.pn}</span>
          <span className="text-sm text-neutral-700 dark:text-neutral-300">
            {t.rich('inSeries', {
              title: part.series.title,
              series: (chunks) => <span className="font-medium">{chunks}</span>,
            })}
          </span>
        </span>
        <CrossNote hit={part} table={false} />
        <span
          className="flex flex-wrap justify-between gap-x-3 text-sm text-neutral-700 dark:text-neutral-300"
          data-testid="search-part-facts"
        >
          <span>{part.values.join(' · ')}</span>
          {part.listPrice !== null && (
            <span className="tabular-nums">{t('hit.listPrice', { price: formatCents(toCents(part.listPrice), locale) })}</span>
          )}
        </span>
      </>
    )
  }
  if (!option.doc) return null
  const doc = option.doc
  return (
    <>
      <span className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{doc.title}</span>
        <span className="shrink-0 text-xs text-neutral-600 dark:text-neutral-400">
          {t.has(`kinds.${doc.collection}`) ? t(`kinds.${doc.collection}`) : doc.collection}
        </span>
      </span>
      <CrossNote hit={doc} table={false} />
      {doc.summary && <span className="mt-0.5 block truncate text-sm text-neutral-700 dark:text-neutral-300">{doc.summary}</span>}
    </>
  )
}

/** The results as a listbox of groups (parts, products, content), each with its heading and total. */
export function SearchListbox({
  listId,
  baseId,
  groups,
  options,
  active,
  optionId,
  onHover,
  onChoose,
}: {
  listId: string
  baseId: string
  groups: GroupHeading[]
  options: Option[]
  active: number
  optionId: (i: number) => string
  onHover: (i: number) => void
  onChoose: () => void
}) {
  const t = useTranslations('search')
  return (
    <div id={listId} role="listbox" aria-label={t('results')} hidden={options.length === 0} data-testid="search-results">
      {groups.map(({ group, title, total }) => {
        const items = options.map((o, i) => [o, i] as const).filter(([o]) => o.group === group)
        if (!items.length) return null
        const headingId = `${baseId}-${group}`
        return (
          <div key={group} role="group" aria-labelledby={headingId} className="mb-2" data-testid={`search-group-${group}`}>
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
                onMouseMove={() => i !== active && onHover(i)}
                onClick={onChoose}
                data-testid="search-option"
                data-group={group}
                className={`block rounded px-2 py-2 ${i === active ? 'bg-primary-100 text-primary-950 dark:bg-primary-900 dark:text-white' : 'hover:bg-neutral-100 dark:hover:bg-neutral-800'}`}
              >
                <OptionText option={o} />
              </Link>
            ))}
          </div>
        )
      })}
    </div>
  )
}
