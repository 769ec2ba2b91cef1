import type { Payload } from 'payload'

import type { ImportFile } from '../format'
import { bothLanguages, catalogueKeys } from './crossSection'

/*
 * The `crossReferences` and `supersessions` sections as the exporter writes them
 * (docs/import-format-crosses.md): by brand, competitor number and our part or series; by
 * old number. Empty languages and attributes are left out, as the importer reads them.
 */

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const read = { overrideAccess: true, depth: 0, pagination: false, limit: 0, locale: 'all' } as const // the staff's export runs as the system

/** Only the languages that have a text: { en, es }, { en } or nothing. */
function texts(value: unknown): { en?: string; es?: string } | undefined {
  const { en, es } = bothLanguages(value)
  return en || es ? { ...(en ? { en } : {}), ...(es ? { es } : {}) } : undefined
}

const idOf = (v: unknown) => (v == null ? null : typeof v === 'object' ? (v as { id: number }).id : Number(v))

export async function exportCrosses(payload: Payload): Promise<Pick<Required<ImportFile>, 'crossReferences' | 'supersessions'>> {
  const [keys, crosses, supersessions] = await Promise.all([
    catalogueKeys(payload),
    payload.find({ collection: 'cross-references', ...read }),
    payload.find({ collection: 'supersessions', ...read }),
  ])
  const crossReferences = crosses.docs.flatMap((d) => {
    const partId = idOf(d.part)
    const seriesId = idOf(d.series)
    const target = partId !== null ? { pn: keys.pnOf.get(partId) } : { series: seriesId === null ? undefined : keys.codeOf.get(seriesId) }
    if (!target.pn && !target.series) return []
    const attributes = d.attributes && typeof d.attributes === 'object' && Object.keys(d.attributes).length > 0 ? d.attributes : undefined
    const note = texts(d.note)
    return [
      {
        brand: d.brand,
        competitorPn: d.competitorPn,
        ...target,
        match: d.match,
        ...(attributes ? { attributes: attributes as Record<string, string | { en: string; es: string }> } : {}),
        ...(note ? { note } : {}),
      },
    ]
  })
  crossReferences.sort(
    (a, b) =>
      compare(a.brand.toUpperCase(), b.brand.toUpperCase()) ||
      compare(a.competitorPn, b.competitorPn) ||
      compare(a.pn ?? '', b.pn ?? '') ||
      compare(a.series ?? '', b.series ?? ''),
  )
  return {
    crossReferences,
    supersessions: supersessions.docs
      .map((d) => {
        const reason = texts(d.reason)
        return {
          oldPn: d.oldPn,
          replacementPn: d.replacementPn,
          ...(d.since ? { since: d.since.slice(0, 10) } : {}),
          ...(reason ? { reason } : {}),
        }
      })
      .sort((a, b) => compare(a.oldPn.toUpperCase(), b.oldPn.toUpperCase())),
  }
}
