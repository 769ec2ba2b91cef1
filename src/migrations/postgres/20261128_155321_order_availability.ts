import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_shipment" AS ENUM('complete', 'as-available');
  ALTER TABLE "orders_lines" ADD COLUMN "availability" jsonb;
  ALTER TABLE "orders" ADD COLUMN "split_shipment_fee" numeric;
  ALTER TABLE "orders" ADD COLUMN "shipment" "enum_orders_shipment";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_lines" DROP COLUMN "availability";
  ALTER TABLE "orders" DROP COLUMN "split_shipment_fee";
  ALTER TABLE "orders" DROP COLUMN "shipment";
  DROP TYPE "public"."enum_orders_shipment";`)
}
