'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useId } from 'react'

import { awaitsConfirming, type BomRow } from './hooks/useQuickOrderLines'

/**
 * How a quick order line was found when it was not typed as our number (docs/cross-references.md):
 * "Schneider XB4-BA31 → our PB22-…: exact equivalent", or "X was replaced by Y". A functional
 * or partial match names the key attributes that differ and waits for the buyer's checkbox
 * before the line joins the cart (`confirm`).
 */
export function BomCrossNote({ row, confirm }: { row: BomRow; confirm: (line: number, yes: boolean) => void }) {
  const t = useTranslations('quickOrder')
  const format = useFormatter()
  const id = useId()
  if (row.replaces) {
    const since = row.replaces.since ? format.dateTime(new Date(row.replaces.since), { dateStyle: 'medium', timeZone: 'UTC' }) : null
    return (
      <span className="mt-1 block text-xs text-neutral-700 dark:text-neutral-300" data-testid="bom-replaces">
        {since ? t('replacedSince', { old: row.replaces.pn, pn: row.pn!, since }) : t('replaced', { old: row.replaces.pn, pn: row.pn! })}
      </span>
    )
  }
  const cross = row.crossedFrom
  if (!cross) return null
  const waits = cross.match !== 'exact'
  return (
    <span className="mt-1 block space-y-1 text-xs" data-testid="bom-crossed" data-match={cross.match}>
      <span className="block font-semibold">
        {t('crossNote', { brand: cross.brand, theirs: cross.pn, ours: row.pn!, match: cross.match })}
      </span>
      {row.note && <span className="block text-neutral-700 dark:text-neutral-300">{row.note}</span>}
      {waits && (
        <>
          {row.differences && row.differences.length > 0 && (
            <span className="block" id={`${id}-d`}>
              {t('differences', { brand: cross.brand })}
              <span className="block" role="list" data-testid="bom-differences">
                {row.differences.map((d) => (
                  <span key={d.key} role="listitem" className="block pl-2">
                    {d.ours === null
                      ? t('differenceMissing', { title: d.title, theirs: d.theirs })
                      : t('difference', { title: d.title, theirs: d.theirs, ours: d.ours })}
                  </span>
                ))}
              </span>
            </span>
          )}
          <label className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
            <input
              type="checkbox"
              className="size-5"
              checked={Boolean(row.confirmed)}
              onChange={(e) => confirm(row.line, e.target.checked)}
              aria-describedby={row.differences?.length ? `${id}-d` : undefined}
              data-testid="bom-confirm"
            />
            {t('confirmCross', { ours: row.pn!, theirs: cross.pn })}
          </label>
          {awaitsConfirming(row) && (
            <span className="block text-warning-800 dark:text-warning-300" data-testid="bom-awaits">
              {t('awaitsConfirming')}
            </span>
          )}
        </>
      )}
    </span>
  )
}
