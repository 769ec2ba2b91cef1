import { z } from 'zod'

import { isRecord } from '@/lib/platform/isRecord'

import {
  boxRuleSchema,
  carrierSchema,
  cartItemRuleSchema,
  countrySchema,
  customerSchema,
  partPrefixSchema,
  priceListEntrySchema,
  productSchema,
  rateRowSchema,
  repSchema,
  settingsSchema,
  taxRuleSchema,
  webUserSchema,
} from './commerceFormat'
import { contentSections } from './contentFormat'
import { contentDuplicateProblems } from './contentKeys'
import { crossRecordKey, crossReferenceSchema, supersessionRecordKey, supersessionSchema } from './crossFormat'
import { zipList, zone } from './formatFields'
import { stockSchema, warehouseSchema } from './stockFormat'
import { formatPath, type ImportProblem } from './problems'

export { formatPath, type ImportProblem } from './problems'

/**
 * The data-import file format: the shop's commerce data as the ERP exports it, shaped like
 * `fixtures` of the worked examples (tests/fixtures/commerce.json) plus carriers and countries,
 * and the content and catalogue sections. Every section is optional; a section present is
 * upserted by its natural key (see importData.ts). The sections' records are commerceFormat.ts
 * and contentFormat.ts; this file joins them and parses a whole file into data or problems.
 */

const recordName = (what: string) =>
  z.string().refine((k) => k.trim() === k && k !== '', `a ${what} name must not be empty or start or end with spaces`)

export const importFileSchema = z.strictObject({
  settings: settingsSchema.optional(),
  partPrefixes: z.array(partPrefixSchema).optional(),
  products: z.array(productSchema).optional(),
  priceLists: z.record(recordName('price list'), z.array(priceListEntrySchema)).optional(),
  customers: z.record(recordName('customer'), customerSchema).optional(),
  webUsers: z.array(webUserSchema).optional(),
  rateTable: z.array(rateRowSchema).optional(),
  zones: z.record(z.string().regex(/^\d{3}$/, 'a zone key must be the first 3 digits of a ZIP code, e.g. "152"'), zone()).optional(),
  boxRules: z.array(boxRuleSchema).optional(),
  cartItemRules: z.array(cartItemRuleSchema).optional(),
  taxRules: z.array(taxRuleSchema).optional(),
  reps: z.array(repSchema).optional(),
  carriers: z.array(carrierSchema).optional(),
  countries: z.array(countrySchema).optional(),
  // Warehouses and each part's stock in them (docs/import-format-stock.md).
  warehouses: z.array(warehouseSchema).optional(),
  stock: z.array(stockSchema).optional(),
  // Other makers' numbers and ours, our old numbers and their replacements (docs/import-format-crosses.md).
  crossReferences: z.array(crossReferenceSchema).optional(),
  supersessions: z.array(supersessionSchema).optional(),
  // The content and catalogue sections (docs/import-format-content.md).
  ...contentSections,
})

/** The parsed file: part numbers normalized, defaults filled in. */
export type ImportData = z.output<typeof importFileSchema>
/** What a file may hold before parsing (what exportData writes). */
export type ImportFile = z.input<typeof importFileSchema>
export type ImportSection = keyof ImportData
export const IMPORT_SECTIONS = Object.keys(importFileSchema.shape) as ImportSection[]

export type ParseResult = { ok: true; data: ImportData } | { ok: false; problems: ImportProblem[] }

// ---- Parsing ----------------------------------------------------------------------------------

const describe = (value: unknown): string => {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (typeof value === 'object') return 'an object'
  return String(value)
}

const EXPECTED: Record<string, string> = {
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  int: 'a whole number',
}

/** Plain-English reasons for zod's own issues (our schemas name their own where it helps). */
const reasonFor: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'is required'
    return `expects ${EXPECTED[issue.expected] ?? issue.expected}, got ${describe(issue.input)}`
  }
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
  return undefined
}

const SECTION_LIST = IMPORT_SECTIONS.join(', ')

function problemsOf(error: z.ZodError): ImportProblem[] {
  const problems: ImportProblem[] = []
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        problems.push({
          path: formatPath([...issue.path, key]),
          reason:
            issue.path.length === 0
              ? `is not a section of the import format; the sections are ${SECTION_LIST}`
              : 'is not a field of this record (check its spelling)',
        })
      }
    } else if (issue.code === 'invalid_key') {
      const nested = issue.issues[0]
      problems.push({ path: formatPath(issue.path), reason: nested?.message ?? 'is not a valid key' })
    } else {
      problems.push({ path: formatPath(issue.path), reason: issue.message })
    }
  }
  return problems
}

/** Drops keys whose value is undefined, as JSON would (a JS caller may pass `{ x: undefined }`). */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, withoutUndefined(v)]),
    )
  }
  return value
}

type KeyOf = (record: Record<string, unknown>) => string | undefined
const trimmedString = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined)
const upper = (v: unknown) => trimmedString(v)?.toUpperCase()

