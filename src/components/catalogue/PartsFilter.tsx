import { getTranslations } from 'next-intl/server'

/** A filterable column: its values with their counts, and the value chosen. */
type FilterColumn = { key: string; title: string; selected: string; options: { slug: string; label: string; count: number }[] }

/**
 * The parts table's filters: a GET form (one select per attribute, with counts; a value with
 * no part left is disabled), so it works without script. `canReset` shows the link back to all parts.
 */
export async function PartsFilter({ columns, basePath, canReset }: { columns: FilterColumn[]; basePath: string; canReset: boolean }) {
  const t = await getTranslations('series')
  return (
    <form
      method="get"
      action={`${basePath}#parts`}
      id="parts-filters"
      data-skip={t('skipToPartFilters')}
      data-testid="parts-filter"
      className="mb-3 flex flex-wrap items-end gap-3 rounded border border-neutral-300 bg-white p-3 dark:border-neutral-700 dark:bg-neutral-900"
    >
      {columns.map((c) => (
        <label key={c.key} className="flex min-w-36 flex-col gap-1 text-sm font-semibold">
          {c.title}
          <select
            name={c.key}
            defaultValue={c.selected}
            className="rounded border border-neutral-400 bg-white px-2 py-1.5 font-normal dark:border-neutral-600 dark:bg-neutral-800"
          >
            <option value="">{t('any')}</option>
            {c.options.map((o) => (
              <option key={o.slug} value={o.slug} disabled={o.count === 0 && o.slug !== c.selected}>
                {`${o.label} (${o.count})`}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div className="flex items-center gap-3">
        <button
          type="submit"
          className="rounded bg-primary-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-neutral-950 dark:hover:bg-primary-300"
        >
          {t('apply')}
        </button>
        {canReset && (
          <a href={`${basePath}#parts`} className="text-sm font-semibold text-primary-800 underline dark:text-primary-300">
            {t('reset')}
          </a>
        )}
      </div>
    </form>
  )
}
