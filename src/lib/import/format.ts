import { z } from 'zod'

import { isRecord } from '@/lib/isRecord'
import { validateSlug } from '@/lib/slug'

import { contentDuplicateProblems, contentSections, partContentFields, prefixContentFields, siteSettingsContentFields } from './contentFormat'

/**
 * The data-import file format: the shop's commerce data as the ERP exports it, shaped like
 * `fixtures` of the worked examples (tests/fixtures/commerce.json) plus carriers and countries. Every section
 * is optional; a section present is upserted by its natural key (see importData.ts).
 */

// ---- Field helpers ------------------------------------------------------------------------

const text = () => z.string().trim().min(1, 'must not be empty')
/** A part number or pattern as compared everywhere: trimmed and upper-cased. */
const partNumber = () => z.string().trim().toUpperCase().min(1, 'must not be empty')
const money = () => z.number().min(0, 'must be 0 or more')
const fraction = () => z.number().min(0, 'must be a fraction from 0 to 1 (0.07 is 7%)').max(1, 'must be a fraction from 0 to 1 (0.07 is 7%)')
const count = () => z.number().int('must be a whole number').min(1, 'must be 1 or more')
const zone = () => z.number().int('must be a whole number from 2 to 8').min(2, 'must be a zone from 2 to 8').max(8, 'must be a zone from 2 to 8')
const categorySlug = () =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const valid = validateSlug(value, false)
      if (valid !== true) ctx.addIssue({ code: 'custom', message: `is not a category slug such as wire-duct: ${valid.toLowerCase()}` })
    })
const upperCode = (length: number, example: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z]{${length}}$`), `must be ${length} letters, e.g. ${example}`)
const bilingual = () => z.strictObject({ en: text(), es: text() })

/** '150*, 151*' -> '150*,151*'; each entry a 5-digit ZIP, a prefix ending in *, or * alone. */
const zipList = () =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .join(','),
    )
    .refine((value) => value === '*' || (value !== '' && value.split(',').every((entry) => /^(\d{5}|\d{1,5}\*)$/.test(entry))), {
      message: 'must be * or a comma list of 5-digit ZIP codes and prefixes ending in *, e.g. 150*,15222',
    })

// ---- Sections ---------------------------------------------------------------------------------

/** Site settings (shopName and the tariff rates) and shipping settings (the rest). */
export const settingsSchema = z.strictObject({
  shopName: text().optional(),
  itemTariffRate: fraction().optional(),
  globalTariffRate: fraction().optional(),
  smallOrderThreshold: money().optional(),
  handlingDomestic: money().optional(),
  handlingInternational: money().optional(),
  nonStandardPackageFee: money().optional(),
  internationalTermsFee: money().optional(),
  internationalThreshold: money().optional(),
  freeGroundThreshold: money().optional(),
  wdFreeShippingOver: money().optional(),
  airTbdAt: money().optional(),
  // tagline (both languages), phone, email, address: contentFormat.ts
  ...siteSettingsContentFields,
})

/** Written as they are; the tagline, in both languages, is the content importer's. */
export const SITE_SETTINGS_FIELDS = ['shopName', 'itemTariffRate', 'globalTariffRate', 'phone', 'email', 'address'] as const
export const SHIPPING_SETTINGS_FIELDS = [
  'smallOrderThreshold',
  'handlingDomestic',
  'handlingInternational',
  'nonStandardPackageFee',
  'internationalTermsFee',
  'internationalThreshold',
  'freeGroundThreshold',
  'wdFreeShippingOver',
  'airTbdAt',
] as const

export const partPrefixSchema = z.strictObject({
  title: partNumber(),
  discountSchedule: z.string().trim().nullable().transform((v) => v || null),
  isPublic: z.boolean(),
  ...prefixContentFields,
})

export const productSchema = z.strictObject({
  pn: partNumber(),
  listPrice: money(),
  pkgqty: count(),
  /** Absent or null with a series: the series' category. */
  family: categorySlug().nullable().optional(),
  tariff: z.boolean(),
  tariffRate: fraction().nullable().optional(),
  // series, attributes, leadTimeNote: contentFormat.ts
  ...partContentFields,
})

export const priceListEntrySchema = z
  .strictObject({
    item: partNumber().optional(),
    schedule: text().optional(),
    valueType: text(),
    value: z.number(),
  })
  .refine((e) => (e.item === undefined) !== (e.schedule === undefined), {
    message: 'needs either an item (a part number) or a schedule, not both',
    // Also when another field of the entry is wrong, so one pass lists every problem.
    when: (payload) => isRecord(payload.value),
  })

export const customerSchema = z.strictObject({
  priceList: text(),
  terms: text(),
  type: z.string().trim().nullable().transform((v) => v || null),
  taxable: z.boolean(),
  isFreeGroundAt: money().nullable(),
})

/**
 * A sign-in e-mail and the customers (by name) it buys for. `primaryCustomer`, when given,
 * must be one of `customers`; absent, the first of them is the primary (docs/pricing.md, "Customers").
 * The names must be customers of the file or of the database (checked on import, see
 * webUserReferenceProblems). Contacts are not part of the format and are left as stored.
 */
export const webUserSchema = z
  .strictObject({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'must be an e-mail address, e.g. buyer@example.com' })),
    nameFirst: z.string().trim().nullable().optional().transform((v) => v || null),
    nameLast: z.string().trim().nullable().optional().transform((v) => v || null),
    customers: z.array(text()).default([]),
    primaryCustomer: text().nullable().optional().transform((v) => v ?? null),
  })
  .superRefine((user, ctx) => {
    const seen = new Map<string, number>()
    user.customers.forEach((name, index) => {
      const first = seen.get(name)
      if (first === undefined) seen.set(name, index)
      else ctx.addIssue({ code: 'custom', path: ['customers', index], message: `repeats the customer "${name}" of customers[${first}]` })
    })
    if (typeof user.primaryCustomer === 'string' && !seen.has(user.primaryCustomer)) {
      ctx.addIssue({
        code: 'custom',
        path: ['primaryCustomer'],
        message: user.customers.length
          ? `must be one of the user's customers (${[...seen.keys()].filter(Boolean).map((n) => JSON.stringify(n)).join(', ')})`
          : 'must be one of the user\'s customers, and the user has none',
      })
    }
  }, {
    // Also when another field of the record is wrong, so one pass lists every problem.
    when: (payload) => isRecord(payload.value) && Array.isArray(payload.value.customers) && payload.value.customers.every((c) => typeof c === 'string'),
  })

