import type { MatchLevel } from '@/domain'
import type { Locale } from '@/i18n/locales'

/**
 * The public cross table's own words (docs/cross-references.md, "The public table"): the match
 * levels in plain words, and the headings and columns of the guide's tables and of the CSV.
 */
const EN = {
  match: { exact: 'Exact', functional: 'Functional: check the differences', partial: 'Partial: covers part of it' } satisfies Record<
    MatchLevel,
    string
  >,
  brand: 'Brand',
  theirNumber: 'Their part number',
  ours: 'Our part number',
  ourSeries: 'Our series',
  level: 'Match',
  note: 'Note',
  crossesHeading: 'Cross-reference table',
  crossesIntro: (n: number, brands: number) =>
    `${n.toLocaleString('en-US')} part numbers of ${brands} other makers and the part of ours that replaces each. Type any of them in the search or the quick order to find ours.`,
  seriesCell: (code: string) => `${code} series: pick in its table`,
  supersessionsHeading: 'Our replaced part numbers',
  supersessionsIntro: 'Part numbers of ours that were renumbered or redesigned, and the part sold today in their place.',
  oldNumber: 'Old part number',
  replacedBy: 'Sold today',
  since: 'Since',
  reason: 'Reason',
  steps: (n: number) => (n > 1 ? `after ${n} changes` : ''),
  download: 'Download the whole table (CSV)',
  downloadNote: 'For distributors and ERP imports: one cross a line, in English.',
  csvHeader: ['Brand', 'Competitor part number', 'Our part number', 'Our series', 'Match', 'Note'],
  csvMatch: { exact: 'Exact', functional: 'Functional', partial: 'Partial' } satisfies Record<MatchLevel, string>,
}

const ES: typeof EN = {
  match: { exact: 'Exacta', functional: 'Funcional: revise las diferencias', partial: 'Parcial: cubre una parte' },
  brand: 'Marca',
  theirNumber: 'Su número de pieza',
  ours: 'Nuestro número de pieza',
  ourSeries: 'Nuestra serie',
  level: 'Equivalencia',
  note: 'Nota',
  crossesHeading: 'Tabla de equivalencias',
  crossesIntro: (n: number, brands: number) =>
    `${n.toLocaleString('es-MX')} números de pieza de ${brands} otros fabricantes y la pieza nuestra que reemplaza a cada uno. Escriba cualquiera de ellos en la búsqueda o en el pedido rápido para encontrar la nuestra.`,
  seriesCell: (code: string) => `Serie ${code}: elija en su tabla`,
  supersessionsHeading: 'Nuestros números de pieza reemplazados',
  supersessionsIntro: 'Números de pieza nuestros que cambiaron de número o de diseño, y la pieza que se vende hoy en su lugar.',
  oldNumber: 'Número anterior',
  replacedBy: 'Se vende hoy',
  since: 'Desde',
  reason: 'Motivo',
  steps: (n: number) => (n > 1 ? `tras ${n} cambios` : ''),
  download: 'Descargar la tabla completa (CSV)',
  downloadNote: 'Para distribuidores e importación a su ERP: una equivalencia por línea, en español.',
  csvHeader: ['Marca', 'Número de pieza del competidor', 'Nuestro número de pieza', 'Nuestra serie', 'Equivalencia', 'Nota'],
  csvMatch: { exact: 'Exacta', functional: 'Funcional', partial: 'Parcial' },
}

export type CrossWords = typeof EN
export const crossWords = (locale: Locale): CrossWords => (locale === 'es' ? ES : EN)
