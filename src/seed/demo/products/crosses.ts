import { OPERATOR_RULES, type BrandRule } from './crossBrands'
import { POWER_RULES } from './crossBrandsPower'
import type { Bi } from './familyDefs'

/**
 * The demo shop's cross-references and supersessions (docs/cross-references.md), in the import
 * format's `crossReferences` and `supersessions` sections. Each brand's rule (./crossBrands.ts,
 * ./crossBrandsPower.ts) reads our part's codes and answers the competitor's number, so the
 * crosses follow from our parts' attributes: the competitor part's attributes are ours, except
 * the one a `functional` rule names (then it really differs) or those a `partial` rule lacks.
 * A few crosses name a series (a family of theirs), a few one part by hand; the supersessions
 * are the demo's own old numbers, some renumbered twice or three times, each ending at a part.
 * Deterministic: the same catalogue gives the same records in the same order.
 */

type Value = string | Bi
type Part = { pn: string; series: string; attributes: Record<string, Value> }
export type DemoCross = {
  brand: string
  competitorPn: string
  pn?: string
  series?: string
  match: 'exact' | 'functional' | 'partial'
  attributes?: Record<string, Value>
  note?: Bi
}
export type DemoSupersession = { oldPn: string; replacementPn: string; since: string; reason: Bi }

const bi = (en: string, es: string): Bi => ({ en, es })

/** Our part's codes after its series (PB22-G-10-M → G, 10, M): one per attribute. */
const codesOf = (part: Part) => part.pn.slice(part.series.length + 1).split('-')

function crossOf(rule: BrandRule, part: Part): DemoCross | null {
  const codes = codesOf(part)
  const competitorPn = rule.number(codes)
  if (!competitorPn) return null
  const base = { brand: rule.brand, competitorPn, pn: part.pn }
  const differs = rule.differs?.(codes)
  if (differs) {
    return { ...base, match: 'functional', attributes: { ...part.attributes, [differs.key]: differs.value }, note: differs.note }
  }
  if (rule.lacks) return { ...base, match: 'partial', attributes: { ...part.attributes, ...rule.lacks.values }, note: rule.lacks.note }
  return { ...base, match: 'exact', attributes: { ...part.attributes } }
}

/** Crosses to one part of ours chosen by hand: sockets, contact blocks, end plates. */
const BY_HAND: DemoCross[] = [
  { brand: 'IDEC', competitorPn: 'SR2P-06', pn: 'GRS-8', match: 'exact' },
  { brand: 'IDEC', competitorPn: 'SY4S-05', pn: 'GRS-14', match: 'exact' },
  { brand: 'IDEC', competitorPn: 'SR3P-05', pn: 'GRS-11', match: 'exact' },
  { brand: 'ABB', competitorPn: 'MCB-10', pn: 'PA22-CB10', match: 'exact' },
  { brand: 'ABB', competitorPn: 'MCB-01', pn: 'PA22-CB01', match: 'exact' },
  { brand: 'Allen-Bradley', competitorPn: '1492-EBJ3', pn: 'TBA-N-EP', match: 'exact' },
]

/** Crosses to a series of ours: the competitor's number names a family, the buyer picks the part in our table. */
const TO_SERIES: DemoCross[] = [
  {
    brand: 'Schneider Electric',
    competitorPn: 'XB5AV',
    series: 'PL22',
    match: 'exact',
    note: bi(
      'Harmony XB5 pilot lights: pick the colour and voltage in our PL22 table.',
      'Luces piloto Harmony XB5: elija el color y la tensión en nuestra tabla PL22.',
    ),
  },
  {
    brand: 'Schneider Electric',
    competitorPn: 'ZBY2',
    series: 'LP22',
    match: 'exact',
    note: bi(
      'Legend plates for 22 mm operators: pick the legend in our LP22 table.',
      'Placas de leyenda para operadores de 22 mm: elija la leyenda en nuestra tabla LP22.',
    ),
  },
  {
    brand: 'Allen-Bradley',
    competitorPn: '800T-A',
    series: 'PB30',
    match: 'exact',
    note: bi(
      '800T 30 mm flush buttons: pick the colour and contacts in our PB30 table.',
      'Botones rasantes 800T de 30 mm: elija el color y los contactos en nuestra tabla PB30.',
    ),
  },
  {
    brand: 'Eaton',
    competitorPn: 'M22-I',
    series: 'CS22',
    match: 'exact',
    note: bi(
      'M22 surface-mount enclosures: pick the holes in our CS22 table.',
      'Cajas de superficie M22: elija los orificios en nuestra tabla CS22.',
    ),
  },
  {
    brand: 'Siemens',
    competitorPn: '8WH',
    series: 'TB-S',
    match: 'partial',
    note: bi(
      'The 8WH range has screw and spring terminals; ours are push-in spring terminals only.',
      'La gama 8WH tiene bornes de tornillo y de resorte; los nuestros son solo de resorte de inserción.',
    ),
  },
]

/**
 * Every cross of the demo: the brands' rules over `parts`, then the hand-picked ones, whose
 * part numbers `sold` maps to the catalogue's (the large one's first variant).
 */