export const rateRowSchema = z
  .strictObject({ min: money(), max: money(), ground: money(), groundDist: money(), air2day: money(), air1day: money() })
  .refine((row) => row.min <= row.max, { message: 'min must not exceed max', path: ['max'] })

export const boxRuleSchema = z.strictObject({
  code: text(),
  family: categorySlug(),
  spqBoxCount: count(),
  nonBoxCount: count(),
  zones: z.array(z.strictObject({ id: zone(), spqBoxPrice: money(), nonBoxPrice: money() })),
})

export const cartItemRuleSchema = z.strictObject({
  pn: partNumber(),
  exemptFromFreeShipping: z.boolean(),
  leadTime10Days: z.boolean(),
})

export const taxRuleSchema = z.strictObject({
  state: upperCode(2, 'PA'),
  zipCodes: zipList(),
  rate: fraction(),
  taxShipping: z.boolean(),
})

export const repSchema = z.strictObject({
  label: text(),
  areaCodes: z.array(z.string().trim().regex(/^\d{3}$/, 'must be 3 digits, e.g. 412')).default([]),
  states: z.array(upperCode(2, 'PA')).default([]),
  countries: z.array(upperCode(2, 'MX')).default([]),
  territory: z.string().trim().nullable().optional().transform((v) => v || null),
  rep: text(),
})

export const SHIPPING_METHODS = ['ground', 'air2day', 'air1day'] as const

export const carrierSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes, e.g. ups-collect'),
  title: z.union([text().transform((t) => ({ en: t, es: t })), z.strictObject({ en: text(), es: text().optional() })], {
    error: 'expects text, or { "en": ..., "es": ... }',
  }).transform((t) => ({ en: t.en, es: t.es ?? t.en })),
  sequence: z.number().int('must be a whole number'),
  isInternational: z.boolean(),
  minSubtotalThresholdvalue: money().nullable().optional(),
  collect: z.boolean(),
  methods: z.array(z.enum(SHIPPING_METHODS, { error: 'must be ground, air2day or air1day' })).optional(),
})

export const countrySchema = z.strictObject({
  alpha2: upperCode(2, 'US'),
  alpha3: upperCode(3, 'USA'),
  name: bilingual(),
  phoneCode: z.string().trim().regex(/^(\d{1,4})?$/, 'must be the calling code without +, e.g. 1 or 52 (or empty)'),
})

const recordName = (what: string) => z.string().refine((k) => k.trim() === k && k !== '', `a ${what} name must not be empty or start or end with spaces`)

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
  // The content and catalogue sections (docs/import-format-content.md).
  ...contentSections,
})

/** The parsed file: part numbers normalized, defaults filled in. */
export type ImportData = z.output<typeof importFileSchema>
/** What a file may hold before parsing (what exportData writes). */
export type ImportFile = z.input<typeof importFileSchema>
export type ImportSection = keyof ImportData
export const IMPORT_SECTIONS = Object.keys(importFileSchema.shape) as ImportSection[]

export type ImportProblem = { path: string; reason: string }
export type ParseResult = { ok: true; data: ImportData } | { ok: false; problems: ImportProblem[] }

// ---- Parsing ----------------------------------------------------------------------------------

/** `['products', 12, 'listPrice']` -> `products[12].listPrice`; odd keys are quoted: `customers["acme oem"]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`
    else if (typeof part === 'string' && /^[A-Za-z_$][\w$]*$/.test(part)) out += out ? `.${part}` : part
    else out += `[${JSON.stringify(String(part))}]`
  }
  return out || '(file)'
}

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
    else problems.push({ path: formatPath([...path, index, field]), reason: `repeats ${label} "${key}" of ${formatPath([...path, first])}` })
  })
  return problems
}

function duplicateProblems(file: Record<string, unknown>): ImportProblem[] {
  const problems: ImportProblem[] = []
  for (const [section, { field, key }] of Object.entries(NATURAL_KEYS)) {
    const label = section === 'taxRules' ? 'the state and ZIP list' : `the ${field}`
    problems.push(...duplicatesIn(file[section], [section], field, key, label))
  }
  if (isRecord(file.priceLists)) {
    for (const [name, entries] of Object.entries(file.priceLists)) {
      problems.push(...duplicatesIn(entries, ['priceLists', name], 'item', (r) => (r.item === undefined ? undefined : `${upper(r.item)}`), 'the item'))
      problems.push(
        ...duplicatesIn(entries, ['priceLists', name], 'schedule', (r) => (r.item === undefined && r.schedule !== undefined ? trimmedString(r.schedule) : undefined), 'the schedule'),
      )
    }
  }
  if (Array.isArray(file.boxRules)) {
    file.boxRules.forEach((rule, index) => {
      if (isRecord(rule)) problems.push(...duplicatesIn(rule.zones, ['boxRules', index, 'zones'], 'id', (z) => (typeof z.id === 'number' ? String(z.id) : undefined), 'zone'))
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
