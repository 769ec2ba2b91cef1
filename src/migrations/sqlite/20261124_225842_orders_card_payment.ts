import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`card_payment_status\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`card_payment_capture_now\` integer;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`card_payment_last_error\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`card_payment_session_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`card_payment_attempt\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`card_payment_payment_intent_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`card_payment_authorised_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`card_payment_captured_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`card_payment_voided_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_card_payment_card_payment_payment_intent_id_idx\` ON \`orders\` (\`card_payment_payment_intent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_card_payment_card_payment_payment_intent_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`card_payment_status\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`card_payment_capture_now\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`card_payment_last_error\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`card_payment_session_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`card_payment_attempt\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`card_payment_payment_intent_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`card_payment_authorised_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`card_payment_captured_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`card_payment_voided_at\`;`)
}
