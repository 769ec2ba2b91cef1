/**
 * One spec per commerce collection: how its stored record becomes what the rules engine
 * reads (toDomain, for readCommerceData.ts), a record of the import file (toFile, for the
 * exporter) and the row the importer compares and writes (stored, and fromFile for the
 * file's record). The reader, the exporter (src/lib/import/server/exportData.ts) and the importer
 * (src/lib/import/server/importCommerce.ts) all go through these, so a field is mapped in one place.
 * This file gathers them (`import * as specs`); each collection's spec is a file of this
 * folder, and spec.ts says what a spec is. The format of the file itself (its zod schemas)
 * is src/lib/import/format.ts.
 */

export type { CommerceSpec, ReadOptions, ToFileLinks } from './spec'
export { boxRules, boxRuleToDomain } from './boxRules'
export { carriers, carrierToDomain } from './carriers'
export { cartItemRules, cartItemRuleToDomain } from './cartItemRules'
export { countries } from './countries'
export { customers, customerToDomain } from './customers'
export { partPrefixes, partPrefixToDomain } from './partPrefixes'
export { rateRow, rateRowToDomain, rateTable } from './rateTable'
export { reps, repToDomain } from './reps'
export { taxRules, taxRuleToDomain } from './taxRules'
export { warehouses } from './warehouses'
export { webUsers } from './webUsers'
export { zones } from './zones'
