import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { formatPath, parseImportFile, webUserReferenceProblems, type ImportProblem } from '@/lib/import/format'

import { VECTORS_PATH as vectorsPath } from '../../fixtures/vectorsPath'
const vectors = JSON.parse(fs.readFileSync(vectorsPath, 'utf8')) as { fixtures: Record<string, unknown> }
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a loose copy to break on purpose
const fixtures = (): Record<string, any> => structuredClone(vectors.fixtures)

function problems(json: unknown): ImportProblem[] {
  const result = parseImportFile(json)
  if (result.ok) throw new Error('expected problems')
  return result.problems
}

describe('parseImportFile', () => {
  it('accepts the vectors file as is, and its fixtures object alone, alike', () => {
    const whole = parseImportFile(vectors)
    const alone = parseImportFile(vectors.fixtures)
    expect(whole.ok && alone.ok).toBe(true)
    expect(whole).toEqual(alone)
    if (!whole.ok) return
    expect(whole.data.products).toHaveLength(9)
    expect(whole.data.priceLists?.D1[0]).toEqual({ item: 'PB22-MG1', valueType: 'Actual', value: 15.75 })
    expect(whole.data.customers?.anonymous).toEqual({
      priceList: 'OEM',
      terms: 'CREDIT CARD',
      type: null,
      taxable: true,
      isFreeGroundAt: null,
    })
    expect(whole.data.zones?.['152']).toBe(2)
  })

  it('accepts an empty file and any single section', () => {
    expect(parseImportFile({})).toEqual({ ok: true, data: {} })
    expect(parseImportFile({ settings: { shopName: 'Acme' } })).toEqual({ ok: true, data: { settings: { shopName: 'Acme' } } })
  })

  it('trims and upper-cases part numbers, normalizes codes and ZIP lists, fills optional fields', () => {
    const result = parseImportFile({
      products: [{ pn: '  pb22-xg1 ', listPrice: 1, pkgqty: 1, family: 'x', tariff: false }],
      partPrefixes: [{ title: ' pb22 ', discountSchedule: '', isPublic: true }],
      priceLists: { D1: [{ item: ' ct09-a10', valueType: 'Actual', value: 5 }] },
      cartItemRules: [{ pn: 'ct09-*', exemptFromFreeShipping: true, leadTime10Days: false }],
      taxRules: [{ state: 'pa', zipCodes: ' 150*, 151* ,', rate: 0.07, taxShipping: true }],
      reps: [{ label: 'X', rep: 'Y' }],
      carriers: [{ slug: 'ups-collect', title: 'UPS Collect', sequence: 2, isInternational: true, collect: true }],
      countries: [{ alpha2: 'mx', alpha3: 'mex', name: { en: 'Mexico', es: 'México' }, phoneCode: '52' }],
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.products?.[0].pn).toBe('PB22-XG1')
    expect(result.data.partPrefixes?.[0]).toEqual({ title: 'PB22', discountSchedule: null, isPublic: true })
    expect(result.data.priceLists?.D1[0].item).toBe('CT09-A10')
    expect(result.data.cartItemRules?.[0].pn).toBe('CT09-*')
    expect(result.data.taxRules?.[0]).toMatchObject({ state: 'PA', zipCodes: '150*,151*' })
    expect(result.data.reps?.[0]).toEqual({ label: 'X', rep: 'Y', territory: null, areaCodes: [], states: [], countries: [] })
    expect(result.data.carriers?.[0].title).toEqual({ en: 'UPS Collect', es: 'UPS Collect' })
    expect(result.data.countries?.[0]).toMatchObject({ alpha2: 'MX', alpha3: 'MEX' })
  })

  it('lists every bad record with its path and a plain reason, in file order', () => {
    const file = fixtures()
    file.products[9] = null
    file.products.push({ pn: 'A', listPrice: -1, pkgqty: 1, family: 'x', tariff: false })
    file.products.push({ listPrice: 1, pkgqty: 2.5, family: 'Wire Duct', tariff: 'yes' })
    file.customers['acme oem'] = { priceList: 'OEM', terms: 'NET 30', type: null, taxable: true }
    file.zones['15'] = 3
    file.zones['999'] = 9
    file.taxRules[0].rate = 7
    file.taxRules[1].zipCodes = '15a'
    file.boxRules[1].zones[0].id = 9
    file.priceLists.OEM.push({ item: 'X', schedule: 'Z', valueType: 'Actual', value: 1 })
    file.priceLists.OEM.push({ valueType: 'Actual', value: '1' })
    expect(problems(file)).toEqual([
      { path: 'products[9]', reason: 'expects an object, got null' },
      { path: 'products[10].listPrice', reason: 'must be 0 or more' },
      { path: 'products[11].family', reason: 'is not a category slug such as wire-duct: use lowercase letters, digits and dashes' },
      { path: 'products[11].pkgqty', reason: 'must be a whole number' },
      { path: 'products[11].pn', reason: 'is required' },
      { path: 'products[11].tariff', reason: 'expects true or false, got "yes"' },
      { path: 'priceLists.OEM[3]', reason: 'needs either an item (a part number) or a schedule, not both' },
      { path: 'priceLists.OEM[4]', reason: 'needs either an item (a part number) or a schedule, not both' },
      { path: 'priceLists.OEM[4].value', reason: 'expects a number, got "1"' },
      { path: 'customers["acme oem"].isFreeGroundAt', reason: 'is required' },
      { path: 'zones["15"]', reason: 'a zone key must be the first 3 digits of a ZIP code, e.g. "152"' },
      { path: 'zones["999"]', reason: 'must be a zone from 2 to 8' },
      { path: 'boxRules[1].zones[0].id', reason: 'must be a zone from 2 to 8' },
      { path: 'taxRules[0].rate', reason: 'must be a fraction from 0 to 1 (0.07 is 7%)' },
      { path: 'taxRules[1].zipCodes', reason: 'must be * or a comma list of 5-digit ZIP codes and prefixes ending in *, e.g. 150*,15222' },
    ])
  })

  it('refuses a repeated natural key, naming the first record', () => {
    const file = fixtures()
    file.products.push({ ...file.products[0], pn: ' pb22-xg1' })
    file.taxRules.push({ state: 'pa', zipCodes: '150*, 151*, 152*', rate: 0.05, taxShipping: false })
    file.priceLists.D1.push({ schedule: 'Z', valueType: 'Actual', value: 1 })
    expect(problems(file)).toEqual([
      { path: 'products[9].pn', reason: 'repeats the pn "PB22-XG1" of products[0]' },
      { path: 'priceLists.D1[4].schedule', reason: 'repeats the schedule "Z" of priceLists.D1[3]' },
      { path: 'taxRules[4].zipCodes', reason: 'repeats the state and ZIP list "PA 150*,151*,152*" of taxRules[0]' },
    ])
  })

  it('refuses unknown sections and unknown fields by name', () => {
    const file = fixtures()
    Object.assign(file, { parts: [], cases: [] })
    file.products[0].listprice = 1
    const found = problems(file)
    expect(found.map((p) => p.path)).toEqual(['products[0].listprice', 'parts', 'cases'])
    expect(found[1].reason).toMatch(/^is not a section of the import format; the sections are settings, partPrefixes, products/)
    expect(found[0].reason).toBe('is not a field of this record (check its spelling)')
    expect(problems({ settings: { shopName: 'x', maxQuantity: 5 } })).toEqual([
      { path: 'settings.maxQuantity', reason: 'is not a field of this record (check its spelling)' },
    ])
  })

  it('ignores keys left undefined by a JS caller, as JSON would', () => {
    expect(parseImportFile({ settings: { shopName: 'x', maxQuantity: undefined } })).toEqual({
      ok: true,
      data: { settings: { shopName: 'x' } },
    })
  })

  it('refuses what is not an object of sections', () => {
    expect(problems([])).toEqual([{ path: '(file)', reason: expect.stringMatching(/^expects an object of sections .*, got a list$/) }])
    expect(problems('x')[0].path).toBe('(file)')
  })

  it('writes paths as JavaScript would', () => {
    expect(formatPath(['products', 12, 'listPrice'])).toBe('products[12].listPrice')
    expect(formatPath(['customers', 'acme-oem', 'terms'])).toBe('customers["acme-oem"].terms')
    expect(formatPath([])).toBe('(file)')
  })
})

describe('webUsers', () => {
  it('lower-cases and trims e-mails, trims names, fills the optional fields', () => {
    const result = parseImportFile({
      webUsers: [
        {
          email: ' Buyer@Example.COM ',
          nameFirst: ' Ann ',
          nameLast: '',
          customers: [' acme-oem ', 'dist-d1'],
          primaryCustomer: 'dist-d1',
        },
        { email: 'new@example.com' },
      ],
    })
    expect(result).toEqual({
      ok: true,
      data: {
        webUsers: [
          { email: 'buyer@example.com', nameFirst: 'Ann', nameLast: null, customers: ['acme-oem', 'dist-d1'], primaryCustomer: 'dist-d1' },
          { email: 'new@example.com', nameFirst: null, nameLast: null, customers: [], primaryCustomer: null },
        ],
      },
    })
  })

  it('accepts web users beside the customers they name', () => {
    const file = {
      ...fixtures(),
      webUsers: [{ email: 'ops@acme.test', customers: ['acme-oem', 'acme-select'], primaryCustomer: 'acme-select' }],
    }
    expect(parseImportFile(file).ok).toBe(true)
  })

  it('refuses a primary customer that is not one of the user’s customers, with the path and the choices', () => {
    expect(problems({ webUsers: [{ email: 'a@x.test', customers: ['acme-oem', 'dist-d1'], primaryCustomer: 'dist-d1-free' }] })).toEqual([
      { path: 'webUsers[0].primaryCustomer', reason: 'must be one of the user\'s customers ("acme-oem", "dist-d1")' },
    ])
    expect(problems({ webUsers: [{ email: 'a@x.test', primaryCustomer: 'acme-oem' }] })).toEqual([
      { path: 'webUsers[0].primaryCustomer', reason: "must be one of the user's customers, and the user has none" },
    ])
  })

  it('lists every bad web user: e-mail, repeated customer or e-mail, wrong types', () => {
    expect(
      problems({
        webUsers: [
          { email: 'not-an-email', customers: ['acme-oem', 'acme-oem'], primaryCustomer: 'dist-d1' },
          { email: 'b@x.test', customers: 'acme-oem' },
          { email: 'B@X.test ', customers: [''], nameFirst: 3 },
          { customers: [], phone: '1' },
        ],
      }),
    ).toEqual([
      { path: 'webUsers[0].customers[1]', reason: 'repeats the customer "acme-oem" of customers[0]' },
      { path: 'webUsers[0].email', reason: 'must be an e-mail address, e.g. buyer@example.com' },
      { path: 'webUsers[0].primaryCustomer', reason: 'must be one of the user\'s customers ("acme-oem")' },
      { path: 'webUsers[1].customers', reason: 'expects a list, got "acme-oem"' },
      { path: 'webUsers[2].customers[0]', reason: 'must not be empty' },
      { path: 'webUsers[2].email', reason: 'repeats the email "b@x.test" of webUsers[1]' },
      { path: 'webUsers[2].nameFirst', reason: 'expects text, got 3' },
      { path: 'webUsers[3].email', reason: 'is required' },
      { path: 'webUsers[3].phone', reason: 'is not a field of this record (check its spelling)' },
    ])
  })

  it('names each customer reference that is neither in the file nor in the database', () => {
    const parsed = parseImportFile({
      webUsers: [
        { email: 'a@x.test', customers: ['acme-oem', 'ACME-select', 'nobody'] },
        { email: 'b@x.test', customers: ['dist-d1'] },
      ],
    })
    if (!parsed.ok) throw new Error('expected a valid file')
    expect(webUserReferenceProblems(parsed.data.webUsers!, ['acme-oem', 'acme-select', 'dist-d1'])).toEqual([
      {
        path: 'webUsers[0].customers[1]',
        reason: 'names no customer of the file or the database: "ACME-select" (did you mean "acme-select"?)',
      },
      { path: 'webUsers[0].customers[2]', reason: 'names no customer of the file or the database: "nobody"' },
    ])
    expect(webUserReferenceProblems(parsed.data.webUsers!, ['acme-oem', 'ACME-select', 'nobody', 'dist-d1'])).toEqual([])
  })
})
