import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`availability\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`split_shipment_fee\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`availability\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`split_shipment_fee\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment\`;`)
}