/** Natural keys: two records of a section with the same key are refused (the second one). */
const NATURAL_KEYS: Partial<Record<ImportSection, { field: string; key: KeyOf }>> = {
  partPrefixes: { field: 'title', key: (r) => upper(r.title) },
  products: { field: 'pn', key: (r) => upper(r.pn) },
  boxRules: { field: 'code', key: (r) => trimmedString(r.code) },
  cartItemRules: { field: 'pn', key: (r) => upper(r.pn) },
  taxRules: {
    field: 'zipCodes',
    key: (r) => {
      const state = upper(r.state)
      const zips = typeof r.zipCodes === 'string' ? zipList().safeParse(r.zipCodes) : undefined
      return state && zips?.success ? `${state} ${zips.data}` : undefined
    },
  },
  reps: { field: 'label', key: (r) => trimmedString(r.label) },
  carriers: { field: 'slug', key: (r) => trimmedString(r.slug) },
  countries: { field: 'alpha2', key: (r) => upper(r.alpha2) },
  webUsers: { field: 'email', key: (r) => trimmedString(r.email)?.toLowerCase() },
  warehouses: { field: 'code', key: (r) => upper(r.code) },
  stock: { field: 'warehouse', key: (r) => (upper(r.pn) && upper(r.warehouse) ? `${upper(r.pn)} in ${upper(r.warehouse)}` : undefined) },
  crossReferences: { field: 'competitorPn', key: crossRecordKey },
  supersessions: { field: 'oldPn', key: supersessionRecordKey },
}

/** How a repeated key is named in its problem, where it is not "the <field>". */
const KEY_LABELS: Partial<Record<ImportSection, string>> = {
  taxRules: 'the state and ZIP list',
  stock: 'the part and warehouse',
  crossReferences: 'the brand, number and our part',
  supersessions: 'the old number',
}

function duplicatesIn(records: unknown, path: PropertyKey[], field: string, keyOf: KeyOf, label: string): ImportProblem[] {
  if (!Array.isArray(records)) return []
  const seen = new Map<string, number>()
  const problems: ImportProblem[] = []
  records.forEach((record, index) => {
    if (!isRecord(record)) return
    const key = keyOf(record)
    if (!key) return
    const first = seen.get(key)
    if (first === undefined) seen.set(key, index)
    else
      problems.push({ path: formatPath([...path, index, field]), reason: `repeats ${label} "${key}" of ${formatPath([...path, first])}` })
  })
  return problems
}

function duplicateProblems(file: Record<string, unknown>): ImportProblem[] {
  const problems: ImportProblem[] = []
  for (const [section, { field, key }] of Object.entries(NATURAL_KEYS)) {
    const label = KEY_LABELS[section as ImportSection] ?? `the ${field}`
    problems.push(...duplicatesIn(file[section], [section], field, key, label))
  }
  if (isRecord(file.priceLists)) {
    for (const [name, entries] of Object.entries(file.priceLists)) {
      problems.push(
        ...duplicatesIn(entries, ['priceLists', name], 'item', (r) => (r.item === undefined ? undefined : `${upper(r.item)}`), 'the item'),
      )
      problems.push(
        ...duplicatesIn(
          entries,
          ['priceLists', name],
          'schedule',
          (r) => (r.item === undefined && r.schedule !== undefined ? trimmedString(r.schedule) : undefined),
          'the schedule',
        ),
      )
    }
  }
  if (Array.isArray(file.boxRules)) {
    file.boxRules.forEach((rule, index) => {
      if (isRecord(rule))
        problems.push(
          ...duplicatesIn(
            rule.zones,
            ['boxRules', index, 'zones'],
            'id',
            (z) => (typeof z.id === 'number' ? String(z.id) : undefined),
            'zone',
          ),
        )
    })
  }
  return problems
}

/** Sections in the file's order, then paths in record order: `products[2]` before `products[10]`. */
function byPath(sections: string[]) {
  const rank = (p: ImportProblem) => sections.indexOf(p.path.split(/[.[]/)[0])
  return (a: ImportProblem, b: ImportProblem) => rank(a) - rank(b) || a.path.localeCompare(b.path, 'en', { numeric: true })
}

/**
 * Checks a whole import file and lists every bad record with its JSON path and a reason,
 * or returns the normalized data. Takes the fixtures object itself, or a whole vectors
 * file (an object with a `fixtures` key).
 */
export function parseImportFile(json: unknown): ParseResult {
  const input = withoutUndefined(isRecord(json) && isRecord(json.fixtures) ? json.fixtures : json)
  if (!isRecord(input)) {
    return { ok: false, problems: [{ path: '(file)', reason: `expects an object of sections (${SECTION_LIST}), got ${describe(input)}` }] }
  }
  const result = importFileSchema.safeParse(input, { error: reasonFor })
  const problems = [...(result.success ? [] : problemsOf(result.error)), ...duplicateProblems(input), ...contentDuplicateProblems(input)]
  if (problems.length > 0 || !result.success) {
    const unique = [...new Map(problems.map((p) => [`${p.path}\u0000${p.reason}`, p])).values()]
    return { ok: false, problems: unique.sort(byPath(Object.keys(input))) }
  }
  return { ok: true, data: result.data }
}

/**
 * The web users' customer names that name no customer: `known` holds the names the import
 * can link to (the file's customers, and the database's unless a replace removes them).
 * A name that differs only in case is pointed out.
 */
export function webUserReferenceProblems(webUsers: NonNullable<ImportData['webUsers']>, known: Iterable<string>): ImportProblem[] {
  const names = new Set(known)
  const byUpper = new Map([...names].map((n) => [n.toUpperCase(), n]))
  const problems: ImportProblem[] = []
  webUsers.forEach((user, index) => {
    user.customers.forEach((name, i) => {
      if (names.has(name)) return
      const near = byUpper.get(name.toUpperCase())
      problems.push({
        path: formatPath(['webUsers', index, 'customers', i]),
        reason: `names no customer of the file or the database: "${name}"${near ? ` (did you mean "${near}"?)` : ''}`,
      })
    })
  })
  return problems
}
