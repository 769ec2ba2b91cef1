import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAddress, deleteAddress, listAddresses, ownAddress, updateAddress } from '@/lib/accounts/server/addressBook'
import { buyerProfile, setDefaultAddresses } from '@/lib/accounts/server/defaults'
import { findWebUser } from '@/lib/accounts/server/webUser'

import { testDatabases, type TestDatabase } from './helpers/databases'
import { sys } from './helpers/shop'

const dbs = testDatabases()

const address = {
  nameFirst: 'Ana',
  nameLast: 'Ruiz',
  phone1: '215-555-0100',
  addressLine1: '1 Market St',
  addressCity: 'Philadelphia',
  addressState: 'PA',
  addressPostalCode: '19103',
  addressCountry: 'US',
}

describe.each(dbs)('address book on $name', (db: TestDatabase) => {
  let payload: Payload
  const newBuyer = { email: 'new@example.test', nameFirst: 'New', nameLast: 'Buyer' }
  const buyer = { email: 'buyer@example.test' }
  const other = { email: 'other@example.test' }
  let acme: number
  let beta: number
  let foreignCustomer: number
  let foreignContact: number
  let erpContact: number
  let primaryErpContact: number

  const count = async () => (await payload.count({ collection: 'contacts', ...sys })).totalDocs

  beforeAll(async () => {
    payload = await db.open()
    for (const [alpha2, name] of [
      ['US', 'United States'],
      ['CA', 'Canada'],
      ['MX', 'Mexico'],
      ['DE', 'Germany'],
    ])
      await payload.create({ collection: 'countries', data: { alpha2, alpha3: alpha2 + 'X', name }, ...sys })
    acme = (await payload.create({ collection: 'customers', data: { name: 'ACME', arTerm: 'NET 30' }, ...sys })).id
    beta = (await payload.create({ collection: 'customers', data: { name: 'Beta' }, ...sys })).id
    foreignCustomer = (await payload.create({ collection: 'customers', data: { name: 'Other Co' }, ...sys })).id
    await payload.create({ collection: 'web-users', data: { email: buyer.email, customers: [beta, acme], primaryCustomer: acme }, ...sys })
    await payload.create({ collection: 'web-users', data: { email: other.email, customers: [foreignCustomer] }, ...sys })
    foreignContact = (await payload.create({ collection: 'contacts', data: { ...address, customer: foreignCustomer }, ...sys })).id
    erpContact = (
      await payload.create({ collection: 'contacts', data: { ...address, nameCompany: 'ACME W0000012345', customer: acme }, ...sys })
    ).id
    primaryErpContact = (
      await payload.create({ collection: 'contacts', data: { ...address, nameCompany: 'ACME HQ W0000054321', customer: acme }, ...sys })
    ).id
    await payload.update({ collection: 'customers', id: acme, data: { primaryContact: primaryErpContact }, ...sys })
  }, 180_000)

  afterAll(async () => {
    await db.drop()
  })

  it('a buyer without a web user record gets one, and the address is its own', async () => {
    expect(await findWebUser(payload, newBuyer.email)).toBeNull()
    const created = await createAddress(payload, newBuyer, { ...address, addressCountry: 'us', addressState: 'pa' })
    if (!created.ok) throw new Error(created.code)
    const webUser = await findWebUser(payload, newBuyer.email)
    expect(webUser).not.toBeNull()
    expect(created.address).toMatchObject({
      customerId: null,
      webUserId: webUser!.id,
      readOnly: false,
      addressCountry: 'US',
      addressState: 'PA',
    })
    const list = await listAddresses(payload, newBuyer, { webUserId: String(webUser!.id), customerIds: null })
    expect(list.ok && list.data.map((a) => a.id)).toEqual([created.address.id])
  })

  it('refuses bad input with a code and writes nothing', async () => {
    const before = await count()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ addressCountry: 'XX' }, 'invalid-country', 'addressCountry'],
      [{ addressPostalCode: '1910' }, 'invalid-zip', 'addressPostalCode'],
      [{ addressState: 'ZZ' }, 'invalid-state', 'addressState'],
      [{ addressCountry: 'MX', addressState: 'PA', addressPostalCode: '44100', phone1: '33 1234 5678' }, 'invalid-state', 'addressState'],
      [{ phone1: '123' }, 'invalid-phone', 'phone1'],
      [{ nameFirst: '' }, 'bad-request', 'nameFirst'],
    ]
    for (const [patch, code, path] of cases) {
      const result = await createAddress(payload, buyer, { ...address, ...patch })
      expect(result).toMatchObject({ ok: false, status: 400, code, details: { path } })
    }
    expect(await count()).toBe(before)
  })

  it('without customerId a new address belongs to the primary customer; a foreign customer is 404', async () => {
    const created = await createAddress(payload, buyer, {
      ...address,
      addressCountry: 'MX',
      addressState: 'JAL',
      addressPostalCode: '44100',
      phone1: '33 1234 5678',
    })
    expect(created).toMatchObject({ ok: true, address: { customerId: acme, webUserId: null, readOnly: false } })
    const toBeta = await createAddress(payload, buyer, { ...address, customerId: beta })
    expect(toBeta).toMatchObject({ ok: true, address: { customerId: beta } })
    const before = await count()
    expect(await createAddress(payload, buyer, { ...address, customerId: foreignCustomer })).toMatchObject({ ok: false, status: 404 })
    expect(await count()).toBe(before)
  })

  it('lists only the buyer own addresses; naming another web user or customer is 404', async () => {
    const all = await listAddresses(payload, buyer, { webUserId: null, customerIds: null })
    if (!all.ok) throw new Error(all.code)
    expect(all.data.every((a) => a.customerId === acme || a.customerId === beta)).toBe(true)
    expect(all.data.map((a) => a.id)).not.toContain(foreignContact)
    const onlyBeta = await listAddresses(payload, buyer, { webUserId: null, customerIds: String(beta) })
    expect(onlyBeta.ok && onlyBeta.data.every((a) => a.customerId === beta)).toBe(true)
    const otherWebUser = (await findWebUser(payload, other.email))!.id
    expect(await listAddresses(payload, buyer, { webUserId: String(otherWebUser), customerIds: null })).toMatchObject({ status: 404 })
    expect(await listAddresses(payload, buyer, { webUserId: null, customerIds: `${acme},${foreignCustomer}` })).toMatchObject({
      status: 404,
    })
  })

  it('marks ERP records read-only unless primary; PATCH and DELETE of one answer 403 and change nothing', async () => {
    expect(await ownAddress(payload, await findWebUser(payload, buyer.email), erpContact)).toMatchObject({ readOnly: true })
    expect(await ownAddress(payload, await findWebUser(payload, buyer.email), primaryErpContact)).toMatchObject({ readOnly: false })
    expect(await updateAddress(payload, buyer, String(erpContact), { addressCity: 'Pittsburgh' })).toMatchObject({
      status: 403,
      code: 'read-only-address',
    })
    expect(await deleteAddress(payload, buyer, String(erpContact))).toMatchObject({ status: 403, code: 'read-only-address' })
    const still = await payload.findByID({ collection: 'contacts', id: erpContact, ...sys })
    expect(still.addressCity).toBe('Philadelphia')
    expect(
      await updateAddress(payload, buyer, String(primaryErpContact), { addressCity: 'Pittsburgh', addressPostalCode: '15222' }),
    ).toMatchObject({
      ok: true,
      address: { addressCity: 'Pittsburgh', addressPostalCode: '15222', readOnly: false },
    })
  })

  it('another buyer address or an unknown id answers 404 on PATCH and DELETE', async () => {
    for (const id of [String(foreignContact), '999999', 'abc']) {
      expect(await updateAddress(payload, buyer, id, { addressCity: 'X' })).toMatchObject({ status: 404 })
      expect(await deleteAddress(payload, buyer, id)).toMatchObject({ status: 404 })
    }
    expect((await payload.findByID({ collection: 'contacts', id: foreignContact, ...sys })).addressCity).toBe('Philadelphia')
  })

  it('PATCH validates the merged address', async () => {
    const created = await createAddress(payload, buyer, address)
    if (!created.ok) throw new Error(created.code)
    expect(await updateAddress(payload, buyer, String(created.address.id), { addressCountry: 'CA' })).toMatchObject({
      status: 400,
      code: 'invalid-state',
    })
    expect(await updateAddress(payload, buyer, String(created.address.id), { customerId: foreignCustomer })).toMatchObject({ status: 404 })
  })

  it('default billing and shipping: only own addresses; removing one clears the default', async () => {
    const a = await createAddress(payload, buyer, address)
    if (!a.ok) throw new Error(a.code)
    expect(await setDefaultAddresses(payload, buyer, { WebUserBillingContactId: foreignContact })).toMatchObject({ status: 404 })
    expect(
      await setDefaultAddresses(payload, buyer, { WebUserBillingContactId: a.address.id, WebUserShippingContactId: erpContact }),
    ).toMatchObject({ ok: true })
    const profile = await buyerProfile(payload, buyer.email)
    expect(profile).toMatchObject({
      WebUserBillingContactId: a.address.id,
      WebUserShippingContactId: erpContact,
      WebUserPrimaryCustomerId: acme,
    })
    expect(profile.customers.map((c) => [c.id, c.primary, c.approvedForTerms])).toEqual([
      [acme, true, true],
      [beta, false, false],
    ])
    expect(await deleteAddress(payload, buyer, String(a.address.id))).toMatchObject({ ok: true })
    expect((await buyerProfile(payload, buyer.email)).WebUserBillingContactId).toBeNull()
  })
})
