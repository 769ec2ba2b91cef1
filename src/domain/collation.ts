/**
 * Names sorted as a reader of `locale` expects (accents and case where that language puts
 * them: "Bélgica" before "Bután" in Spanish), not by code points.
 * @example sortByName([{ name: 'Bután' }, { name: 'Bélgica' }], 'es').map((c) => c.name) // ['Bélgica', 'Bután']
 */
export function sortByName<T extends { name: string }>(items: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  return [...items].sort((a, b) => collator.compare(a.name, b.name))
}
