import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`quote_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`quote_numbers\` text;`)
  await db.run(sql`CREATE INDEX \`orders_quote_numbers_idx\` ON \`orders\` (\`quote_numbers\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_quote_numbers_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`quote_numbers\`;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`quote_number\`;`)
}
