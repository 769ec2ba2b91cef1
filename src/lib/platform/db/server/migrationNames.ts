import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { uniqueIndex as pgUniqueIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { uniqueIndex as sqliteUniqueIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

const INDEX = 'payload_migrations_name_idx'

/**
 * A migration's name is unique in `payload_migrations` (Payload's own table does not say so):
 * a migration that two instances both started can be recorded once only, the second one's
 * transaction fails instead. In the schema, so `npm run migrate:create` keeps it
 * (migration 20261128_*_unique_migration_name adds it).
 */
export const uniqueMigrationNamePostgres: PostgresSchemaHook = ({ schema, extendTable }) => {
  extendTable({ table: schema.tables.payload_migrations, extraConfig: (t) => ({ [INDEX]: pgUniqueIndex(INDEX).on(t.name) }) })
  return schema
}

export const uniqueMigrationNameSqlite: SQLiteSchemaHook = ({ schema, extendTable }) => {
  extendTable({ table: schema.tables.payload_migrations, extraConfig: (t) => ({ [INDEX]: sqliteUniqueIndex(INDEX).on(t.name) }) })
  return schema
}
