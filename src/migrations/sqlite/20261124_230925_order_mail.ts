import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sales_reps\` ADD \`email\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`order_inbox\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sales_reps\` DROP COLUMN \`email\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`order_inbox\`;`)
}
