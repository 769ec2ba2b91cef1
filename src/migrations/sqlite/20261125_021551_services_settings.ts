import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`services_chat_property_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`services_chat_widget_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`services_gtm_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`services_recaptcha_site_key\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`services_recaptcha_secret\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`services_recaptcha_threshold\` numeric DEFAULT 0.5;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`services_icon_api_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`services_chat_property_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`services_chat_widget_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`services_gtm_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`services_recaptcha_site_key\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`services_recaptcha_secret\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`services_recaptcha_threshold\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`services_icon_api_url\`;`)
}
