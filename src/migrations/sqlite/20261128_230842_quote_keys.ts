import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quotes\` ADD \`idempotency_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`buyerEmail_idempotencyKey_1_idx\` ON \`quotes\` (\`buyer_email\`,\`idempotency_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`buyerEmail_idempotencyKey_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`quotes\` DROP COLUMN \`idempotency_key\`;`)
}