export function demoCrossReferences(parts: readonly Part[], sold: (pn: string) => string = (pn) => pn): DemoCross[] {
  const bySeries = new Map<string, Part[]>()
  for (const part of parts) bySeries.set(part.series, [...(bySeries.get(part.series) ?? []), part])
  const crosses: DemoCross[] = []
  for (const rule of [...OPERATOR_RULES, ...POWER_RULES]) {
    for (const part of bySeries.get(rule.series) ?? []) {
      const cross = crossOf(rule, part)
      if (cross) crosses.push(cross)
    }
  }
  const attributesOf = new Map(parts.map((p) => [p.pn, p.attributes]))
  const byHand = BY_HAND.flatMap((c) => {
    const pn = sold(c.pn!)
    return attributesOf.has(pn) ? [{ ...c, pn, attributes: { ...attributesOf.get(pn) } }] : []
  })
  return [...crosses, ...byHand, ...TO_SERIES]
}

// ---- Supersessions -------------------------------------------------------------------------------

const DASHES = bi(
  'Renumbered: the contacts joined the part number, with dashes between its codes.',
  'Cambio de número: los contactos pasaron al número de pieza, con guiones entre sus códigos.',
)
const OPERATION = bi(
  'Renumbered when maintained buttons joined the range: the operation is now the last code.',
  'Cambio de número al sumarse los botones sostenidos: la operación es ahora el último código.',
)
const LENS = bi(
  'The lens shape joined the part number (flat, domed or press-to-test).',
  'La forma de la lente pasó al número de pieza (plana, domo o con prueba).',
)
const CONNECTION = bi(
  'Spring-clamp terminals joined the range: the connection is now the last code.',
  'Se sumaron terminales de resorte: la conexión es ahora el último código.',
)
const LED = bi('The incandescent lamp gave way to an integral LED.', 'La lámpara incandescente dio paso a un LED integrado.')
const AUXILIARY = bi(
  'The auxiliary contact (1 NO or 1 NC) joined the part number.',
  'El contacto auxiliar (1 NA o 1 NC) pasó al número de pieza.',
)
const OPTIONS = bi(
  'The LED became standard; the option is now the last code.',
  'El LED pasó a ser estándar; la opción es ahora el último código.',
)
const RANGE = bi('New housing with a test button; same adjustment range.', 'Nueva carcasa con botón de prueba; mismo rango de ajuste.')
const SPRING = bi('Screw blocks replaced by push-in spring blocks.', 'Bornas de tornillo reemplazadas por bornas de resorte de inserción.')
const SELECTOR = bi('Selector switches took the SS prefix of the range.', 'Los selectores tomaron el prefijo SS de la gama.')
const SELECTOR_OPERATION = bi(
  'Renumbered when spring-return selectors joined the range: the operation joined the number.',
  'Cambio de número al sumarse los selectores con retorno por resorte: la operación pasó al número.',
)
const CONTACTS = bi('The contacts joined the part number.', 'Los contactos pasaron al número de pieza.')

const step = (oldPn: string, replacementPn: string, since: string, reason: Bi): DemoSupersession => ({
  oldPn,
  replacementPn,
  since,
  reason,
})

/**
 * Our own old numbers and what replaced them. The push buttons were renumbered twice (PB-22G1 →
 * PB22-G-10 → PB22-G-10-M), the red pilot light three times, the 2-position selector three times.
 */
export function demoSupersessions(): DemoSupersession[] {
  const buttons = ['R', 'G', 'K', 'Y', 'B', 'W'].flatMap((c) => [
    step(`PB-22${c}1`, `PB22-${c}-10`, '2016-03-01', DASHES),
    step(`PB22-${c}-10`, `PB22-${c}-10-M`, '2019-07-01', OPERATION),
  ])
  const lights = ['R', 'G', 'A'].flatMap((c) => [
    step(`PL22-${c}-24`, `PL22-${c}-24-F`, '2017-05-15', LENS),
    step(`PL22-${c}-24-F`, `PL22-${c}-24-F-S`, '2021-02-01', CONNECTION),
  ])
  return [
    ...buttons,
    ...lights,
    step('IPL22R24', 'PL22-R-24', '2014-09-01', LED),
    step('CT9-24DC', 'CT-9-24D-10', '2018-01-08', AUXILIARY),
    step('CT12-24DC', 'CT-12-24D-10', '2018-01-08', AUXILIARY),
    step('CT18-120AC', 'CT-18-120A-10', '2018-01-08', AUXILIARY),
    step('GR2-24DC', 'GR2-24D-L', '2020-04-01', OPTIONS),
    step('GR2-120AC', 'GR2-120A-L', '2020-04-01', OPTIONS),
    step('GR4-24DC', 'GR4-24D-L', '2020-04-01', OPTIONS),
    step('OLR-0.4', 'OL-0.4', '2022-10-03', RANGE),
    step('OLR-1', 'OL-1', '2022-10-03', RANGE),
    step('TBS-2.5', 'TB-S-G-2.5-1', '2023-06-01', SPRING),
    step('TBS-4', 'TB-S-G-4-1', '2023-06-01', SPRING),
    step('SW22-2', 'SS-22-2', '2012-01-02', SELECTOR),
    step('SS-22-2', 'SS22-2-M', '2016-03-01', SELECTOR_OPERATION),
    step('SS22-2-M', 'SS22-2-10-M', '2019-07-01', CONTACTS),
  ]
}
