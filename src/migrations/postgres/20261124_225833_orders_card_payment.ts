import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_card_payment_status" AS ENUM('pending', 'authorised', 'captured', 'voided', 'failed');
  ALTER TABLE "orders" ADD COLUMN "card_payment_status" "enum_orders_card_payment_status";
  ALTER TABLE "orders" ADD COLUMN "card_payment_capture_now" boolean;
  ALTER TABLE "orders" ADD COLUMN "card_payment_last_error" varchar;
  ALTER TABLE "orders" ADD COLUMN "card_payment_session_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "card_payment_attempt" numeric;
  ALTER TABLE "orders" ADD COLUMN "card_payment_payment_intent_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "card_payment_authorised_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "card_payment_captured_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "card_payment_voided_at" timestamp(3) with time zone;
  CREATE INDEX "orders_card_payment_card_payment_payment_intent_id_idx" ON "orders" USING btree ("card_payment_payment_intent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_card_payment_card_payment_payment_intent_id_idx";
  ALTER TABLE "orders" DROP COLUMN "card_payment_status";
  ALTER TABLE "orders" DROP COLUMN "card_payment_capture_now";
  ALTER TABLE "orders" DROP COLUMN "card_payment_last_error";
  ALTER TABLE "orders" DROP COLUMN "card_payment_session_id";
  ALTER TABLE "orders" DROP COLUMN "card_payment_attempt";
  ALTER TABLE "orders" DROP COLUMN "card_payment_payment_intent_id";
  ALTER TABLE "orders" DROP COLUMN "card_payment_authorised_at";
  ALTER TABLE "orders" DROP COLUMN "card_payment_captured_at";
  ALTER TABLE "orders" DROP COLUMN "card_payment_voided_at";
  DROP TYPE "public"."enum_orders_card_payment_status";`)
}
