import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "services_chat_property_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "services_chat_widget_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "services_gtm_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "services_recaptcha_site_key" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "services_recaptcha_secret" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "services_recaptcha_threshold" numeric DEFAULT 0.5;
  ALTER TABLE "site_settings" ADD COLUMN "services_icon_api_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "services_chat_property_id";
  ALTER TABLE "site_settings" DROP COLUMN "services_chat_widget_id";
  ALTER TABLE "site_settings" DROP COLUMN "services_gtm_id";
  ALTER TABLE "site_settings" DROP COLUMN "services_recaptcha_site_key";
  ALTER TABLE "site_settings" DROP COLUMN "services_recaptcha_secret";
  ALTER TABLE "site_settings" DROP COLUMN "services_recaptcha_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "services_icon_api_url";`)
}
